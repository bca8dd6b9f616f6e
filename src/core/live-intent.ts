/**
 * A live player's play control says what a press on it means in its `data-intent`, "{tag}|{station}": the
 * server-rendered page's start script records a press before the app's code as an intent under that tag
 * (./intents.ts, app-server/start-script.ts), and the host app's press entry and its companion read the station
 * from it (src/app/press-play.ts, src/app/press-prefetch.ts). Not part of ./intents.ts, which the partner embed
 * loader carries: these are for the app and the live player's chunk only.
 */
import { parseStationId, type StationId } from './stations/station-ids';

/** The intent tag of a live player's play control. */
export const LIVE_PLAYER_INTENT = 'primedia-live-player';

/** A live player's play control's `data-intent` for `station`. */
export const liveIntent = (station: StationId): string => `${LIVE_PLAYER_INTENT}|${station}`;

/** The station a `data-intent` (or a press event's detail) names when it is a live player's, else null. */
export function liveIntentStation(intent: string | null | undefined): StationId | null {
  const [tag, key] = (intent ?? '').split('|');
  return tag === LIVE_PLAYER_INTENT ? parseStationId(key) : null;
}
