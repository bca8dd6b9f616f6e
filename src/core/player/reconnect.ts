/**
 * The failure path's larger half, a chunk of its own (recovery.ts loads it when the browser is idle after the
 * first play, or at the first failure): reconnect attempts every RECONNECT_INTERVAL_MS until the stream plays
 * again or RECONNECT_GIVE_UP_MS pass, a fresh signed source for premium media first, and the watch that tells
 * a frozen live playlist (docs/design.md, "Stream failures") from a slow one.
 */
import { recordProblem } from '../monitoring/problems';
import { ctl, type Current } from './controller';
import type { LivePlaylistInfo } from './live-playlist';
import {
  clearReconnect,
  disposeEngine,
  handleFailure,
  loadAndPlay,
  playFailed,
  RECONNECT_GIVE_UP_MS,
  RECONNECT_INTERVAL_MS,
} from './recovery';
import { openWallFor, resolveWithRights } from './rights';
import * as transitions from './state';
import { updatePlayer } from './store';

/** Reads the live playlist (live-playlist.ts), loaded only when a live stream first stalls. */
function probeLivePlaylist(src: string): Promise<LivePlaylistInfo | null> {
  return import('./live-playlist').then(
    (module) => module.probeLivePlaylist(src),
    () => null,
  );
}

/**
 * A stalled live stream whose playlist shows the same media sequence twice, two target durations apart, is
 * frozen (docs/design.md, "Stream failures"): reconnect now (before STALL_LIMIT_MS) and remember the sequence, so the reconnect
 * waits for it to advance instead of reloading the same stale window.
 */
export function watchForFrozenPlaylist(current: Current) {
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

/** One reconnect attempt, and the timer for the next; also called at once when the browser is back online. */
export function attemptReconnect(): void {
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
  // instead of adding requests (docs/design.md, "Stream failures": no request storm while down).
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
