/**
 * Instant play (docs/widgets-loader.md, "Instant play"): a partner page, and the host app's station page and Explore, on a mid-range phone
 * over mobile data, as Lighthouse's mobile preset throttles it (150 ms round trip, 1.6 Mb/s down, 750 kb/s up,
 * CPU slowed 4x), with the widgets served gzipped as a CDN would and the host app by its production server.
 * Each cold load taps the live player's play control as soon as it is on screen (the partner's light shell
 * before React has arrived; the host app's server-rendered control or live card, before hydration), and
 * measures when the control became usable, how long from the tap to the first `playing`, and from navigation
 * to the first `playing`.
 *
 * Usable is read in the page: the first animation frame in which the control is laid out in the viewport,
 * enabled, and the element a finger at its centre would reach. The harness's own tap lands later: on a CPU
 * slowed 4x, Playwright's checks (visible, stable over two frames, receives events) land 290-490 ms after that
 * frame on the host app (4 loads of `/station/702`: usable at 471-698 ms, tapped at 804-1002 ms). That lag is
 * the harness's, not the page's, so it is printed beside the figure rather than in it; tap to audio is timed
 * from the tap itself, and navigation to audio includes the lag.
 *
 * Beside the partner rows, the same stream on the same throttled phone in Mux Player, a widely used web player
 * (its CDN build, scripts/bench/peer-page.ts): the figures and the ratio of ours to its say whether a row over
 * budget is ours to fix or the phone's and the network's.
 */
import type { Browser, Page } from '@playwright/test';
import { PEER_PAGE } from './peer-page';
import { percentile, type Row } from './table';

/** Lighthouse's mobile preset (lighthouse-core/config/constants.js: mobileSlow4G). */
const MOBILE_THROTTLING = {
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
  /** From navigation to the first frame in which the control could be tapped (see above). */
  usable: number;
  /** From navigation to the harness's tap, which lands as soon as Playwright finds the control actionable. */
  tapped: number;
  /** From the tap to the first `playing`. */
  tapToAudio: number;
  /** From navigation to the first `playing`. */
  navigationToAudio: number;
  /** Whether React had arrived when the tap landed (the element's code; the host app hydrated). */
  reactAtTap: boolean;
}

/**
 * Where a cold load taps: a partner page's light shell, a server-rendered page of the host app (the station
 * page's live player, or Explore's live card for the station, `host-explore`), or the peer page's Mux Player.
 */
export type InstantPage = 'partner' | 'host-app' | 'host-explore' | 'mux';

const PATHS: Record<InstantPage, string> = {
  partner: '/news.html',
  'host-app': '/station/702',
  'host-explore': '/',
  mux: PEER_PAGE,
};

/** The play control a cold load waits for and taps, and the element it is looked for in. */
const CONTROLS: Record<InstantPage, { selector: string; scope: string }> = {
  partner: { selector: 'button[aria-label="Play 702 live"]', scope: 'primedia-live-player' },
  'host-app': { selector: 'button[aria-label="Play 702 live"]', scope: 'main' },
  'host-explore': { selector: 'button[aria-label="Play 702 live"]', scope: 'main' },
  // Mux Player's control bar play button (media-chrome's <media-play-button>, in its shadow root).
  mux: { selector: 'media-play-button', scope: 'mux-player' },
};

/**
 * In the page before its own scripts: when a control matching `selector` inside `scope` first became usable,
 * when the tap landed, and the first `playing`. Controls are looked for through open shadow roots (a widget's
 * own control); a player may have more than one that matches (Mux Player's centre and bar buttons), and the
 * first usable one counts.
 */
