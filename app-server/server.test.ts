import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderOptions, RenderedPage } from '../src/app/ssr/entry-server';
import { appSecurityHeaders } from '../scripts/app-security-headers';
import { startAppServer, type AppServerOptions } from './server';

const PAGE_MODULE = 'src/app/pages/x.tsx';
const ENTRY_CSS = 'body{color:red}';
const PAGE_CSS = '.x{color:blue}';

/** A client build as Vite writes it, in miniature. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-app-server-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Primedia+</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/dep-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '</head><body><div id="root"></div></body></html>',
  );
  const files: Record<string, string> = {
    'assets/index-1.js': 'export {}',
    'assets/dep-1.js': 'export {}',
    'assets/x-1.js': 'export default 1',
    'assets/index-1.css': ENTRY_CSS,
    'assets/x-1.css': PAGE_CSS,
  };
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  fs.writeFileSync(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      [PAGE_MODULE]: { file: 'assets/x-1.js', css: ['assets/x-1.css'], imports: ['index.html'] },
    }),
  );
  return dir;
}

const page = (status: number, html: string): RenderedPage => ({
  status,
  title: `Page ${status}`,
  preloadImage: null,
  preloadFetches: [],
  pageModule: PAGE_MODULE,
  hydrationData: '{"apollo":{}}',
  timedOut: false,
  html,
});

let held: (() => void)[] = [];
const renders: string[] = [];
async function render({ url, saveData }: RenderOptions): Promise<RenderedPage> {
  renders.push(url);
  if (url === '/save-data') return page(200, `<main>save data: ${String(saveData)}</main>`);
  if (url === '/live')
    return {
      ...page(200, '<main><h1>702</h1></main>'),
      preloadFetches: ['https://platform.example/playback/v1/accounts/a/videos/live-702?x=1&y="2"'],
    };
  if (url.startsWith('/fail')) throw new Error('secret detail at render (/srv/app/x.js:1:1)');
  if (url.startsWith('/hold')) await new Promise<void>((resolve) => held.push(resolve));
  if (url === '/' || url.startsWith('/hold')) return page(200, '<main><h1>Explore</h1></main>');
  return page(404, '<main><h1>We could not find this</h1></main>');
}

async function start(options: Partial<AppServerOptions>) {
  const server = await startAppServer({
    clientDir: fakeBuild(),
    render,
    securityHeaders: { 'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'" },
    port: 0,
    ...options,
  });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A GET whose body is left as the server encoded it (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('the production server', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => ({ server, origin } = await start({})));
  afterAll(() => server.close());

  it('sends the rendered page with its styles inline, allowed by hash, and a script that starts its code', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    const html = await response.text();
    expect(html).toContain('<div id="root" data-ssr><main><h1>Explore</h1></main></div>');
    expect(html).toContain('<title>Page 200</title>');
    expect(html).toContain(`<style>${ENTRY_CSS}</style>`);
    expect(html).toContain(`<style>${PAGE_CSS}</style>`);
    // No render-blocking stylesheet, and no script tag that fetches code before the content.
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+">/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    // In the head, a classic script (it runs where it stands): a press on content that arrives before the rest
    // of the page is kept.
    const start = /<head>.*<script>(.*?)<\/script>.*<\/head>/s.exec(html)?.[1] ?? '';
    expect(start).toContain('"/assets/index-1.js"');
    expect(start).toContain('"/assets/dep-1.js"');
    expect(start).toContain('"/assets/x-1.js"');
    const policy = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('style-src')).toContain(sha(ENTRY_CSS));
    expect(directive('style-src')).toContain(sha(PAGE_CSS));
    expect(directive('script-src')).toContain(sha(start));
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  it("preloads a live control's catalog answer in the head, with CORS, after the title", async () => {
    const html = await (await fetch(`${origin}/live`)).text();
    expect(html).toContain(
      '<title>Page 200</title><link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" ' +
        'href="https://platform.example/playback/v1/accounts/a/videos/live-702?x=1&amp;y=&quot;2&quot;">',
    );
    expect(await (await fetch(`${origin}/`)).text()).not.toContain('as="fetch"');
  });

  it('renders for Save-Data: on when the browser asks, and says the page varies on it', async () => {
    const plain = await fetch(`${origin}/save-data`);
    expect(await plain.text()).toContain('save data: false');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding, Save-Data, Cookie');
    const saving = await fetch(`${origin}/save-data`, { headers: { 'save-data': 'On' } });
    expect(await saving.text()).toContain('save data: true');
    const other = await fetch(`${origin}/save-data`, { headers: { 'save-data': 'off' } });
    expect(await other.text()).toContain('save data: false');
  });

  it("renders for the data saver when the app's cookie says it is on, and for nothing else in a cookie", async () => {
    const on = await fetch(`${origin}/save-data`, { headers: { cookie: 'a=1; primedia-data-saver=on' } });
    expect(await on.text()).toContain('save data: true');
    const off = await fetch(`${origin}/save-data`, { headers: { cookie: 'primedia-data-saver=maybe' } });
    expect(await off.text()).toContain('save data: false');
  });

  it('compresses the page with brotli or gzip, as the browser accepts', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const { headers, body } = await rawGet(`${origin}/`, { 'accept-encoding': encoding });
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers.vary).toBe('Accept-Encoding, Save-Data, Cookie');
      expect(decode(body).toString()).toContain('<h1>Explore</h1>');
    }
  });

  it('answers unknown content with the not-found page and a 404 a CDN may keep briefly', async () => {
    const response = await fetch(`${origin}/nothing/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(await response.text()).toContain('We could not find this');
  });

  it('serves hashed files for a year and never the build manifest or index.html', async () => {
    const asset = await fetch(`${origin}/assets/x-1.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const file of ['/.vite/manifest.json', '/index.html']) {
      const response = await fetch(`${origin}${file}`);
      expect(await response.text()).not.toContain('"isEntry"');
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('answers a failed render with a plain 500 that says nothing of the failure', async () => {
    const response = await fetch(`${origin}/fail`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toBe('Something went wrong. Please try again.');
  });

  it('refuses what is not a page request: long URLs, other methods', async () => {
    expect((await fetch(`${origin}/${'a'.repeat(2100)}`)).status).toBe(414);
    const post = await fetch(`${origin}/`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${origin}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('framing on the production server', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    ({ server, origin } = await start({
      securityHeaders: appSecurityHeaders({}, 'production'),
      platformUrl: 'https://platform.example',
    }));
  });
  afterAll(() => server.close());

  const frameAncestors = (response: Response) =>
    /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

  it('lets any origin frame the embed pages and no other page', async () => {
    const embed = await fetch(`${origin}/embed/station/702`);
    expect(frameAncestors(embed)).toBe('*');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    for (const pathname of ['/', '/station/702']) {
      const response = await fetch(`${origin}${pathname}`);
      expect(frameAncestors(response), pathname).toBe("'none'");
      expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
    }
  });

  it("names the oEmbed endpoint in a station page's head, for a CMS that reads the HTML", async () => {
    const station = await (await fetch(`${origin}/station/702`)).text();
    const query = new URLSearchParams({ url: `${origin}/station/702`, format: 'json' });
    expect(station).toContain(
      `<link rel="alternate" type="application/json+oembed" href="https://platform.example/oembed?${query
        .toString()
        .replace(/&/g, '&amp;')}" title="Primedia+ player">`,
    );
    expect(await (await fetch(`${origin}/`)).text()).not.toContain('json+oembed');
  });
});

describe('the production server under load', () => {
  it('renders a bounded number of pages at once and answers 503 with Retry-After beyond its queue', async () => {
    held = [];
    const { server, origin } = await start({ maxConcurrentRenders: 1, maxQueuedRenders: 1, pageCacheMs: 0 });
    try {
      const first = fetch(`${origin}/hold/1`);
      const second = fetch(`${origin}/hold/2`);
      await expect.poll(() => held.length).toBe(1); // one renders, one waits
      const third = await fetch(`${origin}/hold/3`);
      expect(third.status).toBe(503);
      expect(third.headers.get('retry-after')).toBe('5');
      held.shift()?.();
      await expect.poll(() => held.length).toBe(1); // the queued one now renders
      held.shift()?.();
      expect((await first).status).toBe(200);
      expect((await second).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('renders a page once for requests that arrive together, and reuses it while it is fresh', async () => {
    held = [];
    renders.length = 0;
    const { server, origin } = await start({ pageCacheMs: 60_000 });
    try {
      const together = [1, 2, 3].map(() => fetch(`${origin}/hold/crowd`));
      await expect.poll(() => held.length).toBe(1);
      held.shift()?.();
      for (const response of await Promise.all(together)) expect(response.status).toBe(200);
      expect((await fetch(`${origin}/hold/crowd`)).status).toBe(200);
      expect(renders.filter((url) => url === '/hold/crowd')).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
