/**
 * The page's player: the verbs components call to start, pause, stop, seek and show media, and the request
 * that starts it (docs/design.md, "One player per page"). Components call these and read the stores in ./store.ts; they never touch the
 * media element. The rest of the player sits beside this file: ./controller.ts holds its working state (one per
 * page, whichever bundle copy runs), ./media-element.ts the one media element and its events, ./recovery.ts
 * loading, failures, stalls and reconnects, ./progress.ts the on-demand position and play history.
 *
 * Rules this file carries (docs/product.md, "Player"; docs/design.md, "Reliability rules"):
 * - Starting media disposes the previous engine first, resolves the mediaId through the catalog (with the
 *   listener's token, ./rights.ts), then plays unmuted, resuming at the saved time for the same media or at
 *   the requested start. A catalog refusal for rights opens the registration wall or the paywall.
 * - Every async step checks a generation number, so a slow reply for older media never touches newer media.
 * - Live resumed after a pause restarts at the live edge (docs/design.md, "Stream failures"): the paused position's segments
 *   leave the sliding window, and asking for them again is a 404 loop.
 */
import { showToast } from '../feedback/toast';
import { recordProblem } from '../monitoring/problems';
import type { StationId } from '../stations/station-ids';
import { trackPlayer } from './analytics';
import { catchUpMedia, catchUpRangeFrom, type CatchUpRange } from './catch-up';
import type { CatalogResult } from './catalog';
import { ctl, type Current } from './controller';
import { keepMediaTimings } from './keep-media-timings';
import { endListening, playbackStarting } from './listening';
import { getMediaElement, moveMediaInto, returnMediaToHolder } from './media-element';
import { setMediaSession, setMediaSessionPlaying } from './media-session-later';
import { history, onDemandPosition, saveProgress, signedIn } from './progress';
import { clearReconnect, disposeEngine, loadAndPlay, loadFailed, PLAYER_MESSAGES } from './recovery';
import { openWallFor, resolveWithRights } from './rights';
import * as transitions from './state';
import { $nowPlaying, $player, setPlayRequest, setVideoClosed, updatePlayer } from './store';
import { onAirAt } from '../now-playing/message';
import { liveTitle } from './live-title';

export interface PlayRequest {
  mediaId: string;
  type: transitions.InitiatedType;
  audio: transitions.AudioInfo;
  /**
   * The station whose live stream this is; null for podcasts, on-demand and video. A control learns whether it
   * is the one playing from `$playRequest.station`, never from the display name in `audio`.
   */
  station: StationId | null;
  /** Seconds to start at (on-demand). */
  startAt?: number;
  /** Known duration in seconds, shown before the stream reports its own. */
  duration?: number | null;
  /** Unix ms the live programme began, for the live elapsed time (docs/product.md, "Player" timeupdate). */
  liveStartTime?: number | null;
  /** Which control asked, e.g. "live-player:702", so that control can show a failure as its own. */
  origin?: string;
  /**
   * Catch-up (./catch-up.ts): play this live station's past from `fromUnixSeconds` as on-demand audio, with the
   * on-demand controls, instead of live. `mediaId` and `station` stay the live stream's.
   */
  catchUp?: CatchUpRange;
  /**
   * Resolves the media instead of the catalog: a download plays from the device (src/core/downloads), after
   * its own rights check, which answers a refusal as the catalog would so the same wall opens.
   */
  resolve?: () => Promise<CatalogResult>;
}

export const CATCH_UP_UNAVAILABLE = 'This station cannot be played from the start right now.';

/** The page's one media element; its events call back into these verbs (see ./media-element.ts). */
const mediaElement = () => getMediaElement({ resume: resumePlayback, stopOrPause, reachedLive: goLive });

/** Lock-screen actions; rewind and advance only for on-demand media (docs/product.md, "Player"). */
function mediaSessionActions(isLive: boolean) {
  return {
    play: () => void resumePlayback(),
    pause: () => pausePlayback(),
    stop: () => stopPlayback(),
    ...(isLive ? {} : { seekBackward: () => skip(-1), seekForward: () => skip(1) }),
  };
}

