import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/respond';
import { parseCatchupRange } from './catchup';
import { buildCatchupPlaylist, LIVE_EPOCH_MS, type PlaylistPool } from './playlists';

const pool: PlaylistPool = {
  basePath: '/media/pool/abcdefabcdef/a1',
  segmentSeconds: 2,
  segments: ['s000.ts', 's001.ts', 's002.ts', 's003.ts', 's004.ts'],
  tailSeconds: 1,
  tails: ['t000.ts'],
};
const NOW_MS = Date.UTC(2026, 10, 26, 10, 0, 0);
const NOW = NOW_MS / 1000;
const WINDOW = 6 * 3600;

function range(query: string) {
  return parseCatchupRange(new URLSearchParams(query), NOW_MS, WINDOW, 2);
}
function refusal(query: string): string {
  try {
    range(query);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as Error).message;
  }
  throw new Error(`accepted ${query}`);
}

describe('parseCatchupRange', () => {
  it('starts at the segment airing at "from" and ends at the live edge for a show still on air', () => {
    const from = NOW - 3600;
    const r = range(`from=${from}&to=${NOW + 3600}`);
    expect(LIVE_EPOCH_MS + r.firstSegment * 2000).toBe(from * 1000);
    expect(r.endSegment - r.firstSegment).toBe(1800); // an hour of 2 s segments, up to now
  });

  it('ends at "to" for a past range', () => {
    const r = range(`from=${NOW - 7200}&to=${NOW - 3600}`);
    expect(r.endSegment - r.firstSegment).toBe(1800);
  });

  it.each([
    ['', /needs "from"/],
    [`from=${NOW - 60}`, /needs "to"/],
    [`from=abc&to=${NOW}`, /whole unix seconds/],
    [`from=${NOW - 60}&to=${NOW - 60}`, /after "from"/],
    [`from=${NOW - WINDOW - 1}&to=${NOW}`, /before the catch-up window.*6 hours/],
    [`from=${NOW - 3600}&to=${NOW + 24 * 3600}`, /at most 24 hours/],
    [`from=${NOW + 60}&to=${NOW + 120}`, /not aired yet/],
  ])('refuses %s with a clear message', (query, message) => {
    expect(refusal(query)).toMatch(message);
  });
});

describe('buildCatchupPlaylist', () => {
  const text = buildCatchupPlaylist(pool, 8, 13);
  it('is VOD, numbered as the live timeline, dated where the timeline starts and at each wrap', () => {
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:8');
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const dates = [...text.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.+)$/gm)].map((m) => Date.parse(m[1] ?? ''));
    expect(dates).toEqual([8, 10].map((n) => LIVE_EPOCH_MS + n * 2000));
    // The date follows the discontinuity, so the restarted timeline is dated at once.
    expect(text).toContain(
      `#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME:${new Date(LIVE_EPOCH_MS + 20_000).toISOString()}`,
    );
    expect(text.split('\n').filter((l) => l.startsWith('/'))).toEqual(
      ['s003.ts', 's004.ts', 's000.ts', 's001.ts', 's002.ts'].map((f) => `${pool.basePath}/${f}`),
    );
  });
  it('marks the wrap of the pool as a discontinuity, as live did', () => {
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
  });
});
