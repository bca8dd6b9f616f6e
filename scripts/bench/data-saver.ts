/**
 * The data saver's figures for `npm run bench` (docs/data-saver.md), each with the data saver off and on, in the production
 * build of the host app against the bench platform, counted from the bytes the browser received (Playwright's
 * `request.sizes()`: response headers and body as they came over the network), never from bitrates:
 *
 * - live radio, MB per hour: 702 from its station page, on both engines; after the start-up burst (LIVE_WARMUP
 *   segments), the next LIVE_SEGMENTS segments per second of audio they hold, plus the playlist reloads per
 *   second of wall clock over the same stretch, scaled to an hour. An hour of listening receives an hour of
 *   audio, however fast the player fills its buffer: counting segments by wall clock made a native start,
 *   which fetches a few segments at once at first, look up to a third dearer than its steady 2 s rhythm;
 * - a 10-minute video: the bytes of VIDEO_SEGMENTS segments after the start-up ones (4 s each) per second of
 *   video, times 600 s, plus its playlists once;
 * - images of `/` on a phone (390 x 844, 3x), once the page has loaded and the network is quiet; with the data
 *   saver on, as on a device where the listener turned it on before, whose app left its cookie for the server.
 */
import type { Browser, Page } from '@playwright/test';
import { AUDIO_SEGMENT_SECONDS, VIDEO_SEGMENT_SECONDS } from '../../server/media/recipe';
import { DATA_SAVER_COOKIE } from '../../src/core/data-saver/cookie';
import type { Row } from './table';

const WARMUP = 4;
/**
 * A live start asks for up to eight segments in its first seconds (the press's prefetched ones, the element's
 * own requests for them, answered by the cache, and its buffer's fill); the count begins after them.
 */
const LIVE_WARMUP = 10;
const LIVE_SEGMENTS = Number(process.env.BENCH_LIVE_SEGMENTS ?? 12);
const VIDEO_SEGMENTS = Number(process.env.BENCH_VIDEO_SEGMENTS ?? 8);
const VIDEO_SECONDS = 600;
/** A seeded video (server/seed), played from its page as a listener plays it. */
const VIDEO_PAGE = '/video/live-session-in-the-studio';
const VIDEO_TITLE = 'Live session in the studio';
const LIVE_BUDGET_MB_PER_HOUR = 15;

type Mode = 'off' | 'on';

interface Response {
  url: string;
  /** When the request started, epoch ms. */
  at: number;
  bytes: Promise<number>;
}

const isSegment = (url: string) => /\/[st]\d{3}\.ts(\?|$)/.test(url);
const rungOf = (url: string) => /\/[av]\d+-([0-9a-z]+)\/[st]\d{3}\.ts/.exec(url)?.[1] ?? '?';
const mb = (bytes: number) => bytes / 1_000_000;

/** A cold page with the data saver stored as `mode` on this device, logging every media response. */
async function pageIn(browser: Browser, mode: Mode, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript((stored) => localStorage.setItem('primedia.data-saver', stored), mode);
  const page = await context.newPage();
  const media: Response[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/media/')) return;
    media.push({
      url: request.url(),
      at: Date.now(),
      // A request still open when the page closes has no sizes; it is outside every counted window anyway.
      bytes: request
        .sizes()
        .then((s) => s.responseHeadersSize + s.responseBodySize)
        .catch(() => 0),
    });
  });
  return { context, page, media };
}

async function waitForSegments(page: Page, media: Response[], count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (media.filter((r) => isSegment(r.url)).length < count) {
    if (Date.now() > deadline) throw new Error(`only ${media.length} media responses after ${timeoutMs} ms`);
    await page.waitForTimeout(200);
  }
}

const sum = async (responses: Response[]) =>
  (await Promise.all(responses.map((r) => r.bytes))).reduce((a, b) => a + b, 0);

