/**
 * Loading a stream into the media element, and what the player does when that stream fails or stalls
 * (docs/product.md, "Player", "Errors and messages"; docs/design.md, "Stream failures"). Loading lives here because every reconnect attempt is
 * another load, and a load's failures are what this module sorts:
 * - A failure before the first data is a load failure (toast, flags cleared); after it, a network failure is
 *   reconnected (one "reconnecting" state, an attempt every 2.5 s, at once when the browser comes back online,
 *   given up after 2 minutes) and any other failure is a play error (toast, reset).
 * - A rejected play() (autoplay policy, interruption) leaves the UI showing play, never an unhandled rejection.
 * - Playback that waits for data longer than the stall limit is a network failure; only a time that moves on
 *   ends the stall.
 * - A live stream that stalls while its playlist keeps answering the same media sequence is frozen
 *   (docs/design.md, "Stream failures"): the player reads the playlist itself (engines disagree on reporting it), shows one
 *   "reconnecting" state, and reloads as soon as the sequence advances again.
 * - A reconnect of premium media asks the catalog for a fresh signed source first (its URLs expire).
 * Every async step checks the generation number, so a late answer for older media never touches newer media.
 */
import { showToast } from '../feedback/toast';
import { recordProblem } from '../monitoring/problems';
import { ctl, type Current } from './controller';
import { endListening } from './listening';
import { dataSaverNow } from './data-saver-now';
import { chooseEngineKind, createEngine, type EngineEvents } from './engines';
import { onDemandPosition } from './progress';
import * as transitions from './state';
import { $player, setPlayerConnection, setStalled, updatePlayer } from './store';
import { applyVolume } from './volume-store';

export const PLAYER_MESSAGES = {
  loadFailed: 'Error while loading the media.',
  playFailed: 'Error while playing the media, please try again later.',
  geoBlocked: 'This content is not supported in your region',
} as const;

export const RECONNECT_INTERVAL_MS = 2_500;
export const RECONNECT_GIVE_UP_MS = 120_000;
export const STALL_LIMIT_MS = 8_000;

export function clearStallWatch() {
  if (ctl.stallTimer) clearTimeout(ctl.stallTimer);
  if (ctl.freezeTimer) clearTimeout(ctl.freezeTimer);
  ctl.stallTimer = null;
  ctl.freezeTimer = null;
  ctl.stalledAt = null;
  setStalled(false);
}

/** A download played from the device (the worker's /offline-media/ or a Blob URL): no network involved. */
export function isDeviceSource(src: string): boolean {
  return src.startsWith('blob:') || src.includes('/offline-media/');
}

/**
 * Playing media ran out of data (`waiting`): fail at the stall limit, or at once while offline. A `waiting`
 * while this stall is already watched (the element has not moved since) changes nothing: restarting the limit
 * on each one would let a stream that keeps saying so stall for ever, and each reads the playlist again.
 */
export function startStallWatch(media: HTMLVideoElement) {
  const onDevice = ctl.current ? isDeviceSource(ctl.current.resolved.src) : false;
  if (globalThis.navigator?.onLine === false && !onDevice) {
    clearStallWatch();
    handleFailure('network', 'stalled while offline'); // the buffer ran dry and no request can succeed
    return;
  }
  if (ctl.stalledAt !== null) return;
  clearStallWatch();
  ctl.stalledAt = media.currentTime;
  setStalled(true);
  ctl.stallTimer = setTimeout(() => handleFailure('network', 'playback stalled'), STALL_LIMIT_MS);
  // A freeze is a live stream that stops advancing once it plays. The wait for the first data of a start is
  // not one (the stall limit still covers it), so a start reads no playlist and loads no reader for it.
  if (ctl.current?.resolved.isLive && !$player.get().isLoading) watchForFrozenPlaylist(ctl.current);
}

/** A `timeupdate`: the stall is over once the element's time moved past where it stalled. */
export function endStallIfMoved(time: number) {
  // Chromium keeps firing timeupdate while stalled (the element is not paused), so only a time that moved
  // ends a stall; clearing on every timeupdate kept a dead stream "playing" forever.
  if (ctl.stalledAt !== null && Math.abs(time - ctl.stalledAt) > 0.25) clearStallWatch();
}

export function clearReconnect() {
  if (ctl.reconnectTimer) clearTimeout(ctl.reconnectTimer);
  ctl.reconnectTimer = null;
  ctl.reconnectSince = null;
  ctl.frozenSequence = null;
  setPlayerConnection('ok');
}

export function disposeEngine() {
  clearStallWatch();
  if (ctl.engine) {
    ctl.engine.destroy();
    ctl.liveEngines--;
  }
  ctl.engine = null;
}

function engineEvents(generation: number): EngineEvents {
  return {
    onFatal: (kind, detail) => {
      if (generation === ctl.generation) handleFailure(kind === 'network' ? 'network' : 'media', detail);
    },
    onProblem: (detail) => recordProblem({ area: 'player', message: detail }),
  };
}

