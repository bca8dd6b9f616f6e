/**
 * `npm run bench`: measures the budgets of docs/design.md, "Budgets" in Chromium against the local platform and prints one
 * table. Nothing here is a pass/fail test; the numbers go in issue notes and decisions.
 *
 *   1. Builds the partner widgets and the host app with the bench platform's URL baked in.
 *   2. Starts the platform (port 4400), a static partner site (port 4410, its own origin) and the production
 *      build of the host app (port 4420).
 *   3. Measures, on a cold page each time: JS (gzip -9) before the live player is visible and clickable, JS
 *      before the first play, whether hls.js was fetched before play, all a partner page downloads before the
 *      first play with the script and with the main site's embed frame (scripts/bench/partner-stacks.ts),
 *      click-to-`playing` over 20 cold loads per engine, and a 100-switch soak (media elements, EventSources,
 *      live engines, heap).
 *   4. The host app on its production server (docs/ssr.md): JS before each page is interactive (gzip -9),
 *      Lighthouse (mobile, median of 5 runs) on /, a station, a podcast and a news article, what blocks their
 *      main thread after the first paint by script and by phase (scripts/bench/main-thread.ts), and the requests
 *      per second the server answers for / under a bounded local load. The table's first line says how many
 *      cores, the load average and Lighthouse's benchmarkIndex.
 *
 *   5. GraphQL: a small query's latency while the most expensive query the cost limit allows runs.
 *   6. The data saver (docs/data-saver.md): MB per hour of live radio, a 10-minute video and the images of /, each with the
 *      data saver off and on, from the bytes the browser received (scripts/bench/data-saver.ts).
 *
 *   7. Instant play (docs/widgets-loader.md, "Instant play"): on a throttled phone, tap to audio on a partner page, the host app's station page
 *      and its Explore page (scripts/bench/instant-play.ts).
 *   8. Time-shift (docs/time-shift.md): the bytes and answer time of a 4-hour and a 24-hour catch-up playlist
 *      (scripts/bench/catch-up-playlist.ts), and click to audio of "From the start" and of a show of yesterday in
 *      the guide widget ("Play") next to a live start, per engine.
 *
 *   9. The user store: 1,000 durable bookmark writes, fresh and beside 1.5 MB of sign-ins
 *      (scripts/bench/store-writes.ts).
 *
 * BENCH_ONLY=host-app, partner, instant, earlystart, platform, datasaver, timeshift or store runs one part; BENCH_VERBOSE=1 adds
 * per-file and Lighthouse detail (2: each instant-play load's resource timeline and its frames of 50 ms or more,
 * with their scripts). BENCH_INSTANT_ROWS, e.g. "partner-native,host-app-hlsjs,host-explore-native", keeps only
 * those instant-play rows.
 *
 * Over 400 lines on purpose: it is one table, and every measurement shares the cold-page helper, the page
 * instrumentation and the row list here. The servers and the Lighthouse runner live in scripts/bench/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page, type Route } from '@playwright/test';
import { build } from 'vite';
import { buildHostApp } from './build-host-app';
import { readConfig } from '../server/config';
import { startPlatform } from '../server/main';
import { measureRouteBytes, startProductionApp, type ProductionApp } from './bench/host-app';
import { measureServerLoad } from './bench/server-load';
import { runLighthouse } from './bench/lighthouse';
import { measureMainThread } from './bench/main-thread';
import { measureDataSaver } from './bench/data-saver';
import { measureFanOut } from './bench/graphql-fan-out';
import { measureGraphqlUnderLoad } from './bench/graphql-load';
import { measureEarlyStart, measureInstantPlay, peerRatio, throttle } from './bench/instant-play';
import { peerPage } from './bench/peer-page';
import { startPartnerServer } from './bench/partner-server';
import { FRAMED_PAGE, framedPage, measurePartnerStacks } from './bench/partner-stacks';
import { measureStoreWrites } from './bench/store-writes';
import { kb, percentile, printTable, type Row } from './bench/table';
import { measureCatchUpPlaylists } from './bench/catch-up-playlist';
import { STORE_REGISTRY_NAME } from '../src/core/store-registry';
import { ELEMENTS_DIR } from '../widgets/build/manifest';
import { WIDGETS } from '../widgets/runtime/registry';

/** The chunk with hls.js and our adapter for it (src/core/player/engines/hlsjs-engine.ts), fetched only for hls.js. */
const HLS_CHUNK = /\/hlsjs-engine-[^/]+\.js$/;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 4400);
const PARTNER_PORT = Number(process.env.BENCH_PARTNER_PORT ?? 4410);
const PARTNER = `http://127.0.0.1:${PARTNER_PORT}`;
const HOST_APP_PORT = Number(process.env.BENCH_HOST_APP_PORT ?? 4420);
const HOST_APP = `http://127.0.0.1:${HOST_APP_PORT}`;
/** Where the bench builds the host app (dist/app and dist/app-server, as `npm run build`). */
const hostAppBuildDir = path.join(root, 'dist');
const COLD_LOADS = Number(process.env.BENCH_COLD_LOADS ?? 20);
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 100);
const widgetsDir = path.join(root, 'dist/widgets');
/** BENCH_ONLY=host-app measures the host app alone (its bytes and Lighthouse), skipping the partner widgets. */
const ONLY = process.env.BENCH_ONLY ?? '';
/** BENCH_ONLY=earlystart: the early start's A/B alone. */
const earlyStartParts = ONLY === '' || ONLY === 'earlystart';
const partnerParts = ONLY === '' || ONLY === 'partner' || ONLY === 'instant' || ONLY === 'earlystart';
/** BENCH_ONLY=instant: the throttled phone rows alone (docs/widgets-loader.md, "Instant play"). */
const instantOnly = ONLY === 'instant' || ONLY === 'earlystart';
const hostParts = ONLY === '' || ONLY === 'host-app';
const platformParts = ONLY === '' || ONLY === 'platform';
const dataSaverParts = ONLY === '' || ONLY === 'datasaver';
const timeshiftParts = ONLY === '' || ONLY === 'timeshift';
/** The user store's rows need no platform, build or browser: BENCH_ONLY=store prints them alone. */
const storeParts = ONLY === '' || ONLY === 'platform' || ONLY === 'store';
/** The partner widgets are built and served for these parts. */
const widgetParts = partnerParts || timeshiftParts;
/** The host app is built and served for these parts (the partner rows for its embed page). */
const hostAppParts = hostParts || dataSaverParts || instantOnly || ONLY === 'partner';

