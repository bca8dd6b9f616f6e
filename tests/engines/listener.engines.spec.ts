/**
 * A listener's journeys in the engines Chromium is not: Debian's Firefox ESR and WebKitGTK, neither of which plays
 * HLS natively, so both take the hls.js path (tests/engines/browsers.ts drives them). What a listener hears is
 * asserted as the media clock advancing over seconds; what they see, as text shown on screen.
 */
import { expect, test } from '@playwright/test';
import { DEMO_URL, JOURNEY_APP_URL, TEST_PORTS } from '../support/ports';
import { ensureBuiltWidgets } from '../widgets/support';
import {
  startDesk,
  startFirefox,
  startWebKit,
  type Desk,
  type Engine,
  type EngineName,
  type Tab,
} from './browsers';
import { startHoldProxy, type HoldProxy } from './hold-proxy';
import { countPartnerErrors, findShown, mediaClock, partnerErrors, shownText } from './in-page';

/** Live presses per engine, every other one before hls.js has arrived; ENGINE_LIVE_PRESSES=10 for a longer look. */
const PRESSES = Number(process.env.ENGINE_LIVE_PRESSES ?? 4);
const ERROR_TEXT = 'Error while playing the media, please try again later.';

/** Waits until the clock plays, then until it has advanced `seconds` within `within` ms of that start. */
async function expectHeard(tab: Tab, seconds: number, within: number): Promise<{ from: number; to: number }> {
  await expect
    .poll(
      async () => {
        const clock = await tab.run(mediaClock);
        return !clock.paused && clock.time > 0;
      },
      { timeout: 20_000, message: 'the media clock starts' },
    )
    .toBe(true);
  const from = (await tab.run(mediaClock)).time;
  const started = Date.now();
  let to = from;
  // The clock's path, for the failure message: where it stalled, if it did.
  const path: string[] = [];
  await expect
    .poll(
      async () => {
        to = (await tab.run(mediaClock)).time;
        path.push(`${((Date.now() - started) / 1000).toFixed(1)}s:${to.toFixed(1)}`);
        return to - from;
      },
      {
        timeout: within,
        intervals: [500],
        message: `the media clock advances ${seconds} s within ${within} ms`,
      },
    )
    .toBeGreaterThanOrEqual(seconds)
    .finally(() => console.log(`[engines] clock from ${from.toFixed(1)}, wall:clock ${path.join(' ')}`));
  return { from, to };
}

async function press(tab: Tab, selector: string, name: string): Promise<void> {
  await expect
    .poll(() => tab.run(findShown, selector, name).then(Boolean), { timeout: 20_000, message: name })
    .toBe(true);
  await tab.click(findShown, selector, name);
}

const starters: Record<EngineName, (desk: Desk) => Promise<Engine>> = {
  firefox: startFirefox,
  webkit: (desk) => startWebKit(desk, TEST_PORTS.control + 5),
};

