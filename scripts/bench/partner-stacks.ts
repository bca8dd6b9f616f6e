/**
 * "Partner bytes per stack" for `npm run bench`: what a partner's page downloads from us before its first play,
 * for the two ways to embed a live player (docs/widgets.md, "Quick start" and "Iframe and oEmbed"): the plain
 * page with the loader and the element, and the same page with the main site's embed page in a frame.
 *
 * Every response asked for before the first `playing` counts, except the partner's own page and the stream
 * itself (playlists and segments, the same for both): text as gzip -9 of its body, the measure of
 * docs/design.md, "Budgets" (the bench's servers compress differently, a CDN would gzip), anything else (images,
 * fonts) as its size. A response still open at the first play (now playing's event stream) is not counted.
 */
import zlib from 'node:zlib';
import type { Browser, Frame, Page, Request } from '@playwright/test';
import { kb, type Row } from './table';

const STATION = '702';
const PLAY = `Play ${STATION} live`;
const TEXT = /javascript|json|^text\/|svg|xml/i;
const STREAM = /mpegurl|mp2t|^audio\/|^video\//i;

/** Resource types grouped as the row prints them. */
const KIND: Record<string, string> = {
  script: 'JS',
  document: 'HTML',
  stylesheet: 'CSS',
  fetch: 'data',
  xhr: 'data',
  image: 'images',
  font: 'fonts',
};

/** The partner's page with the main site's embed frame, served by the bench's partner site. */
export const FRAMED_PAGE = '/framed.html';
export const framedPage = (hostApp: string) => `<!doctype html>
<html lang="en-ZA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A news article</title></head>
<body style="margin:0;padding:16px;font-family:Georgia,serif;max-width:720px">
<h1>A news article</h1><p>Partner copy around the widget.</p>
<iframe src="${hostApp}/embed/station/${STATION}" width="400" height="120" title="${STATION} live"
  style="border:0;max-width:100%" allow="autoplay; encrypted-media"></iframe>
</body></html>`;

/**
 * Records, in every frame, when the first media element started playing (epoch ms). `playing` does not leave
 * a shadow root, and the widgets keep their media element in one, so every shadow root listens too.
 */
const PLAYING = `(() => {
  const record = () => { window.__firstPlaying ??= performance.timeOrigin + performance.now(); };
  document.addEventListener('playing', record, true);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    root.addEventListener('playing', record, true);
    return root;
  };
})();`;

interface Counted {
  kind: string;
  bytes: number;
  startedAt: number;
}

/** A finished request as counted; null for the stream, or for a response the browser no longer holds. */
async function counted(request: Request): Promise<Counted | null> {
  try {
    const response = await request.response();
    const type = (await response?.headerValue('content-type')) ?? '';
    if (!response || request.resourceType() === 'media' || STREAM.test(type)) return null;
    const body = await response.body();
    return {
      kind: KIND[request.resourceType()] ?? 'other',
      bytes: TEXT.test(type) ? zlib.gzipSync(body, { level: 9 }).length : body.length,
      startedAt: request.timing().startTime,
    };
  } catch {
    return null; // a redirect has no body; nothing of it counts
  }
}

async function firstPlaying(frame: Frame): Promise<number> {
  const handle = await frame.waitForFunction(
    () => (window as unknown as { __firstPlaying?: number }).__firstPlaying,
    null,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Bytes before the first play of a cold page at `url`, pressing play with `press`, which returns the playing frame. */
async function bytesBeforePlay(browser: Browser, url: string, press: (page: Page) => Promise<Frame>) {
  const context = await browser.newContext();
  await context.addInitScript(PLAYING);
  const page = await context.newPage();
  const responses: Promise<Counted | null>[] = [];
  const onFinished = (request: Request) => {
    if (request.url() !== url) responses.push(counted(request));
  };
  page.on('requestfinished', onFinished);
  await page.goto(url);
  const frame = await press(page);
  const playedAt = await firstPlaying(frame);
  page.off('requestfinished', onFinished);
  const before = (await Promise.all(responses)).filter(
    (r): r is Counted => r !== null && r.startedAt < playedAt,
  );
  await context.close();
  const byKind = new Map<string, number>();
  for (const r of before) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + r.bytes);
  return { total: before.reduce((n, r) => n + r.bytes, 0), files: before.length, byKind };
}

function row(what: string, measured: Awaited<ReturnType<typeof bytesBeforePlay>>): Row {
  const kinds = [...measured.byKind]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
    .join(', ');
  return {
    what,
    budget: 'info',
    measured: `${kb(measured.total)} in ${measured.files} files (${kinds})`,
    ok: null,
  };
}

/**
 * `partner` serves the plain page (`/news.html`, the quick start's loader and live player) and FRAMED_PAGE,
 * whose frame shows the embed page of the main site's production server.
 */
export async function measurePartnerStacks(browser: Browser, partner: string): Promise<Row[]> {
  const script = await bytesBeforePlay(browser, `${partner}/news.html`, async (page) => {
    const button = page.locator('primedia-live-player').getByRole('button', { name: PLAY }).first();
    await button.click();
    return page.mainFrame();
  });
  const frame = await bytesBeforePlay(browser, `${partner}${FRAMED_PAGE}`, async (page) => {
    await page.frameLocator('iframe').getByRole('button', { name: PLAY }).click();
    const embedded = page.frames().find((f) => f.url().includes(`/embed/station/${STATION}`));
    if (!embedded) throw new Error('the embed frame is not on the page');
    return embedded;
  });
  return [
    row(
      'Partner bytes per stack: script page (quick start), all before the first play, gzip, no stream',
      script,
    ),
    row(
      'Partner bytes per stack: iframe embed (/embed/station/702), all before the first play, gzip, no stream',
      frame,
    ),
  ];
}