const TIMINGS = (selector: string, scope: string) => `
  (() => {
    const timing = { usable: null, tap: null, playing: null, reactAtTap: false, frames: [] };
    Object.defineProperty(window, '__instant', { value: timing });
    const selector = ${JSON.stringify(selector)};
    const findAll = (root) => {
      const found = [...root.querySelectorAll(selector)];
      for (const element of root.querySelectorAll('*'))
        if (element.shadowRoot) found.push(...findAll(element.shadowRoot));
      return found;
    };
    // The element a tap at (x, y) reaches, through open shadow roots.
    const reached = (x, y) => {
      let element = document.elementFromPoint(x, y);
      while (element && element.shadowRoot) {
        const inner = element.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === element) break;
        element = inner;
      }
      return element;
    };
    const usable = (button) => {
      if (button.disabled || button.getAttribute('aria-disabled') === 'true') return false;
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) return false;
      if (getComputedStyle(button).visibility !== 'visible') return false;
      const target = reached(box.left + box.width / 2, box.top + box.height / 2);
      return target !== null && (target === button || button.contains(target));
    };
    const frame = () => {
      const root = document.querySelector(${JSON.stringify(scope)});
      if (root && [...findAll(root), ...(root.shadowRoot ? findAll(root.shadowRoot) : [])].some(usable))
        timing.usable = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    // When the finger came down (the event's time), not when a busy page got round to it: waiting is the page's.
    document.addEventListener('pointerdown', (event) => {
      if (timing.tap !== null) return;
      timing.tap = event.timeStamp;
      timing.reactAtTap =
        customElements.get('primedia-live-player') !== undefined ||
        document.querySelector('#root[data-hydrated]') !== null;
    }, true);
    document.addEventListener('playing', () => { timing.playing ??= performance.now(); }, true);
    // Frames of 50 ms or more and the scripts in them: what kept the main thread from the tap (BENCH_VERBOSE=2).
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries())
        timing.frames.push(\`frame \${frame.startTime.toFixed(0)}+\${frame.duration.toFixed(0)} ms: \` +
          (frame.scripts.map((s) => \`\${s.invoker} \${s.sourceURL.split('/').pop()} \${s.duration.toFixed(0)} ms\`)
            .join(', ') || 'rendering'));
    }).observe({ type: 'long-animation-frame', buffered: true });
  })();
`;

/** The early start's own chunk (src/core/player/early-start/mse-early-start.ts): refused, the press waits for hls.js. */
const EARLY_START_CHUNK = /\/mse-early-start-[^/]+\.js$/;

/**
 * How a cold load treats the early start: as built, refused, or refused with hls.js's chunk asked for as the page
 * starts (the best a page without the early start could do: hls.js on its way before any tap).
 */
type EarlyStartArm = 'with' | 'without' | 'without, hls.js at load';

async function coldLoad(
  browser: Browser,
  url: string,
  where: InstantPage,
  arm: EarlyStartArm = 'with',
  hlsJsChunk = '',
): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (arm !== 'with') await context.route(EARLY_START_CHUNK, (route) => route.abort());
    if (arm === 'without, hls.js at load')
      await context.addInitScript(`import(${JSON.stringify(hlsJsChunk)}).catch(() => undefined);`);
    const { selector, scope } = CONTROLS[where];
    await context.addInitScript(TIMINGS(selector, scope));
    const page = await context.newPage();
    await throttle(page);
    await page.goto(url, { waitUntil: 'commit' });
    // The first play control on screen: the light shell's, or the element's own if React came first; in the
    // host app, the station page's live player as the server rendered it; Mux Player's once it has drawn.
    const control = page.locator(scope).locator(selector).filter({ visible: true }).first();
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    await control.tap({ timeout: 30_000 });
    await page.waitForFunction(
      () => (window as unknown as { __instant: { playing: number | null } }).__instant.playing !== null,
      null,
      { timeout: 30_000 },
    );
    const { usable, tap, playing, reactAtTap } = await page.evaluate(
      () =>
        (
          window as unknown as {
            __instant: { usable: number | null; tap: number; playing: number; reactAtTap: boolean };
          }
        ).__instant,
    );
    // A control the tap reached was usable by then. The frame check can miss it when the page's first frame
    // after the control came is later than the tap (then the control already reads "Stop"): the tap's time
    // stands, the latest it can have been.
    const usableAt = usable === null ? tap : Math.min(usable, tap);
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
      const frames = await page.evaluate(
        () => (window as unknown as { __instant: { frames: string[] } }).__instant.frames,
      );
      console.log(
        `tap ${tap.toFixed(0)} playing ${playing.toFixed(0)}\n${[...entries, ...frames].join('\n')}`,
      );
    }
    return {
      usable: usableAt,
      tapped: tap,
      tapToAudio: playing - tap,
      navigationToAudio: playing,
      reactAtTap,
    };
  } finally {
    await context.close();
  }
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The rows of one page and engine, and its tap-to-audio figures for a ratio with the peer's. */
export interface InstantPlay {
  rows: Row[];
  tapToAudio: { p50: number; p95: number };
}