const rows: Row[] = [];

const gzipSizes = new Map<string, number>();
function gzipOf(url: string): number {
  const pathname = new URL(url).pathname;
  if (!pathname.startsWith('/widgets/')) return 0;
  let size = gzipSizes.get(pathname);
  if (size === undefined) {
    const file = path.join(widgetsDir, pathname.slice('/widgets/'.length));
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipSizes.set(pathname, size);
  }
  return size;
}

/** Bench-only instrumentation, injected before the page's scripts: timings and open EventSources. */
const INSTRUMENT = `
  (() => {
    const bench = { clicks: [], playing: [], openStreams: 0 };
    Object.defineProperty(window, '__bench', { value: bench });
    document.addEventListener('pointerdown', () => bench.clicks.push(performance.now()), true);
    document.addEventListener('playing', () => bench.playing.push(performance.now()), true);
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(...args) { super(...args); bench.openStreams++; }
      close() { if (this.readyState !== 2) bench.openStreams--; super.close(); }
    };
  })();
`;

async function coldPage(browser: Browser, url: string, beforeLoad?: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext();
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  const scripts: string[] = [];
  // When each script was asked for (epoch ms), so "before the first play" means asked for before it.
  const requestedAt = new Map<string, number>();
  page.on('requestfinished', (r) => {
    if (r.resourceType() !== 'script') return;
    scripts.push(r.url());
    requestedAt.set(r.url(), r.timing().startTime);
  });
  await beforeLoad?.(page);
  await page.goto(url);
  return { context, page, scripts, requestedAt };
}

/**
 * Waits for the page's first `playing` and returns the scripts asked for before it: the page may fetch more as
 * soon as it plays (the failure path, the cross-tab channel), and that is after the first play by definition.
 */
async function scriptsBeforeFirstPlay(page: Page, scripts: string[], requestedAt: Map<string, number>) {
  await page.waitForFunction(
    () => (window as unknown as { __bench: { playing: number[] } }).__bench.playing.length > 0,
  );
  const playedAt = await page.evaluate(
    () =>
      performance.timeOrigin +
      ((window as unknown as { __bench: { playing: number[] } }).__bench.playing[0] ?? 0),
  );
  return scripts.filter((u) => (requestedAt.get(u) ?? Infinity) < playedAt);
}

/** The React player's own control (not the embed loader's shell), by its accessible name. */
const reactButton = (page: Page, name: string) =>
  page.locator(`primedia-live-player button.live-player__control[aria-label="${name}"]`);

