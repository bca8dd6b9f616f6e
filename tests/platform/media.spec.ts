/**
 * The media origin and the video catalog in real Chromium: live playlists advance in real time, on-demand
 * and live streams actually play through hls.js (and natively where this Chromium plays HLS itself), and the
 * catalog answers as Brightcove does, the geo block included.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { LIVE_START_FROM_END } from '../../src/core/player/live/prefetch-live-start';
import { APP_URL, PLATFORM_URL } from '../support/ports';

const require = createRequire(import.meta.url);
const HLS_JS = require.resolve('hls.js/dist/hls.min.js');
const CATALOG = `${PLATFORM_URL}/playback/v1/accounts/primedia-local/videos`;

// The app's page is only an origin the platform trusts, to play its streams in; the test adds hls.js to it as a
// script of its own, which the page's policy (its scripts by hash only) would refuse.
test.use({ bypassCSP: true });

/** Skips the test, with `why`, where this Chromium build does not play HLS itself. */
async function skipWithoutNativeHls(page: Page, why: string) {
  await page.goto(APP_URL);
  const native = await page.evaluate(() =>
    document.createElement('video').canPlayType('application/vnd.apple.mpegurl'),
  );
  test.skip(native === '', why);
}

function sequenceOf(playlist: string): number {
  const match = /#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist);
  if (!match) throw new Error(`no media sequence in:\n${playlist}`);
  return Number(match[1]);
}

test('a live playlist slides forward in real time with program date times', async ({ request }) => {
  const first = await (await request.get(`${PLATFORM_URL}/media/live/702/64k.m3u8`)).text();
  expect(first).not.toContain('#EXT-X-ENDLIST');
  expect(first).toMatch(/#EXT-X-PROGRAM-DATE-TIME:\d{4}-\d{2}-\d{2}T/);
  const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(first)?.[1]);
  expect(target).toBeGreaterThan(0);
  await new Promise((r) => setTimeout(r, target * 1000 + 500));
  const second = await (await request.get(`${PLATFORM_URL}/media/live/702/64k.m3u8`)).text();
  expect(sequenceOf(second)).toBeGreaterThan(sequenceOf(first));
});

interface Variant {
  uri: URL;
  bandwidth: number;
  average: number;
  resolution: string | null;
}

/** The variants of a multivariant playlist, in its order. */
async function variantsOf(src: string): Promise<Variant[]> {
  const res = await fetch(src);
  expect(res.status).toBe(200);
  const lines = (await res.text()).split('\n');
  expect(lines[0]).toBe('#EXTM3U');
  return lines.flatMap((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return [];
    return [
      {
        uri: new URL(lines[i + 1] ?? '', src),
        bandwidth: Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1]),
        average: Number(/AVERAGE-BANDWIDTH=(\d+)/.exec(line)?.[1]),
        resolution: /RESOLUTION=(\d+x\d+)/.exec(line)?.[1] ?? null,
      },
    ];
  });
}

/** Bytes of the segments a media playlist lists, fetched; and their declared seconds. */
async function weigh(playlistUrl: URL, limit: number): Promise<{ bytes: number; seconds: number }> {
  const text = await (await fetch(playlistUrl)).text();
  const lines = text.split('\n');
  let bytes = 0;
  let seconds = 0;
  let taken = 0;
  for (let i = 0; i < lines.length && taken < limit; i++) {
    const line = lines[i] ?? '';
    if (!line.startsWith('#EXTINF:')) continue;
    const res = await fetch(new URL(lines[i + 1] ?? '', playlistUrl));
    expect(res.status).toBe(200);
    bytes += (await res.arrayBuffer()).byteLength;
    seconds += Number.parseFloat(line.slice('#EXTINF:'.length));
    taken++;
  }
  return { bytes, seconds };
}

test('a live station is a 32/64/128 kb/s ladder whose lightest rung stays within 32 kb/s', async () => {
  const live = await catalogEntry('live-947');
  const variants = await variantsOf(live.sources[0]?.src ?? '');
  expect(variants.map((v) => v.uri.pathname)).toEqual([
    '/media/live/947/32k.m3u8',
    '/media/live/947/64k.m3u8',
    '/media/live/947/128k.m3u8',
  ]);
  expect(variants.every((v) => v.resolution === null)).toBe(true);
  // The rungs share one timeline, so a player can switch at any segment.
  const sequences = await Promise.all(
    variants.map(async (v) => sequenceOf(await (await fetch(v.uri)).text())),
  );
  expect(Math.max(...sequences) - Math.min(...sequences)).toBeLessThanOrEqual(1);
  // What the lightest rung costs on the wire, container included, from the bytes served.
  const [lightestRung, , heaviestRung] = variants;
  if (!lightestRung || !heaviestRung) throw new Error('the ladder has fewer than three rungs');
  const lightest = await weigh(lightestRung.uri, 6);
  const heaviest = await weigh(heaviestRung.uri, 6);
  expect((lightest.bytes * 8) / lightest.seconds).toBeLessThanOrEqual(32_000);
  expect(heaviest.bytes).toBeGreaterThan(lightest.bytes * 1.5);
  expect(lightestRung.average).toBeLessThanOrEqual(32_000);
  // Reloaded every segment, playlists travel gzipped to a client that accepts it (Node's fetch does).
  const reload = await fetch(lightestRung.uri);
  expect(reload.headers.get('content-encoding')).toBe('gzip');
  expect(sequenceOf(await reload.text())).toBeGreaterThan(0);
});