export async function measureInstantPlay(
  browser: Browser,
  origin: string,
  engine: 'native' | 'hlsjs',
  loads: number,
  where: InstantPage = 'partner',
): Promise<InstantPlay> {
  const samples: Sample[] = [];
  const url = `${origin}${PATHS[where]}?engine=${engine}`;
  for (let i = 0; i < loads; i++) samples.push(await coldLoad(browser, url, where));
  const page =
    where === 'partner' ? '' : where === 'mux' ? 'peer: Mux Player, ' : `host app ${PATHS[where]}, `;
  const name = `${page}${engine === 'native' ? 'native HLS' : 'hls.js'}`;
  const before = where === 'partner' ? 'on the shell' : 'before hydration';
  const usable = stats(samples.map((s) => s.usable));
  const tapped = stats(samples.map((s) => s.tapped));
  const tap = stats(samples.map((s) => s.tapToAudio));
  const total = stats(samples.map((s) => s.navigationToAudio));
  const onShell = samples.filter((s) => !s.reactAtTap).length;
  // Mux Player draws its control with its code, so every tap there lands on the whole player.
  const early = where === 'mux' ? '' : `, ${onShell} taps ${before}`;
  const label = `Throttled phone, ${name} (${loads} cold loads${early})`;
  if (process.env.BENCH_VERBOSE)
    console.log(
      `[bench] ${label}: ${samples.map((s) => `${ms(s.usable)}/${ms(s.tapped)}+${ms(s.tapToAudio)}`).join(', ')}`,
    );
  const rows: Row[] = [
    {
      what: `${label}: play control usable`,
      budget: '<= 1000 ms',
      measured: `p50 ${ms(usable.p50)}, p95 ${ms(usable.p95)} (tapped by the harness at p50 ${ms(tapped.p50)})`,
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
  // The peer is measured beside ours, not held to our budgets.
  const shown = where === 'mux' ? rows.map((row) => ({ ...row, budget: 'info', ok: null })) : rows;
  return { rows: shown, tapToAudio: tap };
}

/** Ours against the peer's on the same stream and throttling: under 1 is faster than Mux Player. */
export function peerRatio(engine: 'native' | 'hlsjs', ours: InstantPlay, peer: InstantPlay): Row {
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  return {
    what: `Throttled phone, ${engine === 'native' ? 'native HLS' : 'hls.js'}: tap to audio, partner page / Mux Player`,
    budget: 'info',
    measured: `p50 ${ratio(ours.tapToAudio.p50, peer.tapToAudio.p50)}, p95 ${ratio(ours.tapToAudio.p95, peer.tapToAudio.p95)}`,
    ok: null,
  };
}

/**
 * The early start's worth: tap to audio on the throttled phone through hls.js with it, without it (its chunk
 * refused, so the press asks for hls.js then), and without it but with hls.js asked for as the page starts. One
 * cold load of each in turn, so a busy machine slows all three alike. `hlsJsChunk`: the hls.js chunk's URL.
 */
export async function measureEarlyStart(
  browser: Browser,
  origin: string,
  loads: number,
  where: InstantPage,
  hlsJsChunk: string,
): Promise<Row> {
  const url = `${origin}${PATHS[where]}?engine=hlsjs`;
  const arms: EarlyStartArm[] = ['with', 'without', 'without, hls.js at load'];
  const samples = new Map<EarlyStartArm, number[]>(arms.map((arm) => [arm, []]));
  for (let i = 0; i < loads; i++) {
    for (const arm of arms)
      samples.get(arm)?.push((await coldLoad(browser, url, where, arm, hlsJsChunk)).tapToAudio);
  }
  const p50 = (arm: EarlyStartArm) => stats(samples.get(arm) ?? []).p50;
  const figures = arms.map((arm) => {
    const { p50: median, p95 } = stats(samples.get(arm) ?? []);
    return `${arm}: p50 ${ms(median)}, p95 ${ms(p95)}`;
  });
  if (process.env.BENCH_VERBOSE)
    for (const arm of arms)
      console.log(
        `[bench] early start ${PATHS[where]}, ${arm}: ${(samples.get(arm) ?? []).map(ms).join(', ')}`,
      );
  const gain = Math.min(p50('without'), p50('without, hls.js at load')) - p50('with');
  return {
    what: `Throttled phone, hls.js, ${PATHS[where]}: tap to audio, early start on / off (${loads} cold loads each, interleaved)`,
    budget: 'keep if it wins >= 300 ms at p50',
    measured: `${figures.join('; ')}; gain at p50 ${ms(gain)}`,
    ok: gain >= 300,
  };
}
