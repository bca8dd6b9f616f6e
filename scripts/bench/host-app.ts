/**
 * The host app for `npm run bench`: its production build served by the production server in a process of its
 * own, as `npm run serve` runs it (pages rendered on the server, app-server/), and what a cold phone loads of it.
 *
 * JS before interactive: a cold Chromium page opens a route and every script it fetched until the page has
 * hydrated (`#root[data-page-ready]`, set by the router once the page's boundary committed) and the load event
 * fired is summed as gzip -9 of each file. For `/` once more 10 s later without interaction (monitoring, the
 * overlay menu and the ad service load after the first load).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { BuiltApp } from '../../app-server/start-built';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ProductionApp {
  process: ChildProcess;
  close(): Promise<void>;
}

/** Starts `app-server/main.ts` on the build; resolves once it listens. */
export function startProductionApp(
  build: BuiltApp,
  port: number,
  env: Record<string, string> = {},
): Promise<ProductionApp> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'app-server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      APP_CLIENT_DIR: build.clientDir,
      APP_SERVER_ENTRY: build.serverEntry,
      APP_PORT: String(port),
      APP_HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('production app at')) resolve({ process: child, close });
    });
    child.once('exit', (code) => reject(new Error(`the production server exited (${code}): ${output}`)));
  });
}

export interface RouteBytes {
  path: string;
  /** JS fetched until the page hydrated and the load event fired. */
  beforeInteractive: number;
  /** JS fetched by `idleMs` later, without any interaction; null when not measured. */
  afterIdle: number | null;
  files: { file: string; gz: number; phase: 'before interactive' | 'idle' }[];
}

export async function measureRouteBytes(
  browser: Browser,
  origin: string,
  clientDir: string,
  route: string,
  idleMs = 0,
): Promise<RouteBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin))
      scripts.add(new URL(request.url()).pathname);
  });
  const sizeOf = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  const gzip = () => [...scripts].reduce((total, file) => total + sizeOf(file), 0);
  try {
    await page.goto(`${origin}${route}`);
    await page.locator(`#root[data-page-ready="${new URL(route, origin).pathname}"]`).waitFor({
      state: 'attached',
      timeout: 30_000,
    });
    await page.waitForLoadState('load');
    const beforeInteractive = gzip();
    const early = new Set(scripts);
    if (idleMs > 0) await page.waitForTimeout(idleMs);
    return {
      path: route,
      beforeInteractive,
      afterIdle: idleMs > 0 ? gzip() : null,
      files: [...scripts].map((file) => ({
        file,
        gz: sizeOf(file),
        phase: early.has(file) ? ('before interactive' as const) : ('idle' as const),
      })),
    };
  } finally {
    await context.close();
  }
}