async function measureBytes(browser: Browser) {
  // Hold every lazily loaded chunk until the shell is clickable: what has loaded by then is exactly what the
  // page needs to show a working player (if the shell needed a held chunk, it would never appear).
  const held: Route[] = [];
  let holding = true;
  // The rows say "native HLS": the page plays as Safari and iOS would, where the 90 kB budget holds; a
  // browser that needs hls.js adds its chunk at the play (docs/design.md, "Budgets"). Chromium's default is
  // hls.js (src/core/player/engines/engine-kind.ts), so the page says which.
  const { context, page, scripts, requestedAt } = await coldPage(
    browser,
    `${PARTNER}/news.html?engine=native`,
    (p) =>
      p.route('**/widgets/chunks/**', (route) => {
        if (holding) held.push(route);
        else void route.continue();
      }),
  );
  const shellButton = page.locator('primedia-shell').getByRole('button', { name: 'Play 702 live' });
  await shellButton.waitFor({ state: 'visible' });
  if (!(await shellButton.isEnabled())) throw new Error('the shell play button is not clickable');
  const beforeVisible = [...scripts];
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await reactButton(page, 'Play 702 live').waitFor();
  await reactButton(page, 'Play 702 live').click();
  const beforePlay = await scriptsBeforeFirstPlay(page, scripts, requestedAt);
  await context.close();
  const sum = (list: string[]) => [...new Set(list)].reduce((total, u) => total + gzipOf(u), 0);
  const visibleBytes = sum(beforeVisible);
  const playBytes = sum(beforePlay);
  if (process.env.BENCH_VERBOSE) {
    for (const u of new Set(beforePlay))
      console.log(`before play ${kb(gzipOf(u)).padStart(8)}  ${new URL(u).pathname}`);
    console.log(`before play: ${playBytes} bytes in all`);
  }
  rows.push({
    what: 'Partner page, JS before the live player is visible and clickable',
    budget: '<= 10 kB gz',
    measured: kb(visibleBytes),
    ok: visibleBytes <= 10_000,
  });
  rows.push({
    what: 'Same page, all JS before the first play (native HLS)',
    budget: '<= 90 kB gz',
    measured: kb(playBytes),
    ok: playBytes <= 90_000,
  });
  const shellBytes = await measureShellPlayBytes(browser);
  rows.push({
    what: 'Same page, all JS before the first play, pressed on the light shell (native HLS)',
    budget: '<= 90 kB gz',
    measured: kb(shellBytes),
    ok: shellBytes <= 90_000,
  });
  const hlsBeforePlay = await hlsJsBeforePlay(browser);
  rows.push({
    what: 'hls.js fetched before play (hls.js page, until the player is ready)',
    budget: '0 bytes',
    measured: hlsBeforePlay ? 'yes' : 'no (0 bytes)',
    ok: !hlsBeforePlay,
  });
  // The single-file build for pages that cannot load modules: everything, hls.js included, in one script.
  const iife = zlib.gzipSync(fs.readFileSync(path.join(widgetsDir, 'embed.iife.js')), { level: 9 }).length;
  rows.push({
    what: 'Single-file build (embed.iife.js), whole file',
    budget: 'info',
    measured: kb(iife),
    ok: null,
  });
}

/** Whether a page whose engine is hls.js has fetched it by the time its React player is ready to play. */
async function hlsJsBeforePlay(browser: Browser): Promise<boolean> {
  const { context, page, scripts } = await coldPage(browser, `${PARTNER}/news.html?engine=hlsjs`);
  await reactButton(page, 'Play 702 live').waitFor();
  const fetched = scripts.some((u) => HLS_CHUNK.test(u));
  await context.close();
  return fetched;
}

/**
 * What a listener who presses play as soon as the player shows (on its light shell, docs/widgets-loader.md, "Instant play") downloads before
 * the first sound: the scripts asked for before the first `playing`.
 */
async function measureShellPlayBytes(browser: Browser): Promise<number> {
  // Throttled as a phone, so the press lands on the shell, as it does for a listener on mobile data.
  const { context, page, scripts, requestedAt } = await coldPage(
    browser,
    `${PARTNER}/news.html?engine=native`,
    throttle,
  );
  await page.locator('primedia-live-player').getByRole('button', { name: 'Play 702 live' }).first().click();
  const beforePlay = [...new Set(await scriptsBeforeFirstPlay(page, scripts, requestedAt))];
  await context.close();
  if (process.env.BENCH_VERBOSE)
    for (const u of beforePlay)
      console.log(`shell play ${kb(gzipOf(u)).padStart(8)}  ${new URL(u).pathname}`);
  return beforePlay.reduce((total, u) => total + gzipOf(u), 0);
}

