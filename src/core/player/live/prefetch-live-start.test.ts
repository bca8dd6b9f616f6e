import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceConfig } from '../../config';
import { nextWindowSegments, playlistUris, prefetchLiveStart, startSegments } from './prefetch-live-start';
import { keptPlaylists } from './prefetched-playlists';
import { warmLiveStream } from './warm-live-stream';

// On the platform's origin, which needs no preconnect (warm-live-stream.ts).
const ORIGIN = new URL(serviceConfig.platformUrl).origin;
const LADDER = `${ORIGIN}/media/live/702/index.m3u8`;
const ladderText =
  '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=31000\n32k.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=64000\n64k.m3u8\n';
const windowOf = (first: number) =>
  `#EXTM3U\n#EXT-X-TARGETDURATION:2\n${[0, 1, 2, 3, 4, 5]
    .map((i) => `#EXTINF:2,\n/media/pool/a0-32k/s${first + i}.ts`)
    .join('\n')}\n`;

/** The catalog names the ladder as the stream's source. */
const live = () => Promise.resolve(LADDER);

/** A media origin answering the ladder, the 32k rung and any segment; it records what was asked. */
function mediaOrigin(rung = windowOf(10)) {
  const asked: string[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const body = url === LADDER ? ladderText : url.endsWith('32k.m3u8') ? rung : 'segment';
    return Promise.resolve(new Response(body, { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('playlistUris', () => {
  it('resolves the media lines against the playlist and skips tags, blanks and other schemes', () => {
    expect(playlistUris('<html>oops</html>\nseg.ts\n', 'http://o.test/')).toEqual([]);
    const text =
      '#EXTM3U\n\n#EXTINF:2,\nseg1.ts\r\n/abs/seg2.ts\njavascript:alert(1)\nhttps://cdn.test/s3.ts\n';
    expect(playlistUris(text, 'http://o.test/live/32k.m3u8')).toEqual([
      'http://o.test/live/seg1.ts',
      'http://o.test/abs/seg2.ts',
      'https://cdn.test/s3.ts',
    ]);
  });
});

describe('startSegments', () => {
  it('takes the segment a live start plays first and the next', () => {
    expect(startSegments(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['d', 'e']);
    expect(startSegments(['a', 'b'])).toEqual(['a', 'b']);
    expect(startSegments(['a'])).toEqual(['a']);
    expect(startSegments([])).toEqual([]);
  });
});

describe('nextWindowSegments', () => {
  it('takes, for native HLS, the one it asks for that was not read when the window has moved on by one', () => {
    // The next window is b..f and a newer segment: its start is e, read already, then f.
    expect(nextWindowSegments(['a', 'b', 'c', 'd', 'e', 'f'], 'native')).toEqual(['f']);
    expect(nextWindowSegments(['a', 'b', 'c', 'd'], 'native')).toEqual(['d']);
    expect(nextWindowSegments(['a'], 'native')).toEqual([]);
  });

  it('takes nothing for hls.js, which starts from the page’s own read', () => {
    expect(nextWindowSegments(['a', 'b', 'c', 'd', 'e', 'f'], 'hlsjs')).toEqual([]);
  });
});

describe('prefetchLiveStart', () => {
  it('asks for the first rung and the start’s segments once while the window is fresh', async () => {
    const asked = mediaOrigin();
    warmLiveStream('live-test-1', live());
    let now = 1_000;
    const read = prefetchLiveStart('live-test-1', { now: () => now, engine: () => 'native' });
    // Once the start's segments are here, the window read, for a caller that wants more of it.
    expect(await read).toEqual(playlistUris(windowOf(10), `${ORIGIN}/media/live/702/32k.m3u8`));
    expect(asked.filter((u) => u.endsWith('.ts'))).toHaveLength(2);
    expect(asked).toEqual([
      LADDER,
      `${ORIGIN}/media/live/702/32k.m3u8`,
      `${ORIGIN}/media/pool/a0-32k/s13.ts`,
      `${ORIGIN}/media/pool/a0-32k/s14.ts`,
    ]);

    // A second press at once: nothing new, and no window.
    expect(
      await prefetchLiveStart('live-test-1', { now: () => now, engine: () => 'native' }),
    ).toBeUndefined();
    now += 10_000; // later, the window has moved on: asked again
    prefetchLiveStart('live-test-1', { now: () => now, engine: () => 'native' });
    await vi.waitFor(() => expect(asked.filter((u) => u.endsWith('.ts'))).toHaveLength(4));
    expect(asked.filter((u) => u === LADDER)).toHaveLength(1); // the ladder is read once per page
  });

  it('asks for no segment when the rung’s reply is not a playlist', async () => {
    const asked = mediaOrigin('<html>/gateway-error.ts</html>\n/s1.ts\n');
    warmLiveStream('live-test-2', live());
    prefetchLiveStart('live-test-2', { engine: () => 'native' });
    await vi.waitFor(() => expect(asked).toContain(`${ORIGIN}/media/live/702/32k.m3u8`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.filter((u) => !u.endsWith('.m3u8'))).toEqual([]);
  });

  it('keeps the rung’s playlist for hls.js, whose code arrives after the press, and not for native HLS', async () => {
    const rung = `${ORIGIN}/media/live/702/32k.m3u8`;
    const asked = mediaOrigin();
    warmLiveStream('live-test-3', live());
    prefetchLiveStart('live-test-3', { engine: () => 'native' });
    await vi.waitFor(() => expect(asked.filter((u) => u.endsWith('.ts'))).toHaveLength(2));
    expect(keptPlaylists().has(rung)).toBe(false);

    warmLiveStream('live-test-4', live());
    prefetchLiveStart('live-test-4', { engine: () => 'hlsjs' });
    await vi.waitFor(() => expect(asked.filter((u) => u.endsWith('.ts'))).toHaveLength(4));
    expect((await keptPlaylists().get(rung))?.text).toBe(windowOf(10));
  });
});