/** Starts media (docs/product.md, "Player"). */
export async function playMedia(request: PlayRequest): Promise<void> {
  const media = mediaElement(); // exists before any await, so its events are bound before the first load
  keepMediaTimings();
  playbackStarting(request.mediaId);
  const generation = ++ctl.generation;
  setPlayRequest({ origin: request.origin ?? '', mediaId: request.mediaId, station: request.station });
  setVideoClosed(false);
  const sameMedia = ctl.current?.request.mediaId === request.mediaId;
  saveProgress('final');
  const before = $player.get();
  // The saved position matters only when nothing closer is known: not the same media, no requested start.
  const saved =
    sameMedia || request.startAt !== undefined || request.catchUp || !signedIn()
      ? Promise.resolve(undefined)
      : history().then((h) => h.loadSavedPosition(request.mediaId));
  clearReconnect();
  ctl.progress.reset();
  disposeEngine();
  ctl.current = null;
  updatePlayer((s) =>
    transitions.playbackStarted(s, {
      type: request.type,
      audio: request.audio,
      duration: request.duration ?? null,
      liveStartTime: request.liveStartTime ?? null,
      catchUp: request.catchUp && request.station ? { ...request.catchUp, station: request.station } : null,
    }),
  );
  setMediaSession(request.audio, mediaSessionActions(false));
  if (request.catchUp && request.station) {
    const info = { ...request.catchUp, station: request.station };
    // What aired when, for the now-playing line at the playhead: its own chunk, only for catch-up.
    void import('./catch-up-history').then(
      (module) => module.loadCatchUpHistory(info),
      () => undefined, // offline: the line shows the show without the song
    );
  }

  let result;
  let savedTime: number | undefined;
  try {
    [result, savedTime] = await Promise.all([
      request.resolve ? request.resolve() : resolveWithRights(request.mediaId),
      saved,
    ]);
  } catch (error) {
    if (generation === ctl.generation) loadFailed(`catalog: ${String(error)}`);
    return;
  }
  if (generation !== ctl.generation) return;
  if (!result.ok) {
    recordProblem({
      area: 'player',
      message: `catalog refused ${request.mediaId}: ${result.reason} (${result.detail})`,
    });
    // A rights refusal opens its wall (docs/product.md, "Roles and Audiostar+"); the wall says what to do, so no error toast besides it.
    if (!openWallFor(result)) {
      showToast(result.reason === 'geo-blocked' ? PLAYER_MESSAGES.geoBlocked : PLAYER_MESSAGES.loadFailed);
    }
    updatePlayer((s) => ({ ...s, isPlaying: false, isLoading: false }));
    endListening('failed');
    return;
  }
  let resolved = result.media;
  const windowSeconds = resolved.catchUp?.windowSeconds ?? 0;
  updatePlayer((s) => ({ ...s, catchUpWindowSeconds: windowSeconds }));
  if (request.catchUp) {
    const caught = catchUpMedia(resolved, request.catchUp, Date.now());
    if (!caught) {
      recordProblem({ area: 'player', message: `no catch-up for ${request.mediaId}` });
      showToast(CATCH_UP_UNAVAILABLE);
      updatePlayer((s) => ({ ...s, isPlaying: false, isLoading: false }));
      endListening('failed');
      return;
    }
    resolved = caught;
  }
  if (resolved.isLive) setMediaSession(request.audio, mediaSessionActions(true));
  const current: Current = { request, resolved, dataLoaded: false };
  ctl.current = current;
  // Catch-up starts where it was asked to (the element's time 0 is the range's start), never at a saved time.
  const position = request.catchUp
    ? (request.startAt ?? 0)
    : transitions.resumePosition(before, request.mediaId, request.startAt, savedTime);
  trackPlayer('player_start', { mediaId: request.mediaId, type: request.type, live: resolved.isLive });
  ctl.pendingSeek = resolved.isLive || position <= 0 ? null : position;
  await loadAndPlay(media, generation, current);
}

export function pausePlayback(): void {
  ctl.media?.pause();
}

/** Plays again what is loaded; live always restarts at the live edge (docs/design.md, "Stream failures"). */
export async function resumePlayback(): Promise<void> {
  const current = ctl.current;
  const media = ctl.media;
  if (!current || !media) return;
  if (current.resolved.isLive) {
    await playMedia(current.request);
    return;
  }
  try {
    await media.play();
  } catch (error) {
    recordProblem({
      area: 'player',
      message: `resume: ${error instanceof DOMException ? error.name : String(error)}`,
    });
    updatePlayer((s) => ({ ...s, isPlaying: false, isLoading: false }));
  }
}

