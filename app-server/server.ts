/**
 * The host app's production server (`npm run serve`, README "Production server"): the client build's files, and
 * every other path rendered on the server (src/app/ssr/entry-server.tsx) and streamed, compressed, with the
 * production security headers. Stateless: more copies behind a load balancer serve more listeners.
 *
 * Limits, so no request slows down everyone else: at most `maxConcurrentRenders` pages render at once (rendering
 * is CPU work; the rest wait in a queue of at most `maxQueuedRenders`, beyond which the answer is 503 with
 * Retry-After), a page's data gets `dataTimeoutMs`, and an over-long URL is refused (414). A page rendered in the
 * last `pageCacheMs` is sent again without rendering (render-cache.ts).
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { cachedRender, type Render } from './render-cache';
import { cookieSaysSaveData } from '../src/core/data-saver/cookie';
import { framingHeaders } from '../scripts/app-security-headers';
import { oembedDiscoveryLink, requestOrigin } from './oembed-discovery';
import { pageCacheControl } from './page-cache-policy';
import { loadPageTemplate } from './page-html';
import { chooseEncoding, staticFiles } from './static-files';
import type { RenderOptions, RenderedPage } from '../src/app/ssr/entry-server';

export interface AppServerOptions {
  clientDir: string;
  render: (options: RenderOptions) => Promise<RenderedPage>;
  securityHeaders: Record<string, string>;
  /** The platform's URL, whose oEmbed endpoint station and podcast pages name (oembed-discovery.ts). */
  platformUrl?: string;
  port: number;
  host?: string;
  dataTimeoutMs?: number;
  maxConcurrentRenders?: number;
  maxQueuedRenders?: number;
  /** How long a rendered page is reused for the same URL (render-cache.ts); 0 renders every request. */
  pageCacheMs?: number;
}

/** Every render slot is taken and the queue is full. */
class BusyError extends Error {}

const MAX_URL_LENGTH = 2048;

/** A counting semaphore with a bounded queue. */
function renderSlots(concurrent: number, queued: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    /** Resolves with a release function, or null when the queue is full. */
    acquire(): Promise<(() => void) | null> {
      const release = () => {
        running -= 1;
        const next = waiting.shift();
        if (next) {
          running += 1;
          next();
        }
      };
      if (running < concurrent) {
        running += 1;
        return Promise.resolve(release);
      }
      if (waiting.length >= queued) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push(() => resolve(release)));
    },
  };
}

/**
 * The data saver (docs/data-saver.md): the browser's (`Save-Data: on`, any case; the header's only defined token), or the
 * app's on this device, which its cookie tells (src/core/data-saver/cookie.ts).
 */
const asksToSaveData = (req: http.IncomingMessage) =>
  String(req.headers['save-data'] ?? '')
    .trim()
    .toLowerCase() === 'on' || cookieSaysSaveData(req.headers.cookie);

function plain(res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(text);
}

export function startAppServer(options: AppServerOptions): Promise<http.Server> {
  const template = loadPageTemplate(options.clientDir, options.securityHeaders);
  const files = staticFiles(options.clientDir, options.securityHeaders);
  const slots = renderSlots(options.maxConcurrentRenders ?? 4, options.maxQueuedRenders ?? 64);
  const dataTimeoutMs = options.dataTimeoutMs ?? 2500;

  // Rendering is CPU work: a bounded number at once, the rest queued, beyond that "busy".
  const slotted: Render = async (request) => {
    const release = await slots.acquire();
    if (!release) throw new BusyError('no render slot');
    try {
      return await options.render(request);
    } finally {
      release(); // the render is done; sending it is the network's work
    }
  };
  const render = cachedRender(slotted, { ttlMs: options.pageCacheMs ?? 10_000, maxEntries: 500 });

  async function renderInto(req: http.IncomingMessage, res: http.ServerResponse, url: string) {
    let page: RenderedPage;
    try {
      page = await render({ url, dataTimeoutMs, saveData: asksToSaveData(req) });
    } catch (error) {
      if (error instanceof BusyError) {
        plain(res, 503, 'The site is busy. Please try again in a moment.', { 'retry-after': '5' });
        return;
      }
      console.error('[primedia] page render failed:', error instanceof Error ? error.message : error);
      plain(res, 500, 'Something went wrong. Please try again.');
      return;
    }
    const pathname = new URL(url, 'http://app.invalid').pathname;
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    res.writeHead(page.status, {
      // Only the embed pages may be framed (scripts/app-security-headers.ts).
      ...framingHeaders(template.headers(page.pageModule), pathname),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': pageCacheControl(page.status, page.timedOut),
      vary: 'Accept-Encoding, Save-Data, Cookie',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const discovery = options.platformUrl
      ? oembedDiscoveryLink(requestOrigin(req.headers), pathname, options.platformUrl)
      : '';
    const body = Buffer.from(
      `${template.head({ ...page, discovery })}${page.html}${template.tail(page.hydrationData)}`,
    );
    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : encoding === 'gzip'
          ? zlib.createGzip({ level: 6 })
          : null;
    try {
      await (compressor
        ? pipeline(Readable.from([body]), compressor, res)
        : pipeline(Readable.from([body]), res));
    } catch (error) {
      // The listener went away mid-answer: nothing to do but let go.
      console.error('[primedia] page stream failed:', error instanceof Error ? error.message : error);
      res.destroy();
    }
  }

  const server = http.createServer((req, res) => {
    const raw = req.url ?? '/';
    if (raw.length > MAX_URL_LENGTH) return plain(res, 414, 'The address is too long.');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plain(res, 405, 'Method not allowed.', { allow: 'GET, HEAD' });
    let url: URL;
    let pathname: string;
    try {
      url = new URL(raw, 'http://app.invalid');
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return plain(res, 400, 'The address is not valid.');
    }
    if (files.serve(req, res, pathname)) return;
    void renderInto(req, res, `${url.pathname}${url.search}`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
