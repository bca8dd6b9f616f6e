/**
 * The light shell's own play path (docs/widgets-loader.md, "Instant play"): a press on the shell of <primedia-live-player> plays the station
 * at once, without waiting for the element's React code, which on a phone over mobile data arrives seconds
 * later. It uses the page's one player (src/core/player), so the element React renders afterwards finds the
 * same media element playing and shows it as playing: nothing restarts, nothing plays twice.
 *
 * It also does for the element what the element would have done: it applies the `data-saver` attribute and
 * fires `primedia-play` now and exactly one `primedia-stop` when that listening ends, from the element (from
 * the document if the element has left the page by then, emit.ts).
 *
 * Its own chunk, fetched by the embed loader when a live player nears the viewport, with what it imports (the
 * player's chunk, which the element shares later): the first play needs nothing else.
 */
import { startNowPlaying } from '../../src/core/now-playing';
import { beginListening } from '../../src/core/player/listening';
import { playLive } from '../../src/core/player/live/play-live';
import { PLAYER_MESSAGES } from '../../src/core/player/recovery/recovery';
import { markFailureReported, playFailure } from '../../src/core/player/recovery/play-failures';
import { $playRequest } from '../../src/core/player/store';
import { liveMediaIdOf, prepareLive } from '../../src/core/player/live/prepare-live';
import { STATION_BRAND } from '../../src/core/stations/station-brand';
import { parseStationId } from '../../src/core/stations/station-ids';
import { applyDataSaverAttribute } from './data-saver-attribute';
import { emitFrom } from './emit';

const TAG = 'primedia-live-player';

/** Starts what a press will need (src/core/player/live/prepare-live.ts); the element nears the viewport or is pointed at. */
export function prepareShellPlay(element: Element): void {
  const station = parseStationId(element.getAttribute('station'));
  if (station) prepareLive(station);
  startNowPlaying();
}

/**
 * A failure before the element's code runs is reported from here, as the element would (its card shows the
 * same message once it mounts, however late): the player keeps the message with the request before the
 * listening ends (src/core/player/recovery/play-failures.ts).
 */
function reportFailure(element: Element, station: string) {
  const request = $playRequest.get();
  const failure = request ? playFailure(request) : undefined;
  if (request) markFailureReported(request);
  // The element's own shape for this error (src/ui/live-player/live-player.tsx), not the listening's detail.
  const detail = {
    code: 'playback-failed',
    station,
    message: failure?.message ?? PLAYER_MESSAGES.loadFailed,
  };
  element.dispatchEvent(new CustomEvent('primedia-error', { bubbles: true, composed: true, detail }));
}

/**
 * Plays the element's station. Resolves true once playback was asked for; false for an unknown station or an
 * element gone from the page: the element's React code then explains. It does not wait for the content API:
 * the stream and name are known (src/core/player/live/prepare-live.ts), so the press costs media requests only.
 */
export async function playFromShell(element: Element): Promise<boolean> {
  const station = parseStationId(element.getAttribute('station'));
  if (!station || !element.isConnected) return false;
  applyDataSaverAttribute(TAG, element.getAttribute('data-saver'));
  const mediaId = liveMediaIdOf(station);
  const detail = { station, mediaId, live: true };
  const emit = (name: string, extra: Record<string, unknown> = {}) =>
    emitFrom(element, name, { ...detail, ...extra });
  // As the element does (src/ui/common/start-listening.ts): the previous listening's stop first, then play.
  beginListening(
    {
      ended: (reason) => {
        emit('primedia-stop', { reason });
        if (reason === 'failed' && !customElements.get(TAG)) reportFailure(element, station);
      },
    },
    mediaId,
  );
  emit('primedia-play');
  void playLive({ id: station, mediaId, stationName: STATION_BRAND[station].name });
  return true;
}
