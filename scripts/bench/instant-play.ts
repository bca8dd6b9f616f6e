/**
 * Instant play (issue 19): a partner page, and the host app's station page and Explore, on a mid-range phone
 * over mobile data, as Lighthouse's mobile preset throttles it (150 ms round trip, 1.6 Mb/s down, 750 kb/s up,
 * CPU slowed 4x), with the widgets served gzipped as a CDN would and the host app by its production server.
 * Each cold load taps the live player's play control as soon as it is on screen (the partner's light shell
 * before React has arrived; the host app's server-rendered control or live card, before hydration), and
 * measures when that was, how long from the tap to the first `playing`, and from navigation to the first
 * `playing`.
 */
import type { Browser, Page } from '@playwright/test';
import { percentile, type Row } from './table';

/** Lighthouse's mobile preset (lighthouse-core/config/constants.js: mobileSlow4G). */
export const MOBILE_THROTTLING = {
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

/** Throttles `page` as a phone on mobile data (MOBILE_THROTTLING), through the DevTools protocol. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_THROTTLING.latencyMs,
    downloadThroughput: (MOBILE_THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
}

interface Sample {
  /** From navigation to the tap, which lands as soon as the control is visible and enabled. */
  usable: number;
  /** From the tap to the first `playing`. */
  tapToAudio: number;
  /** From navigation to the first `playing`. */
  navigationToAudio: number;
  /** Whether React had arrived when the tap landed (the element's code; the host app hydrated). */
  reactAtTap: boolean;
}

/**
 * Where a cold load taps: a partner page's light shell, or a server-rendered page of the host app: the station
 * page's live player, or Explore's live card for the station (`host-explore`).
 */
export type InstantPage = 'partner' | 'host-app' | 'host-explore';

const PATHS: Record<InstantPage, string> = {
  partner: '/news.html',
  'host-app': '/station/702',
  'host-explore': '/',
};

const TIMINGS = `
  (() => {
    const timing = { tap: null, playing: null, reactAtTap: false };
    Object.defineProperty(window, '__instant', { value: timing });
    document.addEventListener('pointerdown', () => {
      if (timing.tap !== null) return;
      timing.tap = performance.now();
      timing.reactAtTap =
        customElements.get('primedia-live-player') !== undefined ||
        document.querySelector('#root[data-hydrated]') !== null;
    }, true);
    document.addEventListener('playing', () => { timing.playing ??= performance.now(); }, true);
  })();
`;

async function coldLoad(browser: Browser, url: string, where: InstantPage): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(TIMINGS);
    const page = await context.newPage();
    await throttle(page);
    await page.goto(url, { waitUntil: 'commit' });
    // The first play control on screen: the light shell's, or the element's own if React came first; in the
    // host app, the station page's live player as the server rendered it.
    const control = (where === 'partner' ? page.locator('primedia-live-player') : page.locator('main'))
      .getByRole('button', { name: 'Play 702 live' })
      .first();
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    await control.tap({ timeout: 30_000 });
    await page.waitForFunction(
      () => (window as unknown as { __instant: { playing: number | null } }).__instant.playing !== null,
      null,
      { timeout: 30_000 },
    );
    const { tap, playing, reactAtTap } = await page.evaluate(
      () =>
        (window as unknown as { __instant: { tap: number; playing: number; reactAtTap: boolean } }).__instant,
    );
    if (process.env.BENCH_VERBOSE === '2') {
      const entries = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => {
          const timing = e as PerformanceResourceTiming;
          // No sizes without Timing-Allow-Origin; with it, a transfer of 0 bytes came from the browser's cache.
          const size =
            timing.encodedBodySize === 0
              ? 'size hidden'
              : timing.transferSize === 0
                ? 'cache'
                : `${timing.transferSize} B`;
          return `${e.startTime.toFixed(0)}-${timing.responseEnd.toFixed(0)} ${timing.initiatorType} ${size} ${e.name}`;
        }),
      );
      console.log(`tap ${tap.toFixed(0)} playing ${playing.toFixed(0)}\n${entries.join('\n')}`);
    }
    return { usable: tap, tapToAudio: playing - tap, navigationToAudio: playing, reactAtTap };
  } finally {
    await context.close();
  }
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const ms = (n: number) => `${n.toFixed(0)} ms`;

export async function measureInstantPlay(
  browser: Browser,
  origin: string,
  engine: 'native' | 'hlsjs',
  loads: number,
  where: InstantPage = 'partner',
): Promise<Row[]> {
  const samples: Sample[] = [];
  const url = `${origin}${PATHS[where]}?engine=${engine}`;
  for (let i = 0; i < loads; i++) samples.push(await coldLoad(browser, url, where));
  const name = `${where === 'partner' ? '' : `host app ${PATHS[where]}, `}${engine === 'native' ? 'native HLS' : 'hls.js'}`;
  const before = where === 'partner' ? 'on the shell' : 'before hydration';
  const usable = stats(samples.map((s) => s.usable));
  const tap = stats(samples.map((s) => s.tapToAudio));
  const total = stats(samples.map((s) => s.navigationToAudio));
  const onShell = samples.filter((s) => !s.reactAtTap).length;
  const label = `Throttled phone, ${name} (${loads} cold loads, ${onShell} taps ${before})`;
  if (process.env.BENCH_VERBOSE)
    console.log(`[bench] ${label}: ${samples.map((s) => `${ms(s.usable)}+${ms(s.tapToAudio)}`).join(', ')}`);
  return [
    {
      what: `${label}: play control usable`,
      budget: '<= 1000 ms',
      measured: `p50 ${ms(usable.p50)}, p95 ${ms(usable.p95)}`,
      ok: usable.p50 <= 1000,
    },
    {
      what: `${label}: tap to audio`,
      budget: 'p50 <= 600, p95 <= 900 ms',
      measured: `p50 ${ms(tap.p50)}, p95 ${ms(tap.p95)}`,
      ok: tap.p50 <= 600 && tap.p95 <= 900,
    },
    {
      what: `${label}: navigation to audio`,
      budget: '<= 1800 ms',
      measured: `p50 ${ms(total.p50)}, p95 ${ms(total.p95)}`,
      ok: total.p50 <= 1800,
    },
  ];
}