export function loadFailed(detail: string) {
  endListening('failed');
  recordProblem({ area: 'player', message: `load failed: ${detail}` });
  showToast(PLAYER_MESSAGES.loadFailed);
  updatePlayer((s) => ({ ...s, isPlaying: false, isLoading: false }));
}

export function playFailed(detail: string) {
  endListening('failed');
  recordProblem({ area: 'player', message: `play failed: ${detail}` });
  showToast(PLAYER_MESSAGES.playFailed);
  clearReconnect();
  disposeEngine();
  ctl.current = null;
  updatePlayer(transitions.reset);
}

export function handleFailure(kind: 'network' | 'media', detail: string) {
  const current = ctl.current;
  if (!current) return;
  if (ctl.reconnectSince !== null) {
    // A stream that now loads but cannot be decoded will not get better by reconnecting.
    if (kind === 'media') playFailed(detail);
    return; // a network failure: the running reconnect will try again
  }
  if (!current.dataLoaded) {
    disposeEngine();
    loadFailed(detail);
    return;
  }
  if (kind === 'network') {
    startReconnect(detail);
    return;
  }
  playFailed(detail);
}

function startReconnect(reason: string) {
  recordProblem({ area: 'player', message: `reconnecting: ${reason}` });
  ctl.reconnectSince = Date.now();
  // Taken once: after the first retry the element's own time is back at 0.
  ctl.reconnectResumeAt = ctl.current?.resolved.isLive ? null : (onDemandPosition() ?? null);
  setPlayerConnection('reconnecting');
  updatePlayer((s) => ({ ...s, isLoading: true }));
  attemptReconnect();
}

/**
 * The failure path's larger half (./reconnect.ts: reconnect attempts, the frozen-playlist watch) is its own
 * chunk, fetched as soon as something plays (prefetchFailurePath, from the element's `playing`), so it is at
 * hand when the stream fails, offline too; a page's first play does not wait for it.
 */
const failurePath = () => import('./reconnect');

export function prefetchFailurePath() {
  void failurePath().catch(() => undefined);
}

/** One reconnect attempt now (the failure began, or the browser is back online). */
export function attemptReconnect() {
  if (ctl.reconnectSince !== null && Date.now() - ctl.reconnectSince > RECONNECT_GIVE_UP_MS) {
    playFailed('gave up reconnecting');
    return;
  }
  void failurePath().then(
    (module) => module.attemptReconnect(),
    () => {
      // The chunk could not be fetched (the network went at the very start): try again, as an attempt would.
      if (ctl.reconnectSince === null) return;
      if (ctl.reconnectTimer) clearTimeout(ctl.reconnectTimer);
      ctl.reconnectTimer = setTimeout(attemptReconnect, RECONNECT_INTERVAL_MS);
    },
  );
}

function watchForFrozenPlaylist(current: Current) {
  void failurePath().then(
    (module) => module.watchForFrozenPlaylist(current),
    () => undefined, // the stall limit still ends a stall
  );
}

/**
 * Loads `current` into a new engine on the page's media element and plays it at the listener's volume (unmuted
 * unless they muted it), on the lightest rung while the data saver is on. `play: false` only loads (a paused
 * episode whose data saver setting changed stays paused).
 */
export async function loadAndPlay(
  media: HTMLVideoElement,
  generation: number,
  current: Current,
  { play = true }: { play?: boolean } = {},
) {
  ctl.livePaused = false;
  // A download plays from the device (the worker's /offline-media/ or a Blob URL): a plain file the element
  // plays itself, whichever engine HLS would use.
  const local = isDeviceSource(current.resolved.src);
  const engine = createEngine(local ? 'native' : chooseEngineKind(media), media, engineEvents(generation), {
    dataSaver: local ? false : dataSaverNow(),
  });
  ctl.engine = engine;
  ctl.liveEngines++;
  try {
    await engine.load(current.resolved.src);
  } catch (error) {
    if (generation === ctl.generation) handleFailure('media', `engine load: ${String(error)}`);
    return;
  }
  if (generation !== ctl.generation || ctl.engine !== engine) return;
  applyVolume(media); // the listener's volume and mute, not the element's default
  if (!play) return;
  try {
    await media.play();
  } catch (error) {
    if (generation !== ctl.generation) return;
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'AbortError') return; // replaced by a newer load
    if (name === 'NotAllowedError') {
      // Autoplay policy: the listener presses play again; the UI must show play (docs/design.md, "Stream failures").
      recordProblem({ area: 'player', message: 'play() was not allowed by the browser' });
      updatePlayer((s) => ({ ...s, isPlaying: false, isLoading: false }));
      return;
    }
    if (ctl.reconnectSince === null) handleFailure('media', `play(): ${name || String(error)}`);
  }
}
