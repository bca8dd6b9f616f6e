/**
 * Loading a stream into the media element, and what the player does when that stream fails or stalls
 * (spec §4 Player, §8 errors, RELIABILITY.md 8, 9, 14). Loading lives here because every reconnect attempt is
 * another load, and a load's failures are what this module sorts:
 * - A failure before the first data is a load failure (toast, flags cleared); after it, a network failure is
 *   reconnected (one "reconnecting" state, an attempt every 2.5 s, at once when the browser comes back online,
 *   given up after 2 minutes) and any other failure is a play error (toast, reset).
 * - A rejected play() (autoplay policy, interruption) leaves the UI showing play, never an unhandled rejection.
 * - Playback that waits for data longer than the stall limit is a network failure; only a time that moves on
 *   ends the stall.
 * - A live stream that stalls while its playlist keeps answering the same media sequence is frozen
 *   (RELIABILITY.md 9): the player reads the playlist itself (engines disagree on reporting it), shows one
 *   "reconnecting" state, and reloads as soon as the sequence advances again.
 * - A reconnect of premium media asks the catalog for a fresh signed source first (its URLs expire).
 * Every async step checks the generation number, so a late answer for older media never touches newer media.
 */
import { showToast } from '../feedback/toast';
import { recordProblem } from '../monitoring/problems';
import { ctl, type Current } from './controller';
import { endListening } from './listening';
import { chooseEngineKind, createEngine, type EngineEvents } from './engines';
import type { LivePlaylistInfo } from './live-playlist';
import { onDemandPosition } from './progress';
import { openWallFor, resolveWithRights } from './rights';
import * as transitions from './state';
import { $player, setPlayerConnection, updatePlayer } from './store';

export const PLAYER_MESSAGES = {
  loadFailed: 'Error while loading the media.',
  playFailed: 'Error while playing the media, please try again later.',
  geoBlocked: 'This content is not supported in your region',
} as const;

export const RECONNECT_INTERVAL_MS = 2_500;
export const RECONNECT_GIVE_UP_MS = 120_000;
export const STALL_LIMIT_MS = 8_000;

/** Reads the live playlist (live-playlist.ts), loaded only when a live stream first stalls. */
function probeLivePlaylist(src: string): Promise<LivePlaylistInfo | null> {
  return import('./live-playlist').then(
    (module) => module.probeLivePlaylist(src),
    () => null,
  );
}

export function clearStallWatch() {
  if (ctl.stallTimer) clearTimeout(ctl.stallTimer);
  if (ctl.freezeTimer) clearTimeout(ctl.freezeTimer);
  ctl.stallTimer = null;
  ctl.freezeTimer = null;
  ctl.stalledAt = null;
}

