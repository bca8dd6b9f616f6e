/**
 * The failure path's larger half, a chunk of its own (./recovery.ts loads it once something plays, or at the
 * first failure): one reconnect attempt and the timer for the next, a fresh signed source for premium media
 * first, and the watch that tells a frozen live playlist from a slow one.
 */
import { recordProblem } from '../../monitoring/problems';
import type { Current, PlayerController } from '../controller';
import type { LivePlaylistInfo } from '../live/live-playlist';
import { openWallFor, resolveWithRights } from '../catalog/resolve';

/** Reads the live playlist (live-playlist.ts), loaded only when a live stream first stalls. */
function probeLivePlaylist(src: string): Promise<LivePlaylistInfo | null> {
  return import('../live/live-playlist').then(
    (module) => module.probeLivePlaylist(src),
    () => null,
  );
}

/**
 * A stalled live stream whose playlist shows the same media sequence twice, two target durations apart, is
 * frozen: reconnect now (before the stall limit) and remember the sequence, so the reconnect waits for it to
 * advance instead of reloading the same stale window.
 */
export function watchForFrozenPlaylist(player: PlayerController, current: Current): void {
  const { recovery } = player;
  const generation = player.generation;
  const stillStalled = () =>
    generation === player.generation &&
    player.current === current &&
    recovery.stalled &&
    !recovery.reconnecting;
  void probeLivePlaylist(current.resolved.src).then((first) => {
    if (!first || !stillStalled()) return;
    recovery.readAgainIn(first.targetDuration * 2_000, () => {
      void probeLivePlaylist(current.resolved.src).then((second) => {
        if (!second || !stillStalled() || second.mediaSequence > first.mediaSequence) return;
        const detail = `live playlist frozen at media sequence ${second.mediaSequence}`;
        // Only a stream that has played is reconnected; before its first data the player calls it a failure.
        if (current.dataLoaded) recovery.start(detail, null, second.mediaSequence);
        else player.fail('network', detail);
      });
    });
  });
}

/** One reconnect attempt, and the timer for the next; also called at once when the browser is back online. */
export function attemptReconnect(player: PlayerController): void {
  const { recovery } = player;
  const current = player.current;
  if (!current || !player.media || !recovery.reconnecting) return;
  if (recovery.expired) {
    player.playFailed('gave up reconnecting');
    return;
  }
  player.disposeEngine();
  // While the browser knows it is offline, no request can succeed: wait for 'online' (which retries at once)
  // instead of adding requests: no request storm while down.
  if (globalThis.navigator?.onLine === false) {
    recovery.scheduleNext();
    return;
  }
  const frozen = recovery.frozenSequence;
  const generation = player.generation;
  if (frozen === null) {
    if (current.resolved.premium) void reloadPremium(player, current, recovery.loading());
    else {
      recovery.loading();
      void player.load(current, generation, { seekTo: recovery.resumeAt });
    }
    return;
  }
  // A frozen live playlist: reloading it would play the same stale window and stall again (one more
  // "reconnecting"). Read it each attempt and reload once it advances, or when it cannot be read at all.
  const attempt = recovery.scheduleNext();
  void probeLivePlaylist(current.resolved.src).then((info) => {
    const stale =
      generation !== player.generation ||
      player.current !== current ||
      !recovery.reconnecting ||
      !recovery.isLatest(attempt);
    if (stale) return;
    if (info && info.mediaSequence <= frozen) return; // still frozen: the next attempt reads it again
    recovery.thawed();
    recordProblem({ area: 'player', message: 'live playlist advances again: reloading' });
    recovery.loading();
    void player.load(current, generation);
  });
}

/**
 * A premium source is signed and expires (server/media/premium.ts), so a reconnect first asks the catalog for
 * a fresh one. Unreachable: the next attempt asks again after the backoff's wait. Refused (signed out or no
 * longer Audiostar+ meanwhile): the player stops and the wall opens.
 */
async function reloadPremium(player: PlayerController, current: Current, attempt: number): Promise<void> {
  const generation = player.generation;
  const result = await resolveWithRights(current.request.mediaId).catch(() => null);
  const stale =
    generation !== player.generation || player.current !== current || !player.recovery.isLatest(attempt);
  if (stale) return;
  if (!result) {
    player.recovery.attemptFailed();
    return;
  }
  if (result.ok) {
    current.resolved = result.media;
    void player.load(current, generation, { seekTo: player.recovery.resumeAt });
    return;
  }
  if (!openWallFor(result)) return;
  recordProblem({ area: 'player', message: `reconnect refused: ${result.reason}` });
  player.unload();
}