for (const name of ['firefox', 'webkit'] as const) {
  test.describe(name, () => {
    test.describe.configure({ mode: 'serial' });
    let desk: Desk;
    let engine: Engine;
    let tab: Tab;
    // The app's own origin would let no test hold its chunks; this one in front of it can.
    let app: HoldProxy;
    const appUrl = `http://127.0.0.1:${TEST_PORTS.journeyApp + 1}`;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      await ensureBuiltWidgets();
      desk = await startDesk(100 + (TEST_PORTS.control % 100));
      engine = await starters[name](desk);
      app = await startHoldProxy(
        TEST_PORTS.journeyApp + 1,
        JOURNEY_APP_URL,
        /\/assets\/hlsjs-engine-[^/]+\.js$/,
      );
    });
    test.afterAll(async () => {
      await app?.close();
      await engine?.stop();
      await desk?.stop();
    });
    test.beforeEach(async () => {
      tab = await engine.open();
    });
    test.afterEach(async () => {
      await tab.close();
    });

    test('host app: live radio on the station page plays on, also when pressed before hls.js has arrived', async () => {
      test.setTimeout(PRESSES * 45_000);
      const heard: string[] = [];
      for (let i = 0; i < PRESSES; i++) {
        const early = i % 2 === 0;
        if (early) app.hold();
        await tab.goto(`${appUrl}/station/702`);
        await press(tab, 'button', 'Play 702 live');
        if (early) {
          // The early start plays its own two segments while hls.js is held; then hls.js arrives and goes on.
          await expect
            .poll(async () => (await tab.run(mediaClock)).time, { timeout: 20_000 })
            .toBeGreaterThan(0);
          app.release();
        }
        const { from, to } = await expectHeard(tab, 9, 12_000);
        heard.push(`${early ? 'early' : 'late'} ${from.toFixed(1)}→${to.toFixed(1)}`);
      }
      console.log(`[engines] ${name} live presses: ${heard.join(', ')}`);
      expect(heard).toHaveLength(PRESSES);
    });

    test('host app: an episode plays, seeks and skips 15 s either way', async () => {
      await tab.goto(`${appUrl}/podcasts/the-money-hour-podcast`);
      let title = '';
      await expect
        .poll(
          async () =>
            (title = await tab.run(
              () =>
                [...document.querySelectorAll<HTMLElement>('.podcast-episodes li')]
                  .find((li) => !li.innerText.includes('Audiostar+'))
                  ?.querySelector<HTMLElement>('.podcast-episodes__title')
                  ?.innerText.trim() ?? '',
            )),
        )
        .not.toBe('');
      await press(tab, 'button', `Play ${title}`);
      await expectHeard(tab, 2, 10_000);
      const before = (await tab.run(mediaClock)).time;
      await press(tab, 'button', 'Forward 15 seconds');
      await expect.poll(async () => (await tab.run(mediaClock)).time).toBeGreaterThan(before + 14);
      const ahead = (await tab.run(mediaClock)).time;
      await press(tab, 'button', 'Back 15 seconds');
      await expect.poll(async () => (await tab.run(mediaClock)).time).toBeLessThan(ahead - 10);
      await tab.press(findShown, ['[role="slider"], input[type="range"]', 'Seek'], 'PageUp');
      await expect.poll(async () => (await tab.run(mediaClock)).time).toBeGreaterThan(ahead + 20);
      await expectHeard(tab, 2, 10_000);
    });

    test('host app: the guide shows the show on air', async () => {
      await tab.goto(`${appUrl}/station/702`);
      await expect
        .poll(() => tab.run(shownText, '[aria-current="true"]').then((t) => t.join(' ').length))
        .toBeGreaterThan(0);
    });

    test('partner page: live player, guide and episode list', async () => {
      await tab.goto(`${DEMO_URL}/station.html`);
      await expect
        .poll(() => tab.run(shownText, '[aria-current="true"]').then((t) => t.length))
        .toBeGreaterThan(0);
      await press(tab, 'button', 'Play 947 live');
      await expectHeard(tab, 9, 12_000);
      await tab.goto(`${DEMO_URL}/podcast.html`);
      await expect
        .poll(() => tab.run(shownText, '[part="episode"]').then((t) => t.length))
        .toBeGreaterThan(0);
    });

    test('partner page under a strict CSP without blob: in media-src', async () => {
      await tab.goto(`${DEMO_URL}/strict-csp.html`);
      await tab.run(countPartnerErrors);
      await expect.poll(() => tab.run(shownText, '[part="episode"]').then((t) => t.length)).toBe(3);
      await press(tab, 'button', 'Play CapeTalk live');
      if (name === 'firefox') {
        // Firefox does not hold a MediaSource's blob: URL to media-src, so the stream plays (docs/widgets.md).
        await expectHeard(tab, 3, 10_000);
        expect(await tab.run(partnerErrors)).toEqual([]);
      } else {
        await expect
          .poll(() => tab.run(partnerErrors), { timeout: 20_000 })
          .toEqual([expect.objectContaining({ code: 'playback-failed' })]);
        await expect.poll(() => tab.run(shownText, '[role="alert"]')).toContain(ERROR_TEXT);
        expect((await tab.run(mediaClock)).paused).toBe(true);
      }
    });
  });
}