test('a video is a 240p/360p/720p ladder plus its audio alone; on-demand audio a ladder too', async () => {
  const video = await variantsOf((await catalogEntry(SEEDED.video)).sources[0]?.src ?? '');
  expect(video.map((v) => [v.uri.pathname.split('/').pop(), v.resolution])).toEqual([
    ['240p.m3u8', '426x240'],
    ['360p.m3u8', '640x360'],
    ['720p.m3u8', '1280x720'],
    ['audio.m3u8', null],
  ]);
  // The smallest picture is the cheapest (a still pattern may cost less at 720p than at 360p).
  const [smallest, ...larger] = video.slice(0, 3).map((v) => v.bandwidth);
  for (const bandwidth of larger) expect(bandwidth).toBeGreaterThan(smallest ?? 0);
  for (const variant of video) {
    const { bytes, seconds } = await weigh(variant.uri, 1);
    expect(bytes).toBeGreaterThan(0);
    expect(seconds).toBeGreaterThan(0);
  }
  const audio = await variantsOf((await catalogEntry(SEEDED.audio)).sources[0]?.src ?? '');
  expect(audio.map((v) => v.uri.pathname.split('/').pop())).toEqual(['32k.m3u8', '64k.m3u8', '128k.m3u8']);
  expect((await fetch(new URL('/media/vod/aud-0001/720p.m3u8', PLATFORM_URL))).status).toBe(404);
});

/** Plays `src` in a bare page through hls.js (or natively) and returns how far currentTime moved. */
async function playAndMeasure(page: Page, src: string, engine: 'hlsjs' | 'native'): Promise<number> {
  await page.goto(APP_URL);
  if (engine === 'hlsjs') await page.addScriptTag({ path: HLS_JS });
  return page.evaluate(
    async ({ src, engine }) => {
      const video = document.createElement('video');
      video.muted = true;
      document.body.append(video);
      const w = window as unknown as {
        Hls?: { new (): { loadSource(s: string): void; attachMedia(v: HTMLMediaElement): void } };
      };
      if (engine === 'hlsjs') {
        if (!w.Hls) throw new Error('hls.js did not load');
        const hls = new w.Hls();
        hls.attachMedia(video);
        hls.loadSource(src);
      } else {
        video.src = src;
      }
      await new Promise<void>((resolve, reject) => {
        video.addEventListener('playing', () => resolve(), { once: true });
        video.addEventListener('error', () => reject(new Error(`media error ${video.error?.code}`)), {
          once: true,
        });
        void video.play().catch(reject);
        setTimeout(() => reject(new Error('did not start within 15 s')), 15_000);
      });
      // Playing means time advances: wait for 1.5 s of media, allowing a momentary stall on a busy machine,
      // and report how far it got within 10 s.
      const start = video.currentTime;
      const deadline = performance.now() + 10_000;
      while (video.currentTime - start <= 1.5 && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
      }
      return video.currentTime - start;
    },
    { src, engine },
  );
}

/** Seeded assets (server/seed): an on-demand episode and a video; the catalog says how to play them. */
const SEEDED = { audio: 'aud-0001', video: 'vid-0001' } as const;