/** Click to audio on a cold page, p95 (docs/design.md, "Budgets"). */
const COLD_START_BUDGET_MS = { native: 300, hlsjs: 600 } as const;

async function measureLatency(browser: Browser, engine: 'native' | 'hlsjs') {
  const budgetMs = COLD_START_BUDGET_MS[engine];
  const { p50, p95, hlsBytes } = await clickToAudio(
    browser,
    engine,
    'primedia-live-player button.live-player__control[aria-label="Play 702 live"]',
  );
  rows.push({
    what: `Click on play to audio, cold page, ${engine === 'native' ? 'native HLS' : 'hls.js (loaded on play)'} (${COLD_LOADS} loads)`,
    budget: `p95 <= ${budgetMs} ms`,
    measured: `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
    ok: p95 <= budgetMs,
  });
  if (engine === 'hlsjs')
    rows.push({
      what: 'hls.js chunk fetched on first hls.js play',
      budget: 'info',
      measured: kb(hlsBytes),
      ok: null,
    });
}

/**
 * Click to `playing` from a cold page: p50 and p95 over COLD_LOADS, pressing the control `selector` finds, and
 * the most hls.js chunk bytes any load fetched.
 */
async function clickToAudio(
  browser: Browser,
  engine: 'native' | 'hlsjs',
  selector: string,
  pagePath = '/news.html',
) {
  const samples: number[] = [];
  let hlsBytes = 0;
  for (let i = 0; i < COLD_LOADS; i++) {
    const { context, page, scripts } = await coldPage(browser, `${PARTNER}${pagePath}?engine=${engine}`);
    const button = page.locator(selector).first();
    await button.waitFor();
    await button.click();
    await page.waitForFunction(
      () => (window as unknown as { __bench: { playing: number[] } }).__bench.playing.length > 0,
      null,
      { timeout: 20_000 },
    );
    const { clicks, playing } = await page.evaluate(
      () => (window as unknown as { __bench: { clicks: number[]; playing: number[] } }).__bench,
    );
    samples.push((playing[0] ?? NaN) - (clicks.at(-1) ?? NaN));
    // Where a start's time goes: each request after the press, when it began and ended (ms from the press).
    if (process.env.BENCH_VERBOSE === '2') {
      const click = clicks.at(-1) ?? 0;
      const after = await page.evaluate(
        (at) =>
          performance
            .getEntriesByType('resource')
            .map((e) => e as PerformanceResourceTiming)
            .filter((e) => e.startTime >= at - 50)
            .map((e) => `${(e.startTime - at).toFixed(0)}-${(e.responseEnd - at).toFixed(0)} ${e.name}`),
        click,
      );
      console.log(`${selector} load ${i + 1}: playing at ${((playing[0] ?? NaN) - click).toFixed(0)} ms`);
      for (const line of after) console.log(`  ${line.replace(/https?:\/\/[^/]+/, '').slice(0, 110)}`);
    }
    hlsBytes = Math.max(
      hlsBytes,
      scripts.filter((u) => HLS_CHUNK.test(u)).reduce((t, u) => t + gzipOf(u), 0),
    );
    await context.close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), hlsBytes };
}

/**
 * The time-shift budget (docs/time-shift.md, "Measured"): starting the show on air from its beginning (a catch-up playlist of the hours since the
 * show began, then its first segment) within 50 % of a live start, measured the same way side by side.
 */
async function measureTimeshift(browser: Browser, engine: 'native' | 'hlsjs') {
  const live = await clickToAudio(
    browser,
    engine,
    'primedia-live-player button.live-player__control[aria-label="Play 702 live"]',
  );
  // The live player names the pill inside its 44 px button `from-start` (docs/widgets.md, "Reference").
  const fromStart = await clickToAudio(
    browser,
    engine,
    'primedia-live-player button:has(> [part="from-start"])',
  );
  const label = engine === 'native' ? 'native HLS' : 'hls.js';
  rows.push({
    what: `Start from the beginning: click to audio, cold page, ${label} (${COLD_LOADS} loads; live p50 ${live.p50.toFixed(0)} ms, p95 ${live.p95.toFixed(0)} ms)`,
    budget: `p95 <= 1.5 x live p95 (${(live.p95 * 1.5).toFixed(0)} ms)`,
    measured: `p50 ${fromStart.p50.toFixed(0)} ms, p95 ${fromStart.p95.toFixed(0)} ms`,
    ok: fromStart.p95 <= live.p95 * 1.5,
  });
  // The guide's past: "Play" on yesterday's first show in the guide widget, an 8-hour catch-up range. Its budget is any
  // cold start's, not 1.5 x live (docs/adr/0098-a-past-show-plays-as-one-range.md).
  const past = await clickToAudio(
    browser,
    engine,
    'primedia-programme-guide li[data-catch-up="true"] button[part="from-start"]',
    '/guide.html',
  );
  const startBudget = COLD_START_BUDGET_MS[engine];
  rows.push({
    what: `Play a show of yesterday from the guide (8-hour range): click to audio, cold page, ${label} (${COLD_LOADS} loads; live p95 ${live.p95.toFixed(0)} ms)`,
    budget: `p95 <= ${startBudget} ms`,
    measured: `p50 ${past.p50.toFixed(0)} ms, p95 ${past.p95.toFixed(0)} ms`,
    ok: past.p95 <= startBudget,
  });
}

async function measureSoak(browser: Browser) {
  const { context, page } = await coldPage(browser, `${PARTNER}/stations.html?engine=hlsjs`);
  const stations = [
    ['702', '702'],
    ['947', '947'],
    ['kfm', 'KFM 94.5'],
    ['capetalk', 'CapeTalk'],
  ] as const;
  for (const [, name] of stations) await reactButton(page, `Play ${name} live`).waitFor();
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  let heapBefore = 0;
  for (let i = 0; i < SWITCHES; i++) {
    const [, name] = stations[i % stations.length] ?? stations[0];
    await reactButton(page, `Play ${name} live`).click();
    await page.waitForFunction(
      (n) => (window as unknown as { __bench: { playing: number[] } }).__bench.playing.length > n,
      i,
      { timeout: 20_000 },
    );
    if (i === 3) heapBefore = await heap();
  }
  const heapAfter = await heap();
  const counts = await page.evaluate((registryName) => {
    const registry = (
      globalThis as unknown as Record<symbol, { entries: Map<string, { liveEngines: number }> } | undefined>
    )[Symbol.for(registryName)];
    return {
      // The page's media element lives in the shadow root of <primedia-media>; count any outside it too.
      media:
        document.querySelectorAll('video, audio').length +
        [...document.querySelectorAll('primedia-media')].reduce(
          (n, holder) => n + (holder.shadowRoot?.querySelectorAll('video, audio').length ?? 0),
          0,
        ),
      streams: (window as unknown as { __bench: { openStreams: number } }).__bench.openStreams,
      engines: registry?.entries.get('player-controller')?.liveEngines ?? -1,
    };
  }, STORE_REGISTRY_NAME);
  await context.close();
  const growth = heapAfter - heapBefore;
  rows.push({
    what: `${SWITCHES} station switches (hls.js): media elements / EventSources / live engines`,
    budget: '1 / 1 / <= 1',
    measured: `${counts.media} / ${counts.streams} / ${counts.engines}`,
    ok: counts.media === 1 && counts.streams === 1 && counts.engines <= 1,
  });
  rows.push({
    what: `${SWITCHES} station switches: JS heap growth (after GC, from switch 4)`,
    budget: '<= +5 MB',
    measured: `${growth >= 0 ? '+' : ''}${(growth / 1e6).toFixed(2)} MB`,
    ok: growth <= 5e6,
  });
}

/**
 * Bytes per widget (gzip -9), from the build manifest: what each element's code and everything it imports
 * weighs, and what it adds to a page that already has a live player, i.e. its own code once the shared
 * runtime (React, the stores, the player) is there (docs/design.md, "Budgets": a second widget adds only its own code).
 */
function measureWidgetBytes() {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isDynamicEntry?: boolean };
  const manifest = JSON.parse(
    fs.readFileSync(path.join(widgetsDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const next of chunk.imports ?? []) closure(next, seen);
    return seen;
  };
  const gz = (files: Iterable<string>) =>
    [...files].reduce(
      (total, file) =>
        total + zlib.gzipSync(fs.readFileSync(path.join(widgetsDir, file)), { level: 9 }).length,
      0,
    );
  // The build manifest names each element chunk by its source file, the file of its row in the widget table.
  const chunkOf = (tag: string) => {
    const key = `${ELEMENTS_DIR}/${WIDGETS.find((row) => row.tag === tag)?.file}`;
    if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not a chunk of the widget build`);
    return key;
  };
  const LIVE = 'primedia-live-player';
  const embed = closure('widgets/runtime/embed.ts');
  const live = closure(chunkOf(LIVE));
  for (const row of [...WIDGETS].sort((a, b) => a.tag.localeCompare(b.tag))) {
    const own = [...closure(chunkOf(row.tag))].filter((file) => !embed.has(file));
    const tag = `<${row.tag}>`;
    rows.push({
      what: `${tag}: its code and all it imports (after embed.js)`,
      budget: 'info',
      measured: kb(gz(own)),
      ok: null,
    });
    if (row.tag !== LIVE) {
      const added = own.filter((file) => !live.has(file));
      rows.push({
        what: `${tag} added to a page with a live player`,
        budget: 'its own code only',
        measured: kb(gz(added)),
        ok: null,
      });
    }
  }
}