/** Playing media ran out of data (`waiting`): fail at the stall limit, or at once while offline. */
export function startStallWatch(media: HTMLVideoElement) {
  clearStallWatch();
  if (globalThis.navigator?.onLine === false) {
    handleFailure('network', 'stalled while offline'); // the buffer ran dry and no request can succeed
    return;
  }
  ctl.stalledAt = media.currentTime;
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

function playFailed(detail: string) {
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

/**
 * A stalled live stream whose playlist shows the same media sequence twice, two target durations apart, is
 * frozen (RELIABILITY.md 9): reconnect now (before STALL_LIMIT_MS) and remember the sequence, so the reconnect
 * waits for it to advance instead of reloading the same stale window.
 */
function watchForFrozenPlaylist(current: Current) {
  const generation = ctl.generation;
  const stillStalled = () =>
    generation === ctl.generation &&
    ctl.current === current &&
    ctl.stalledAt !== null &&
    ctl.reconnectSince === null;
  void probeLivePlaylist(current.resolved.src).then((first) => {
    if (!first || !stillStalled()) return;
    if (ctl.freezeTimer) clearTimeout(ctl.freezeTimer);
    ctl.freezeTimer = setTimeout(() => {
      ctl.freezeTimer = null;
      void probeLivePlaylist(current.resolved.src).then((second) => {
        if (!second || !stillStalled() || second.mediaSequence > first.mediaSequence) return;
        ctl.frozenSequence = second.mediaSequence;
        handleFailure('network', `live playlist frozen at media sequence ${second.mediaSequence}`);
        if (ctl.reconnectSince === null) ctl.frozenSequence = null;
      });
    }, first.targetDuration * 2_000);
  });
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

/** One reconnect attempt, and the timer for the next; also called at once when the browser is back online. */
export function attemptReconnect() {
  const current = ctl.current;
  const media = ctl.media;
  if (!current || !media || ctl.reconnectSince === null) return;
  if (ctl.reconnectTimer) clearTimeout(ctl.reconnectTimer);
  if (Date.now() - ctl.reconnectSince > RECONNECT_GIVE_UP_MS) {
    playFailed('gave up reconnecting');
    return;
  }
  disposeEngine();
  ctl.reconnectTimer = setTimeout(attemptReconnect, RECONNECT_INTERVAL_MS);
  // While the browser knows it is offline, no request can succeed: wait for 'online' (which retries at once)
  // instead of adding requests (RELIABILITY.md 8: no request storm while down).
  if (globalThis.navigator?.onLine === false) return;
  const frozen = ctl.frozenSequence;
  if (frozen === null) {
    ctl.pendingSeek = ctl.reconnectResumeAt;
    if (current.resolved.premium) {
      void reloadPremium(media, current);
      return;
    }
    void loadAndPlay(media, ctl.generation, current);
    return;
  }
  // A frozen live playlist: reloading it would play the same stale window and stall again (one more
  // "reconnecting"). Read it each attempt and reload once it advances, or when it cannot be read at all.
  const generation = ctl.generation;
  void probeLivePlaylist(current.resolved.src).then((info) => {
    if (generation !== ctl.generation || ctl.current !== current || ctl.reconnectSince === null) return;
    if (info && info.mediaSequence <= frozen) return; // still frozen: the next attempt reads it again
    ctl.frozenSequence = null;
    recordProblem({ area: 'player', message: 'live playlist advances again: reloading' });
    ctl.pendingSeek = null;
    void loadAndPlay(media, generation, current);
  });
}

/**
 * A premium source is signed and expires (server/media/premium.ts), so a reconnect first asks the catalog for
 * a fresh one. Unreachable: the next attempt asks again. Refused (signed out or no longer Audiostar+ meanwhile):
 * the player stops and the wall opens.
 */
async function reloadPremium(media: HTMLVideoElement, current: Current) {
  const generation = ctl.generation;
  const attempt = ctl.reconnectTimer;
  const result = await resolveWithRights(current.request.mediaId).catch(() => null);
  const stale = generation !== ctl.generation || ctl.current !== current || ctl.reconnectTimer !== attempt;
  if (stale || !result) return;
  if (result.ok) {
    current.resolved = result.media;
    void loadAndPlay(media, generation, current);
    return;
  }
  if (!openWallFor(result)) return;
  recordProblem({ area: 'player', message: `reconnect refused: ${result.reason}` });
  clearReconnect();
  disposeEngine();
  ctl.current = null;
  updatePlayer(transitions.reset);
}

/** Loads `current` into a new engine on the page's media element and plays it unmuted. */
export async function loadAndPlay(media: HTMLVideoElement, generation: number, current: Current) {
  ctl.livePaused = false;
  const engine = createEngine(chooseEngineKind(media), media, engineEvents(generation));
  ctl.engine = engine;
  ctl.liveEngines++;
  try {
    await engine.load(current.resolved.src);
  } catch (error) {
    if (generation === ctl.generation) handleFailure('media', `engine load: ${String(error)}`);
    return;
  }
  if (generation !== ctl.generation || ctl.engine !== engine) return;
  media.muted = false;
  try {
    await media.play();
  } catch (error) {
    if (generation !== ctl.generation) return;
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'AbortError') return; // replaced by a newer load
    if (name === 'NotAllowedError') {
      // Autoplay policy: the listener presses play again; the UI must show play (RELIABILITY.md 14).
      recordProblem({ area: 'player', message: 'play() was not allowed by the browser' });
      updatePlayer((s) => ({ ...s, isPlaying: false, isLoading: false }));
      return;
    }
    if (ctl.reconnectSince === null) handleFailure('media', `play(): ${name || String(error)}`);
  }
}