async function catalogEntry(id: string) {
  const res = await fetch(`${CATALOG}/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { sources: { src: string }[]; duration: number };
}

test('an on-demand audio stream and a video stream play through hls.js', async ({ page }) => {
  for (const kind of ['audio', 'video'] as const) {
    const media = await catalogEntry(SEEDED[kind]);
    expect(media.duration).toBeGreaterThan(0);
    const src = media.sources[0]?.src ?? '';
    expect(await playAndMeasure(page, src, 'hlsjs')).toBeGreaterThan(1.5);
  }
});

test('a live station stream plays through hls.js', async ({ page }) => {
  const live = await catalogEntry('live-kfm');
  expect(live.duration).toBe(0);
  expect(await playAndMeasure(page, live.sources[0]?.src ?? '', 'hlsjs')).toBeGreaterThan(1.5);
});

test('live and on-demand streams play natively where this Chromium plays HLS itself', async ({ page }) => {
  await skipWithoutNativeHls(page, 'this Chromium build has no native HLS; the hls.js tests cover playback');
  const live = await catalogEntry('live-702');
  expect(await playAndMeasure(page, live.sources[0]?.src ?? '', 'native')).toBeGreaterThan(1.5);
  const vod = await catalogEntry(SEEDED.audio);
  expect(await playAndMeasure(page, vod.sources[0]?.src ?? '', 'native')).toBeGreaterThan(1.5);
});

test('the catalog answers the geo block, unknown ids and bad ids as Brightcove does', async ({ request }) => {
  const geo = await request.get(`${CATALOG}/vid-geo-0001`);
  expect(geo.status()).toBe(403);
  expect(await geo.json()).toEqual([
    expect.objectContaining({ error_code: 'ACCESS_DENIED', error_subcode: 'CLIENT_GEO' }),
  ]);
  const unknown = await request.get(`${CATALOG}/no-such-video`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual([expect.objectContaining({ error_code: 'VIDEO_NOT_FOUND' })]);
  expect((await request.get(`${CATALOG}/${'%00'.repeat(3)}`)).status()).toBe(400);
  expect((await request.get(`${PLATFORM_URL}/media/vod/no-such-media/index.m3u8`)).status()).toBe(404);
  expect((await request.get(`${PLATFORM_URL}/media/live/nowhere/index.m3u8`)).status()).toBe(404);
});

/**
 * Instant play (docs/widgets-loader.md, "Instant play") rests on this: what a page fetched ahead of a press (the ladder, the start's segments)
 * is the cache entry the media element's own requests are answered from, although they carry other headers
 * (no Origin, other Accept-Encoding, a Range).
 */
test('a media element is answered from what the page fetched ahead of it', async ({ page }) => {
  await skipWithoutNativeHls(
    page,
    'this Chromium build has no native HLS: no element asks for the playlists itself',
  );
  const live = await catalogEntry('live-702');
  const ladder = live.sources[0]?.src ?? '';
  /** One try: fetch ahead, then play; what the element asked for, and whether its start was one fetched. */
  const attempt = () =>
    page.evaluate(
      async ({ src, fromEnd }) => {
        const text = async (url: string, init?: RequestInit) => (await fetch(url, init)).text();
        const uris = (body: string, base: string) =>
          body
            .split('\n')
            .filter((line) => line !== '' && !line.startsWith('#'))
            .map((line) => new URL(line, base).href);
        const rung = uris(await text(src), src)[0] ?? '';
        const window = uris(await text(rung, { cache: 'no-store' }), rung);
        // What a press fetches (startSegments): the segment LIVE_START_FROM_END from the end, and the next.
        const first = Math.max(0, window.length - fromEnd);
        const ahead = window.slice(first, first + 2);
        await Promise.all(ahead.map((segment) => text(segment)));
        performance.clearResourceTimings();
        const video = document.createElement('video');
        video.muted = true;
        video.src = src;
        document.body.append(video);
        await video.play();
        const byElement = () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'video')
            .map((entry) => entry as PerformanceResourceTiming);
        // Chromium's own player may first read an older segment of the window before the one it starts from:
        // the start is the first segment asked that the page fetched ahead.
        const startAsked = () => byElement().find((entry) => ahead.includes(entry.name));
        for (let waited = 0; startAsked() === undefined && waited < 10_000; waited += 100)
          await new Promise((resolve) => setTimeout(resolve, 100));
        video.pause();
        video.remove();
        const start = startAsked()?.name;
        return {
          // The live window moved on between the read ahead and the element's own: it asked for other segments.
          windowMoved:
            start === undefined && byElement().some((entry) => /\.ts$/.test(new URL(entry.name).pathname)),
          entries: [src, start ?? 'no segment asked'].map((url) => {
            const entry = byElement().find((candidate) => candidate.name === url);
            return { url, askedByElement: entry !== undefined, transferred: entry?.transferSize ?? -1 };
          }),
        };
      },
      { src: ladder, fromEnd: LIVE_START_FROM_END },
    );
  let result = await attempt();
  for (let tries = 1; result.windowMoved && tries < 3; tries += 1) result = await attempt();
  expect(result.windowMoved, 'the live window moved on in three tries').toBe(false);
  for (const entry of result.entries)
    expect(entry, entry.url).toEqual({ ...entry, askedByElement: true, transferred: 0 });
});