/** The pages server rendering is measured on (docs/ssr.md): Explore, a station, the seed's Money Hour podcast and a news article. */
const HOST_APP_PAGES = [
  '/',
  '/station/702',
  '/podcasts/the-money-hour-podcast',
  '/news/lifestyle/community-garden-blooms-in-stellenbosch-10',
] as const;
/** Five runs a page: one run's blocking time varies by a factor of two on a shared machine. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Lighthouse's benchmarkIndex of every run, for the table's environment line. */
const benchmarkIndexes: number[] = [];

async function measureHostApp(browser: Browser, clientDir: string) {
  for (const route of HOST_APP_PAGES) {
    const bytes = await measureRouteBytes(browser, HOST_APP, clientDir, route, route === '/' ? 10_000 : 0);
    rows.push({
      what: `Host app ${route}: JS before the page is interactive (hydrated, load event)`,
      budget: '<= 130 kB gz',
      measured: kb(bytes.beforeInteractive),
      ok: bytes.beforeInteractive <= 130_000,
    });
    if (bytes.afterIdle !== null)
      rows.push({
        what: `Host app ${route}: all JS 10 s later, no interaction (adds monitoring, menu, ads)`,
        budget: 'info',
        measured: kb(bytes.afterIdle),
        ok: null,
      });
    if (process.env.BENCH_VERBOSE)
      for (const f of bytes.files.sort((a, b) => b.gz - a.gz))
        console.log(`${route} ${f.phase.padEnd(18)} ${kb(f.gz).padStart(8)}  ${f.file}`);
  }
}