/** Stops playback: pauses and resets the player (docs/product.md, "Player"), and lets go of the stream. */
export function stopPlayback(): void {
  endListening('stopped');
  const stopped = ctl.current;
  if (stopped) {
    saveProgress('final');
    trackPlayer('player_stop', {
      mediaId: stopped.request.mediaId,
      type: stopped.request.type,
      live: stopped.resolved.isLive,
      position: onDemandPosition(),
    });
  }
  ctl.generation++;
  clearReconnect();
  ctl.media?.pause();
  ctl.livePaused = false;
  disposeEngine();
  ctl.current = null;
  setPlayRequest(null);
  updatePlayer(transitions.reset);
  setMediaSessionPlaying(false);
}

function stopOrPause() {
  if (ctl.current?.resolved.isLive) stopPlayback();
  else pausePlayback();
}

/** The one control of the four display states: stop live, pause on-demand, play when idle. */
export function togglePlayback(): void {
  const display = transitions.displayState($player.get());
  if (display === 'playing-live' || display === 'loading') stopPlayback();
  else if (display === 'playing-on-demand') pausePlayback();
  else void resumePlayback();
}

/** The live request for a station's stream, named and timed by the show on air now. */
function liveRequestOf(request: PlayRequest): PlayRequest {
  const onAir = onAirAt($nowPlaying.get(), request.station);
  const { catchUp: _catchUp, startAt: _startAt, ...live } = request;
  return {
    ...live,
    audio: {
      ...request.audio,
      title: liveTitle(request.audio.station, onAir),
      imageUrl: onAir?.show.imageUrl || request.audio.imageUrl,
    },
    liveStartTime: onAir ? onAir.show.startTimeUnixSeconds * 1000 : (request.liveStartTime ?? null),
  };
}

/**
 * "Go live" from catch-up (and what the end of a catch-up playlist does): the same station live, with the live
 * controls of docs/product.md, "Player"
 */
export function goLive(): void {
  const request = ctl.current?.request;
  if (!request?.catchUp) return;
  void playMedia(liveRequestOf(request));
}

/**
 * Start from the beginning: the show that started at `show.startUnixSeconds` on the station of the live
 * `request`, as catch-up from its first second on through what followed it (./catch-up.ts).
 */
export function playFromStart(
  request: PlayRequest,
  show: { startUnixSeconds: number; headline: string; imageUrl?: string },
): Promise<void> {
  return playMedia({
    ...request,
    audio: { ...request.audio, title: show.headline, imageUrl: show.imageUrl || request.audio.imageUrl },
    liveStartTime: null,
    startAt: 0,
    catchUp: catchUpRangeFrom(show.startUnixSeconds, Date.now()),
  });
}

/** The live station playing now, from the start of its show on air (the mini player's "From the start"). */
export function playLiveShowFromStart(): void {
  const current = ctl.current;
  const station = current?.request.station;
  if (!current || !station || !current.resolved.isLive) return;
  const onAir = onAirAt($nowPlaying.get(), station);
  if (!onAir) return;
  void playFromStart(current.request, {
    startUnixSeconds: onAir.show.startTimeUnixSeconds,
    headline: onAir.show.headline,
    imageUrl: onAir.show.imageUrl,
  });
}

/** Rewind (-1) or advance (+1) by 15 s; nothing for live. */
export function skip(direction: -1 | 1): void {
  const target = transitions.skipTarget($player.get(), direction);
  if (target !== null && ctl.media) ctl.media.currentTime = target;
}

/** Seeks to a 0-100 slider value; nothing for live. */
export function seekToPercent(percent: number): void {
  const target = transitions.seekTargetFromPercent($player.get(), percent);
  if (target !== null && ctl.media) ctl.media.currentTime = target;
}

/**
 * Shows the page's one media element inside `slot` (the video view's slot): the element moves, it is never
 * copied, so video and audio stay one element (docs/design.md, "One player per page"). Moving it within the document does not pause it.
 */
export function showVideoIn(slot: HTMLElement): void {
  moveMediaInto(mediaElement(), slot);
}

/**
 * Puts the media element back in its hidden holder (the video view unmounted). A video that leaves its view
 * pauses: the holder is invisible, and sound on without its picture, with no control on screen to stop it, is
 * not what a listener who pressed "Watch" chose (docs/adr/0056-leaving-a-video-pauses-it.md). Audio started since is left alone.
 */
export function hideVideo(slot?: HTMLElement): void {
  if (!returnMediaToHolder(slot)) return;
  if ($player.get().currentInitiated === 'video') pausePlayback();
}

/** The video close button: hides the video view and pauses playback (docs/product.md, "Video"). */
export function closeVideo(): void {
  setVideoClosed(true);
  pausePlayback();
}
