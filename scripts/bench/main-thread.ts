/**
 * What blocks the host app's main thread after the first paint (docs/performance.md, "Main thread"). Each page
 * is loaded cold on a phone profile (412x823, the CPU slowed 4x through the DevTools protocol, as Lighthouse's
 * mobile preset slows it) and watched for 5 s after its load event. Chromium's Long Animation Frame entries say
 * which scripts ran in each frame that took over 50 ms; a frame's blocking time (its time past 50 ms, what Total
 * Blocking Time adds up) is shared among its scripts by their duration, and the rest of the frame (style, layout,
 * paint, and work Chromium attributes to no script) is counted as "unattributed". The shares are summed by script (the chunk's name without its hash) and by phase:
 * the inline start script (early presses), the start-up work (`primedia:start`), hydration
 * (`primedia:hydration`), monitoring, ads, Apollo Client, now playing, input, React's later renders, and the rest. The two measures are
 * the app's own user timings (src/app/main.tsx).
 */
import type { Browser } from '@playwright/test';

interface Share {
  name: string;
  ms: number;
}

export interface MainThreadPage {
  path: string;
  /** Blocking time after the first paint, every run, in run order. */
  blockingMs: number[];
  /** The median run's shares, largest first. */
  byScript: Share[];
  byPhase: Share[];
}

interface ScriptEntry {
  sourceURL: string;
  invoker: string;
  invokerType: string;
  startTime: number;
  duration: number;
}
interface Frame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: ScriptEntry[];
}
interface Observed {
  fcp: number;
  frames: Frame[];
  measures: { name: string; startTime: number; end: number }[];
}

const WATCH_AFTER_LOAD_MS = 5_000;
/** A frame's time that no script entry claims: style, layout and paint, and work Chromium names no script for. */
const LAYOUT = 'unattributed';

/** A chunk's name without its content hash (`sentry-sdk-CxUU07xO.js` -> `sentry-sdk`), or `inline` for the page. */
export function scriptName(sourceURL: string, pageUrl: string): string {
  if (!sourceURL || sourceURL.split('#')[0] === pageUrl) return 'inline';
  let file = sourceURL;
  try {
    file = new URL(sourceURL).pathname.split('/').pop() ?? sourceURL;
  } catch {
    // Not a URL (an extension's or the browser's own script): counted under what it says.
  }
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '').replace(/\.js$/, '');
}

/** The phase a script's run belongs to: the app's own measures first, then what the chunk or its caller is. */
export function phaseOf(script: ScriptEntry, name: string, measures: Observed['measures']): string {
  if (name === 'inline') return 'inline start script';
  const within = (measure: string) =>
    measures.some((m) => m.name === measure && script.startTime >= m.startTime && script.startTime <= m.end);
  if (within('primedia:hydration')) return 'hydration';
  if (within('primedia:start')) return 'start-up';
  if (/^sentry/.test(name)) return 'monitoring';
  if (/^(service|ad-slot)$/.test(name)) return 'ads';
  if (/^(client|graphql|networkUtils|with-apollo|use-api)$/.test(name)) return 'Apollo';
  if (script.invoker.includes('EventSource')) return 'now playing';
  if (script.invokerType === 'event-listener' && /pointer|key|click|touch/.test(script.invoker))
    return 'input';
  // React's scheduler runs its work from a MessageChannel: renders after hydration (Suspense boundaries, store
  // updates) land here.
  if (script.invoker.startsWith('MessagePort')) return 'React rendering';
  return 'other';
}

/** Adds each long frame's blocking time after the first paint to its scripts' names and phases. */
export function share(observed: Observed, pageUrl: string) {
  const byScript = new Map<string, number>();
  const byPhase = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let blocking = 0;
  for (const frame of observed.frames) {
    if (frame.startTime + frame.duration < observed.fcp || frame.blockingDuration <= 0) continue;
    blocking += frame.blockingDuration;
    const scripted = frame.scripts.reduce((sum, s) => sum + s.duration, 0);
    const whole = Math.max(frame.duration, scripted);
    for (const script of frame.scripts) {
      const ms = (script.duration / whole) * frame.blockingDuration;
      const name = scriptName(script.sourceURL, pageUrl);
      add(byScript, name, ms);
      add(byPhase, phaseOf(script, name, observed.measures), ms);
    }
    const rest = ((whole - scripted) / whole) * frame.blockingDuration;
    add(byScript, LAYOUT, rest);
    add(byPhase, LAYOUT, rest);
  }
  const sorted = (map: Map<string, number>) =>
    [...map].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { blocking, byScript: sorted(byScript), byPhase: sorted(byPhase) };
}

async function observe(browser: Browser, url: string): Promise<Observed> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const frames: unknown[] = [];
      Object.assign(window, { __mainThreadFrames: frames });
      new PerformanceObserver((list) => frames.push(...list.getEntries().map((e) => e.toJSON()))).observe({
        type: 'long-animation-frame',
        buffered: true,
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    // A window of fixed length is what is measured here (the page's first seconds), not a wait for a condition.
    await new Promise((resolve) => setTimeout(resolve, WATCH_AFTER_LOAD_MS));
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      frames: (window as unknown as { __mainThreadFrames: Frame[] }).__mainThreadFrames,
      measures: performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('primedia:'))
        .map((m) => ({ name: m.name, startTime: m.startTime, end: m.startTime + m.duration })),
    }));
  } finally {
    await context.close();
  }
}

export async function measureMainThread(
  browser: Browser,
  origin: string,
  paths: readonly string[],
  runs: number,
): Promise<MainThreadPage[]> {
  const pages: MainThreadPage[] = [];
  for (const path of paths) {
    const url = `${origin}${path}`;
    const results: ReturnType<typeof share>[] = [];
    for (let run = 0; run < runs; run += 1) results.push(share(await observe(browser, url), url));
    const median = [...results].sort((a, b) => a.blocking - b.blocking)[Math.floor(results.length / 2)];
    if (median)
      pages.push({
        path,
        blockingMs: results.map((r) => Math.round(r.blocking)),
        byScript: median.byScript,
        byPhase: median.byPhase,
      });
  }
  return pages;
}