async function measureLighthouse() {
  // Each page once before measuring: a server that has just started compiles its code on the first requests.
  for (const route of HOST_APP_PAGES) await fetch(`${HOST_APP}${route}`).then((r) => r.arrayBuffer());
  const pages = await runLighthouse(HOST_APP, HOST_APP_PAGES, LIGHTHOUSE_RUNS);
  for (const page of pages) {
    benchmarkIndexes.push(...page.benchmarkIndexes);
    const runs = `median of ${page.scores.join(', ')}`;
    rows.push({
      what: `Lighthouse mobile ${page.path}: performance score (${runs})`,
      budget: '>= 95',
      measured: String(page.score),
      ok: page.score >= 95,
    });
    rows.push({
      what: `Lighthouse mobile ${page.path}: LCP`,
      budget: '<= 2.00 s',
      measured: `${(page.lcpMs / 1000).toFixed(2)} s`,
      ok: page.lcpMs <= 2000,
    });
    rows.push({
      what: `Lighthouse mobile ${page.path}: TBT`,
      budget: '<= 150 ms',
      measured: `${Math.round(page.tbtMs)} ms`,
      ok: page.tbtMs <= 150,
    });
    rows.push({
      what: `Lighthouse mobile ${page.path}: CLS`,
      budget: '0',
      // The budget is no shift at all, so a shift too small for three decimals is printed as it is, not as 0.000.
      measured: page.cls === 0 || page.cls >= 0.001 ? page.cls.toFixed(3) : page.cls.toExponential(1),
      ok: page.cls === 0,
    });
    if (process.env.BENCH_VERBOSE) {
      console.log(`[bench] ${page.path} LCP element: ${page.lcpElement ?? 'unknown'}`);
      for (const line of page.opportunities) console.log(`[bench] ${page.path}   ${line}`);
    }
  }
}

