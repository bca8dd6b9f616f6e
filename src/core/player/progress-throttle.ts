/**
 * When play history saves an on-demand position (see ../history/history.ts): at most once per interval while playing,
 * and at once on pause, stop or page hide unless that position was just saved. Kept apart from the history
 * requests so the player can hold it without loading them on anonymous (partner) pages.
 */
const SAVE_INTERVAL_MS = 10_000;

/** Decides when to save: at most once per interval while playing, and at once on pause/stop/hide. */
export function createProgressThrottle(now: () => number = Date.now, interval = SAVE_INTERVAL_MS) {
  let last = Number.NEGATIVE_INFINITY;
  let lastSeconds = -1;
  return {
    /** During playback: true when a save is due. */
    due(seconds: number): boolean {
      if (now() - last < interval) return false;
      last = now();
      lastSeconds = seconds;
      return true;
    },
    /** On pause/stop/hide: true unless this exact position was just saved. */
    final(seconds: number): boolean {
      if (Math.abs(seconds - lastSeconds) < 0.5) return false;
      last = now();
      lastSeconds = seconds;
      return true;
    },
    reset() {
      last = Number.NEGATIVE_INFINITY;
      lastSeconds = -1;
    },
  };
}