async function liveMbPerHour(browser: Browser, hostApp: string, mode: Mode, engine: 'native' | 'hlsjs') {
  const { context, page, media } = await pageIn(browser, mode);
  try {
    await page.goto(`${hostApp}/station/702?engine=${engine}`);
    await page.locator('.live-player').getByRole('button', { name: 'Play 702 live' }).click();
    await waitForSegments(page, media, LIVE_WARMUP, 60_000);
    const from = Date.now();
    const before = media.length;
    await waitForSegments(
      page,
      media,
      LIVE_WARMUP + LIVE_SEGMENTS,
      LIVE_SEGMENTS * AUDIO_SEGMENT_SECONDS * 1000 + 30_000,
    );
    // Up to the request of the last counted segment: the window holds exactly LIVE_SEGMENTS segment requests.
    const window = media.slice(before);
    const segments = window.filter((r) => isSegment(r.url)).slice(0, LIVE_SEGMENTS);
    const last = segments.at(-1)?.at ?? Date.now();
    const playlists = window.filter((r) => !isSegment(r.url) && r.at <= last);
    const audioPerSecond = (await sum(segments)) / (segments.length * AUDIO_SEGMENT_SECONDS);
    const playlistsPerSecond = (await sum(playlists)) / ((last - from) / 1000);
    const rungs = [...new Set(segments.map((r) => rungOf(r.url)))].join('+');
    return { mbPerHour: mb((audioPerSecond + playlistsPerSecond) * 3600), rungs };
  } finally {
    await context.close();
  }
}

async function videoTenMinutes(browser: Browser, hostApp: string, mode: Mode) {
  const { context, page, media } = await pageIn(browser, mode);
  try {
    await page.goto(`${hostApp}${VIDEO_PAGE}?engine=hlsjs`);
    await page
      .locator('.content-header')
      .getByRole('button', { name: `Watch ${VIDEO_TITLE}` })
      .click();
    await waitForSegments(page, media, WARMUP + VIDEO_SEGMENTS, 60_000);
    const segments = media.filter((r) => isSegment(r.url)).slice(WARMUP, WARMUP + VIDEO_SEGMENTS);
    const playlists = media.filter((r) => /\.m3u8(\?|$)/.test(r.url));
    const perSecond = (await sum(segments)) / (segments.length * VIDEO_SEGMENT_SECONDS);
    const bytes = perSecond * VIDEO_SECONDS + (await sum(playlists));
    return { mb: mb(bytes), rungs: [...new Set(segments.map((r) => rungOf(r.url)))].join('+') };
  } finally {
    await context.close();
  }
}

async function imagesOfHome(browser: Browser, hostApp: string, mode: Mode) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
  });
  await context.addInitScript((stored) => localStorage.setItem('primedia.data-saver', stored), mode);
  if (mode === 'on') await context.addCookies([{ name: DATA_SAVER_COOKIE, value: 'on', url: hostApp }]);
  const page = await context.newPage();
  const images: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return;
    images.push(
      request
        .sizes()
        .then((s) => s.responseHeadersSize + s.responseBodySize)
        .catch(() => 0),
    );
  });
  try {
    await page.goto(`${hostApp}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return { kb: (await Promise.all(images)).reduce((a, b) => a + b, 0) / 1000, count: images.length };
  } finally {
    await context.close();
  }
}

export async function measureDataSaver(browser: Browser, hostApp: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const engine of ['hlsjs', 'native'] as const) {
    for (const mode of ['off', 'on'] as const) {
      const live = await liveMbPerHour(browser, hostApp, mode, engine);
      rows.push({
        what: `Live radio, data saver ${mode} (${engine === 'native' ? 'native HLS' : 'hls.js'}), per hour, ${LIVE_SEGMENTS} segments (${live.rungs})`,
        budget: mode === 'on' ? `<= ${LIVE_BUDGET_MB_PER_HOUR} MB/h` : 'info',
        measured: `${live.mbPerHour.toFixed(1)} MB/h`,
        ok: mode === 'on' ? live.mbPerHour <= LIVE_BUDGET_MB_PER_HOUR : null,
      });
    }
  }
  for (const mode of ['off', 'on'] as const) {
    const video = await videoTenMinutes(browser, hostApp, mode);
    rows.push({
      what: `A 10-minute video, data saver ${mode} (hls.js, ${video.rungs}), from ${VIDEO_SEGMENTS} segments`,
      budget: 'info',
      measured: `${video.mb.toFixed(1)} MB`,
      ok: null,
    });
  }
  for (const mode of ['off', 'on'] as const) {
    const images = await imagesOfHome(browser, hostApp, mode);
    rows.push({
      what: `Images of / on a phone (390 px, 3x), data saver ${mode} (${images.count} images)`,
      budget: 'info',
      measured: `${images.kb.toFixed(1)} kB`,
      ok: null,
    });
  }
  return rows;
}
