import { afterEach, describe, expect, it, vi } from 'vitest';
import { planEarlyStart, takePlanOnce, timedSegments, type EarlyStartPlan } from './early-start';
import { serviceConfig } from '../../config';
import { keepPrefetchedPlaylist, keptPlaylists } from '../live/prefetched-playlists';
import { liveLadders, warmLiveStream } from '../live/warm-live-stream';

// On the platform's origin, which needs no preconnect (warm-live-stream.ts).
const ORIGIN = new URL(serviceConfig.platformUrl).origin;
const LADDER = `${ORIGIN}/media/live/702/index.m3u8`;
const RUNG = `${ORIGIN}/media/live/702/32k.m3u8`;
const ladderText =
  '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=31000\n32k.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=64000\n64k.m3u8\n';
const windowText = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:40',
  ...[40, 41, 42, 43, 44, 45].flatMap((n) => [
    ...(n === 44 ? ['#EXT-X-DISCONTINUITY'] : []),
    '#EXT-X-PROGRAM-DATE-TIME:2026-11-26T10:00:00.000Z',
    `#EXTINF:${n === 42 ? '1.500' : '2.000'},`,
    `/pool/s${n}.ts`,
  ]),
  '',
].join('\n');

/** A media origin answering the ladder and any segment; it records what was asked. */
function mediaOrigin() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      return Promise.resolve(new Response(url === LADDER ? ladderText : `bytes of ${url}`));
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  keptPlaylists().clear();
  liveLadders.clear();
});

/** The press's warm-up reads the stream's ladder, as it does before its prefetch keeps a playlist. */
const warmed = async () => {
  warmLiveStream('live-702', Promise.resolve(LADDER));
  await liveLadders.get('live-702');
};

describe('timedSegments', () => {
  it('places each segment where hls.js counts it on a first load: from 0, by the EXTINF before it', () => {
    const segments = timedSegments(windowText, RUNG);
    expect(segments.map((s) => [s.uri.replace(`${ORIGIN}`, ''), s.start, s.discontinuity])).toEqual([
      ['/pool/s40.ts', 0, false],
      ['/pool/s41.ts', 2, false],
      ['/pool/s42.ts', 4, false],
      ['/pool/s43.ts', 5.5, false],
      ['/pool/s44.ts', 7.5, true],
      ['/pool/s45.ts', 9.5, false],
    ]);
  });

  it('reads nothing from a reply that is not a playlist', () => {
    expect(timedSegments('<html>s1.ts</html>', RUNG)).toEqual([]);
  });
});

describe('planEarlyStart', () => {
  it('asks nothing when no press read a playlist (an episode, a video)', async () => {
    const asked = mediaOrigin();
    await expect(planEarlyStart(LADDER)).resolves.toBeNull();
    expect(asked).toEqual([]);
  });

  it('plans the two segments hls.js starts with, from the press’s fresh read, which it hands on', async () => {
    const asked = mediaOrigin();
    await warmed();
    keepPrefetchedPlaylist(RUNG, Promise.resolve(windowText));
    const plan = await planEarlyStart(LADDER);
    expect(plan?.playlist).toMatchObject({ url: RUNG, text: windowText });
    // Three segments from the end of six: the fourth, then the fifth, after a discontinuity.
    expect([plan?.first.uri, plan?.first.start]).toEqual([`${ORIGIN}/pool/s43.ts`, 5.5]);
    expect([plan?.second?.uri, plan?.second?.start, plan?.second?.discontinuity]).toEqual([
      `${ORIGIN}/pool/s44.ts`,
      7.5,
      true,
    ]);
    expect(new TextDecoder().decode(await plan?.first.bytes)).toBe(`bytes of ${ORIGIN}/pool/s43.ts`);
    // The ladder once, by the warm-up: the plan reads the rung from that read.
    expect(asked).toEqual([LADDER, `${ORIGIN}/pool/s43.ts`, `${ORIGIN}/pool/s44.ts`]);
    // Taken: a second start does not find it.
    expect(keptPlaylists().has(RUNG)).toBe(false);
  });

  it('plans nothing without the page’s read of the ladder, from a stale read, or from another rung’s', async () => {
    mediaOrigin();
    keepPrefetchedPlaylist(RUNG, Promise.resolve(windowText));
    await expect(planEarlyStart(LADDER)).resolves.toBeNull();
    await warmed();
    keepPrefetchedPlaylist(RUNG, Promise.resolve(windowText), () => Date.now() - 2_500);
    await expect(planEarlyStart(LADDER)).resolves.toBeNull();
    keepPrefetchedPlaylist(`${ORIGIN}/media/live/702/64k.m3u8`, Promise.resolve(windowText));
    await expect(planEarlyStart(LADDER)).resolves.toBeNull();
  });
});

describe('takePlanOnce', () => {
  const plan = {
    playlist: { url: RUNG, text: windowText, ageSeconds: 0.4 },
  } as EarlyStartPlan;

  it('answers hls.js’s first read of the rung with the plan’s copy, and every later read from elsewhere', async () => {
    const others = vi.fn((url: string) => (url === RUNG ? undefined : Promise.resolve(null)));
    const take = takePlanOnce(plan, others);
    await expect(take(RUNG)).resolves.toEqual(plan.playlist);
    expect(others).not.toHaveBeenCalled();
    // A reload of the live rung, or a return to it after climbing the ladder, must not get the same copy.
    expect(take(RUNG)).toBeUndefined();
    expect(take(RUNG)).toBeUndefined();
    expect(others).toHaveBeenCalledTimes(2);
  });

  it('passes another rung’s read on without spending the plan’s copy', async () => {
    const other = `${ORIGIN}/media/live/702/64k.m3u8`;
    const others = vi.fn(() => undefined);
    const take = takePlanOnce(plan, others);
    expect(take(other)).toBeUndefined();
    expect(others).toHaveBeenCalledWith(other);
    await expect(take(RUNG)).resolves.toEqual(plan.playlist);
  });
});