/** What blocks the main thread after the first paint, by script and by phase (scripts/bench/main-thread.ts). */
async function measureMainThreadRows(browser: Browser) {
  for (const page of await measureMainThread(browser, HOST_APP, HOST_APP_PAGES, LIGHTHOUSE_RUNS)) {
    const sorted = [...page.blockingMs].sort((a, b) => a - b);
    rows.push({
      what: `Host app ${page.path}: main thread blocked after first paint, 4x CPU (median of ${page.blockingMs.join(', ')})`,
      budget: '<= 150 ms',
      measured: `${percentile(sorted, 50)} ms`,
      ok: percentile(sorted, 50) <= 150,
    });
    const list = (shares: { name: string; ms: number }[]) =>
      shares
        .filter((s) => s.ms >= 1)
        .map((s) => `${s.name} ${Math.round(s.ms)}`)
        .join(', ');
    breakdown.push(
      `${page.path}\n  by phase (ms):  ${list(page.byPhase)}\n  by script (ms): ${list(page.byScript)}`,
    );
  }
}
const breakdown: string[] = [];

/**
 * Requests per second for `/`, 8 connections for 10 s, on a server of its own: once rendering every request
 * (APP_PAGE_CACHE_MS=0, what a server does for pages no one asked for in the last seconds) and once as
 * `npm run serve` runs it (a page is reused for 10 s).
 */
async function measureServerThroughput(build: ReturnType<typeof builtApp>) {
  for (const [label, cacheMs] of [
    ['every request rendered', '0'],
    ['pages reused for 10 s (default)', '10000'],
  ] as const) {
    const server = await startProductionApp(build, HOST_APP_PORT + 1, { APP_PAGE_CACHE_MS: cacheMs });
    try {
      const url = `http://127.0.0.1:${HOST_APP_PORT + 1}/`;
      for (let i = 0; i < 20; i += 1) await fetch(url).then((r) => r.arrayBuffer()); // warm up
      const load = await measureServerLoad(url, server.process.pid ?? 0);
      rows.push({
        what: `Production server / , ${label}: requests/s (8 connections, 10 s; p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms)`,
        budget: 'info',
        measured: load.failures > 0 ? `${load.failures} failed` : `${load.perSecond.toFixed(0)}/s`,
        ok: load.failures > 0 ? false : null,
      });
      rows.push({
        what: `Production server / , ${label}: requests per CPU-second of the server process (one core)`,
        budget: 'info',
        measured: `${load.perCpuSecond.toFixed(0)}/s`,
        ok: null,
      });
    } finally {
      await server.close();
    }
  }
}

const builtApp = () => ({
  clientDir: path.join(hostAppBuildDir, 'app'),
  serverEntry: path.join(hostAppBuildDir, 'app-server/entry-server.js'),
});

