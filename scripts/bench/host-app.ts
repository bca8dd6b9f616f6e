/**
 * The host app's first load for `npm run bench` (DESIGN.md §4: "host app, first load of `/`: JS <= 170 kB gz").
 * The production build of the app is served statically (unknown paths fall back to index.html, as a CDN would
 * be configured) on its own origin; a cold Chromium page opens `/`, and the JS it fetched is summed as gzip -9
 * of each file: once when Explore's heading has rendered, once more after the page has been idle (monitoring
 * with session replay, the overlay menu and the ad service load then).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export function startHostAppServer(distDir: string, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://bench').pathname);
    const asked = path.resolve(distDir, `.${pathname}`);
    const file =
      asked.startsWith(distDir) && fs.existsSync(asked) && fs.statSync(asked).isFile()
        ? asked
        : path.join(distDir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export interface HostAppBytes {
  /** JS fetched by the time Explore's heading is on screen. */
  firstRender: number;
  /** JS fetched after the page has also been idle for a while. */
  afterIdle: number;
}

export async function measureHostAppBytes(
  browser: Browser,
  origin: string,
  distDir: string,
  idleMs = 6_000,
): Promise<HostAppBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin))
      scripts.add(new URL(request.url()).pathname);
  });
  const gzip = () =>
    [...scripts].reduce(
      (total, file) => total + zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
      0,
    );
  try {
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor({ timeout: 30_000 });
    const firstRender = gzip();
    await page.waitForTimeout(idleMs);
    return { firstRender, afterIdle: gzip() };
  } finally {
    await context.close();
  }
}
