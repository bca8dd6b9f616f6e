/**
 * The player's shared stores, one of each per page for the host app and every widget. Components only read
 * them (`useStore(...)`). Two writers: the player (./controller.ts) through `updatePlayer` and the setters
 * below, and the now-playing connection (src/core/now-playing) through `setNowPlayingInfos`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { StationId } from '../stations/station-ids';
import { shared } from '../store-registry';
import type { NowPlayingInfo } from '../now-playing/message';
import { initialPlayerState, type PlayerState } from './state';

/** A read-only store kept in the page's registry under `name`, and its setter (which skips an equal value). */
function sharedAtom<T>(name: string, initial: T): [ReadableAtom<T>, (value: T) => void] {
  const store = shared(name, () => atom<T>(initial));
  return [store, (value) => store.set(value)];
}

const playerAtom = shared('player', () => atom<PlayerState>(initialPlayerState));

/** What plays and how far. */
export const $player: ReadableAtom<PlayerState> = playerAtom;

/** Applies a pure transition from ./state to the shared player state. */
export function updatePlayer(transition: (state: PlayerState) => PlayerState): void {
  playerAtom.set(transition(playerAtom.get()));
}

/**
 * Live now-playing data of every station, each message replacing all of it. Kept apart from `$player`, which
 * changes on every `timeupdate`: a now-playing message re-renders only what shows it.
 */
export const [$nowPlaying, setNowPlayingInfos] = sharedAtom<NowPlayingInfo[]>('now-playing-infos', []);

/** Who asked for the latest playback, and for what. */
export interface LatestPlayRequest {
  /** The asking control, e.g. "live-player:702" ('' when none was given). */
  origin: string;
  mediaId: string;
  /** The live station asked for; null for anything else. Equal to a control's own station: that control plays. */
  station: StationId | null;
  /** The item's own page, for sharing a moment of it; null when it has none. */
  pageUrl?: string | null;
}

/** The latest playback request and who made it; null after stop. */
export const [$playRequest, setPlayRequest] = sharedAtom<LatestPlayRequest | null>('player-request', null);

export type ConnectionState = 'ok' | 'reconnecting';

/** 'reconnecting' while the player restores a lost stream. */
export const [$playerConnection, setPlayerConnection] = sharedAtom<ConnectionState>(
  'player-connection',
  'ok',
);

/** True after the listener closed the video view; false again on the next start. */
export const [$videoClosed, setVideoClosed] = sharedAtom('video-closed', false);

/** True while playing media waits for data (the element's `waiting`), until it moves, pauses or fails. */
export const [$stalled, setStalled] = sharedAtom('player-stalled', false);

const [$endedAtom, setEndedAtom] = sharedAtom<{ mediaId: string; at: number } | null>('player-ended', null);

/** The on-demand item that last played to its end (catch-up going live is not an end), for what plays next. */
export const $ended = $endedAtom;

export function setEnded(mediaId: string): void {
  setEndedAtom({ mediaId, at: Date.now() });
}