async function main() {
  const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`;
  process.env.VITE_PLATFORM_URL = platformUrl;
  process.env.VITE_APP_URL = HOST_APP;
  if (storeParts) {
    console.log('[bench] user store: 1,000 bookmark writes');
    rows.push(...(await measureStoreWrites()));
  }
  if (ONLY === 'store') {
    printTable(rows);
    return;
  }
  if (widgetParts) {
    console.log('[bench] building the partner widgets');
    await build({ configFile: path.join(root, 'widgets/build/vite.config.ts'), logLevel: 'warn' });
  }
  if (hostAppParts) {
    console.log('[bench] building the host app (client and server renderer)');
    await buildHostApp(hostAppBuildDir);
  }
  const config = readConfig({
    ...process.env,
    PLATFORM_PORT: String(PLATFORM_PORT),
    DEMO_ORIGIN: PARTNER,
    APP_ORIGIN: HOST_APP,
    PLATFORM_DATA_DIR: '.data/bench',
  });
  const platform = await startPlatform(config);
  const peer = peerPage(platformUrl);
  const partner = widgetParts
    ? await startPartnerServer(
        widgetsDir,
        PARTNER_PORT,
        { [FRAMED_PAGE]: framedPage(HOST_APP), ...peer.pages },
        peer.files,
      )
    : null;
  const hostApp: ProductionApp | null = hostAppParts
    ? await startProductionApp(builtApp(), HOST_APP_PORT)
    : null;
  // The platform row needs no browser.
  const browser = await (widgetParts || hostParts || dataSaverParts ? chromium : null)?.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  // A part that fails still leaves the rows measured before it: they are printed, then the failure.
  let stopped: unknown;
  try {
    if (platformParts) {
      console.log('[bench] graphql: fragment fan-out refused while a small query answers');
      rows.push(...(await measureFanOut(platformUrl)));
      console.log('[bench] graphql: a small query while the worst allowed query runs');
      rows.push(await measureGraphqlUnderLoad(platformUrl, root));
    }
    if (browser && partnerParts && !instantOnly) {
      console.log('[bench] bytes');
      await measureBytes(browser);
      measureWidgetBytes();
      if (hostApp) {
        console.log('[bench] partner bytes per stack: the script page and the embed frame');
        rows.push(...(await measurePartnerStacks(browser, PARTNER)));
      }
    }
    if (browser && hostParts) {
      console.log('[bench] host app: JS before interactive');
      await measureHostApp(browser, builtApp().clientDir);
      console.log(
        `[bench] lighthouse (mobile, ${LIGHTHOUSE_RUNS} runs each) on ${HOST_APP_PAGES.join(', ')}`,
      );
      await measureLighthouse();
      console.log(`[bench] main thread after the first paint (4x CPU, ${LIGHTHOUSE_RUNS} runs each)`);
      await measureMainThreadRows(browser);
      console.log('[bench] production server: requests per second for /');
      await measureServerThroughput(builtApp());
    }
    if (browser && earlyStartParts) {
      console.log(
        `[bench] throttled phone, hls.js: the early start on and off, ${COLD_LOADS} cold loads each`,
      );
      const chunk = (dir: string, base: string) =>
        `${base}/${fs.readdirSync(path.join(root, dir)).find((file) => HLS_CHUNK.test(`/${file}`))}`;
      rows.push(
        await measureEarlyStart(
          browser,
          PARTNER,
          COLD_LOADS,
          'partner',
          chunk('dist/widgets/chunks', `${PARTNER}/widgets/chunks`),
        ),
      );
      if (hostApp)
        rows.push(
          await measureEarlyStart(
            browser,
            HOST_APP,
            COLD_LOADS,
            'host-app',
            chunk('dist/app/assets', `${HOST_APP}/assets`),
          ),
        );
    }
    if (browser && partnerParts && ONLY !== 'earlystart') {
      console.log(`[bench] throttled phone: tap to audio, ${COLD_LOADS} cold loads per engine`);
      const instantRows = process.env.BENCH_INSTANT_ROWS?.split(',').map((row) => row.trim());
      for (const where of ['partner', 'host-app', 'host-explore'] as const) {
        // BENCH_ONLY=partner starts the host app for its embed page only, not for these rows.
        const origin = where === 'partner' ? PARTNER : hostApp && ONLY !== 'partner' ? HOST_APP : null;
        for (const engine of ['native', 'hlsjs'] as const) {
          if (!origin || (instantRows && !instantRows.includes(`${where}-${engine}`))) continue;
          const ours = await measureInstantPlay(browser, origin, engine, COLD_LOADS, where);
          rows.push(...ours.rows);
          if (where !== 'partner') continue;
          // The peer on the same stream and throttling, right after ours, so both meet the same machine.
          const peer = await measureInstantPlay(browser, PARTNER, engine, COLD_LOADS, 'mux');
          rows.push(...peer.rows, peerRatio(engine, ours, peer));
        }
      }
    }
    if (browser && partnerParts && !instantOnly) {
      console.log(`[bench] click to audio, ${COLD_LOADS} cold loads per engine`);
      await measureLatency(browser, 'native');
      await measureLatency(browser, 'hlsjs');
      console.log(`[bench] ${SWITCHES} station switches`);
      await measureSoak(browser);
    }
    if (timeshiftParts) {
      console.log('[bench] time-shift: catch-up playlists of a 4-hour and a 24-hour range');
      rows.push(...(await measureCatchUpPlaylists(platformUrl)));
    }
    if (browser && timeshiftParts) {
      console.log(`[bench] time-shift: from the start vs live, ${COLD_LOADS} cold loads each per engine`);
      await measureTimeshift(browser, 'native');
      await measureTimeshift(browser, 'hlsjs');
    }
    if (browser && dataSaverParts) {
      console.log('[bench] data saver: live radio, a video and the images of /, off and on');
      rows.push(...(await measureDataSaver(browser, HOST_APP)));
    }
  } catch (error) {
    stopped = error;
  } finally {
    await browser?.close();
    partner?.close();
    await hostApp?.close();
    await platform.close();
  }
  printTable(rows, environment());
  if (breakdown.length > 0) console.log(`Main thread, median run:\n${breakdown.join('\n')}\n`);
  if (stopped !== undefined) {
    console.error('[bench] stopped before its last part: the table holds only the rows measured before');
    throw stopped;
  }
}

/** The machine the figures come from: a figure from a busy or slow machine says so next to it. */
function environment(): string {
  const load = os.loadavg().map((n) => n.toFixed(2));
  const index = [...benchmarkIndexes].sort((a, b) => a - b);
  const lighthouse = index.length > 0 ? `, Lighthouse benchmarkIndex median ${percentile(index, 50)}` : '';
  return `${os.cpus().length} cores, load average ${load.join(' ')} at the end${lighthouse}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
