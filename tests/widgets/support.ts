/**
 * Helpers for the widget-suite browser tests: the built partner files some demo pages load, a partner site on
 * an origin of its own, and a record of what a page reported (CSP violations, uncaught errors, console errors).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { buildDemoWidgets } from '../../widgets/build/build-demo';
import { allMedia } from '../support/media';
import { APP_URL, DEMO_URL, PLATFORM_URL } from '../support/ports';

/** Builds the widgets into demo/public/built/ for the test platform (skipped when nothing changed). */
export function ensureBuiltWidgets(): Promise<void> {
  return buildDemoWidgets({
    VITE_PLATFORM_URL: PLATFORM_URL,
    VITE_APP_URL: APP_URL,
    VITE_PARTNER_ORIGINS: DEMO_URL,
  });
}

export interface PageReport {
  violations: { directive: string; blocked: string; source: string }[];
  errors: string[];
  consoleErrors: string[];
}

/** Starts recording before the page's own scripts run. */
export async function watchPage(page: Page): Promise<() => Promise<PageReport>> {
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser's own favicon request is not the page's.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; source: string }[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  return async () => ({
    violations: await page.evaluate(
      () => (window as unknown as { __cspViolations: PageReport['violations'] }).__cspViolations,
    ),
    errors,
    consoleErrors,
  });
}

/** The page's media element count and whether it plays. */
export async function playerState(page: Page) {
  const all = await page.evaluateHandle(allMedia);
  try {
    return await all.evaluate((media) => ({
      count: media.length,
      playing: media.some((m) => !m.paused && m.currentTime > 0),
    }));
  } finally {
    await all.dispose();
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/**
 * A partner's site on its own origin (127.0.0.1:`port`): the given HTML pages by path, and the files of
 * `filesDir` under `mount` (for example `/built/`), nothing outside it; anything else is a 404.
 */
export async function servePartnerSite(options: {
  port: number;
  pages: Record<string, string>;
  mount: string;
  filesDir: string;
}): Promise<{ close: () => Promise<void> }> {
  const { port, pages, mount, filesDir } = options;
  const origin = `http://127.0.0.1:${port}`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const html = pages[url.pathname];
    if (html !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    const file = path.join(filesDir, path.normalize(url.pathname.slice(mount.length)));
    if (!url.pathname.startsWith(mount) || !file.startsWith(filesDir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Opens `url` with the programme guide's code file (`missing`, a route glob) answered 404, as when an upgrade
 * deleted the old files, and waits for the guide's message and its Try again. `errors()` reads the
 * `primedia-error` details the document heard; `restore()` serves the file again.
 */
export async function withoutGuideCode(page: Page, url: string, missing: string) {
  await page.addInitScript(() => {
    const errors: unknown[] = [];
    Object.defineProperty(window, '__errors', { value: errors });
    document.addEventListener('primedia-error', (event) => errors.push((event as CustomEvent).detail));
  });
  // "Restored" lets the file through rather than removing the route: `page.unroute` turns request
  // interception off while the page's other code files are still arriving, and some of them then never reach
  // the page (on the demo's dev server, 4 of 12 pages kept every widget loading for good).
  let gone = true;
  await page.route(missing, (route) =>
    gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
  );
  await page.goto(url);
  const guide = page.locator('primedia-programme-guide');
  await expect(guide.getByRole('alert')).toHaveText(/could not be loaded/, { timeout: 20_000 });
  const retry = guide.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeInViewport();
  return {
    guide,
    retry,
    restore: () => {
      gone = false;
    },
    errors: () => page.evaluate(() => (window as unknown as { __errors: unknown[] }).__errors),
  };
}
