/**
 * Fault injection for reliability tests (docs/design.md, "Stream failures"), reachable over HTTP only when the platform runs
 * with MEDIA_TEST_HOOKS=1 (the browser tests' platform; see index.ts and tests/support/ports.ts):
 * - "the next N playlist requests fail with 503";
 * - "station X's live playlist stops advancing for S seconds": it keeps answering 200 with the window it had
 *   when the freeze began (same media sequence), then catches up with the clock.
 */
export interface FaultCommand {
  failNextPlaylists?: { count: number; status?: number };
  freezeLive?: { station: string; seconds: number };
  reset?: boolean;
}

export class MediaFaults {
  private playlistFailures = 0;
  private playlistStatus = 503;
  private frozen = new Map<string, { atMs: number; untilMs: number }>();

  /** Consumes one pending failure: the status to answer, or null to serve normally. */
  takePlaylistFault(): number | null {
    if (this.playlistFailures <= 0) return null;
    this.playlistFailures--;
    return this.playlistStatus;
  }

  /** Freezes the live playlist of `station` (the key in /media/live/{key}/) at `nowMs` for `seconds`. */
  freezeLive(station: string, seconds: number, nowMs = Date.now()) {
    this.frozen.set(station, { atMs: nowMs, untilMs: nowMs + Math.max(0, seconds) * 1000 });
  }

  /** The clock the live playlist of `station` is built at: the freeze moment while frozen, else `nowMs`. */
  liveClock(station: string, nowMs = Date.now()): number {
    const freeze = this.frozen.get(station);
    if (!freeze) return nowMs;
    if (nowMs < freeze.untilMs) return freeze.atMs;
    this.frozen.delete(station);
    return nowMs;
  }

  /** Applies a command from the test hook; throws on a malformed one. */
  apply(command: FaultCommand, nowMs = Date.now()) {
    if (command.reset) this.reset();
    const fail = command.failNextPlaylists;
    if (fail) {
      if (!Number.isInteger(fail.count) || fail.count < 0)
        throw new Error('failNextPlaylists.count: whole number');
      // The next `count` playlist requests (live or VOD) answer `status` instead of the playlist.
      this.playlistFailures = fail.count;
      this.playlistStatus = fail.status ?? 503;
    }
    const freeze = command.freezeLive;
    if (freeze) {
      if (typeof freeze.station !== 'string' || !(freeze.seconds >= 0 && freeze.seconds <= 600)) {
        throw new Error('freezeLive: { station: string, seconds: 0-600 }');
      }
      this.freezeLive(freeze.station, freeze.seconds, nowMs);
    }
  }

  reset() {
    this.playlistFailures = 0;
    this.frozen.clear();
  }
}
