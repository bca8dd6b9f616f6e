/**
 * Fault injection for reliability tests: "the next N playlist requests fail with 503". Nothing calls it yet; it
 * lives here so a test-only control route can be added later without touching the playlist code.
 */
export class MediaFaults {
  private playlistFailures = 0;
  private playlistStatus = 503;

  /** Makes the next `count` playlist requests (live or VOD) answer `status` instead of the playlist. */
  failNextPlaylists(count: number, status = 503) {
    this.playlistFailures = Math.max(0, Math.floor(count));
    this.playlistStatus = status;
  }

  /** Consumes one pending failure: the status to answer, or null to serve normally. */
  takePlaylistFault(): number | null {
    if (this.playlistFailures <= 0) return null;
    this.playlistFailures--;
    return this.playlistStatus;
  }

  reset() {
    this.playlistFailures = 0;
  }
}
