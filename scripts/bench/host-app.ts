/**
 * The host app's first load for `npm run bench` (DESIGN.md §4: "host app, first load of `/`: JS <= 170 kB gz").
 * The production build of the app is served statically (unknown paths fall back to index.html, as a CDN would
 * be configured) on its own origin; a cold Chromium page opens `/`, and the JS it fetched is summed as gzip -9
 * of each file: once at the end of the first load (Explore's content and its hero image on screen, the load event
 * fired; this is what the budget covers), once more 10 s later without interaction (monitoring, the overlay menu
 * and the ad service load after the first load; session replay only in sampled sessions or after an error).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { appSecurityHeaders } from '../app-security-headers';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);

/**
 * Serves the build as a CDN would: gzip for text when the browser accepts it, hashed files under /assets/
 * cached for a year, index.html revalidated, the app's security headers on every answer (Lighthouse judges the
 * transfer, not the files on disk).
 */
export function startHostAppServer(distDir: string, port: number): Promise<http.Server> {
  const gzipped = new Map<string, Buffer>();
  // The production policy, for the VITE_* variables the bench built the app with: Lighthouse judges the app as
  // it would be served.
  const security = appSecurityHeaders(process.env, 'production');
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://bench').pathname);
    const asked = path.resolve(distDir, `.${pathname}`);
    const file =
      asked.startsWith(distDir) && fs.existsSync(asked) && fs.statSync(asked).isFile()
        ? asked
        : path.join(distDir, 'index.html');
    const ext = path.extname(file);
    const headers: http.OutgoingHttpHeaders = {
      ...security,
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let body = gzipped.get(file);
      if (!body) {
        body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
        gzipped.set(file, body);
      }
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(body);
      return;
    }
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export interface HostAppBytes {
  /** JS fetched by the end of the first load: Explore's content and hero image shown, the load event fired. */
  firstRender: number;
  /** JS fetched by `idleMs` later, without any interaction (what loads after the first load: monitoring...). */
  afterIdle: number;
  /** Each file's gzip size and the phase it was first seen in. */
  files: { file: string; gz: number; phase: 'first render' | 'idle' }[];
}

export async function measureHostAppBytes(
  browser: Browser,
  origin: string,
  distDir: string,
  idleMs = 10_000,
): Promise<HostAppBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin))
      scripts.add(new URL(request.url()).pathname);
  });
  const sizeOf = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const gzip = () => [...scripts].reduce((total, file) => total + sizeOf(file), 0);
  try {
    await page.goto(`${origin}/`);
    // The first load is done when Explore's content (not its skeleton) is on screen with its largest image
    // (the first hero) decoded, and the load event has fired.
    await page.getByRole('heading', { level: 2, name: 'Live radio' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('load');
    await page.waitForFunction(() => {
      const hero = document.querySelector<HTMLImageElement>('.explore-page__heroes img');
      return hero === null || (hero.complete && hero.naturalWidth > 0);
    });
    const firstRender = gzip();
    const early = new Set(scripts);
    await page.waitForTimeout(idleMs);
    const files = [...scripts].map((file) => ({
      file,
      gz: sizeOf(file),
      phase: early.has(file) ? ('first render' as const) : ('idle' as const),
    }));
    return { firstRender, afterIdle: gzip(), files };
  } finally {
    await context.close();
  }
}
