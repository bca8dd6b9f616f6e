/**
 * Instant play (docs/widgets-loader.md, "Instant play"): a press on the embed loader's light shell plays by itself, before the element's React
 * code has arrived, and React then takes over the same playing element without restarting the audio. The live
 * player's React module is held back until the test lets it go, so the press really lands on the shell and the
 * audio really plays without React; both engines.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { STORE_REGISTRY_NAME } from '../../src/core/store-registry';
import { mediaCount, mediaTime, onMedia } from '../support/media';
import { expectMediaPlaying } from '../support/seen';
import { ensureBuiltWidgets } from '../widgets/support';
import { HLSJS_ENGINE_CODE, holdRequests } from '../support/hold';
import { networkQuiet } from '../support/quiet';

/** Counts, from before the page's first script, every load of every media element the page creates. */
const COUNT_LOADS = `
  (() => {
    const counts = { loads: 0, emptied: 0, plays: [], stops: [] };
    Object.defineProperty(window, '__shellPlay', { value: counts });
    const create = Document.prototype.createElement;
    Document.prototype.createElement = function (...args) {
      const element = create.apply(this, args);
      if (element instanceof HTMLMediaElement) {
        element.addEventListener('loadstart', () => counts.loads++);
        element.addEventListener('emptied', () => counts.emptied++);
      }
      return element;
    };
    document.addEventListener('primedia-play', (e) => counts.plays.push(e.detail));
    document.addEventListener('primedia-stop', (e) => counts.stops.push(e.detail));
  })();
`;

interface Counts {
  loads: number;
  emptied: number;
  plays: { station: string }[];
  stops: unknown[];
}
const counts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shellPlay: Counts }).__shellPlay);

for (const engine of ['native', 'hlsjs'] as const) {
  test(`${engine}: a press on the shell plays before React loads, once, and React takes over without a restart`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { release } = await holdRequests(page, /\/src\/ui\/live-player\/live-player\.tsx/);
    const streams: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/media/live/')) streams.push(new URL(r.url()).pathname);
    });
    await page.addInitScript(COUNT_LOADS);
    await page.goto(`${DEMO_URL}/news-article.html?engine=${engine}`);
    const host = page.locator('primedia-live-player');
    const shellButton = host.locator('primedia-shell').getByRole('button', { name: 'Play 702 live' });
    await expect(shellButton).toBeVisible();
    await shellButton.click();
    // A second press while it starts does nothing: the shell says it is loading.
    const loading = host.locator('primedia-shell').getByRole('button', { name: 'Loading 702 live' });
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
    await loading.click({ force: true });

    // Audio plays while React is still held back: the shell is still there, the time moves.
    await expectMediaPlaying(page, 1);
    await expect(host.locator('primedia-shell')).toHaveCount(1);
    const beforeReact = await counts(page);
    expect(beforeReact.loads).toBe(1);
    expect(beforeReact.plays).toEqual([{ station: '702', mediaId: expect.any(String), live: true }]);
    expect(streams.length).toBeGreaterThan(0);
    expect(streams.every((p) => p.startsWith('/media/live/702/'))).toBe(true);

    const timeAtRelease = await mediaTime(page);
    release();
    await expect(host.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
    await expect(host.locator('primedia-shell')).toHaveCount(0);
    // The same audio goes on: the time kept moving from where it was, and nothing was loaded again.
    await expect.poll(() => mediaTime(page), { timeout: 5_000 }).toBeGreaterThan(timeAtRelease + 1);
    const afterReact = await counts(page);
    expect(afterReact.loads).toBe(1);
    expect(afterReact.plays).toHaveLength(1);
    expect(afterReact.stops).toHaveLength(0);

    // The element's own stop ends the listening the shell started: one stop, reason "stopped".
    await host.getByRole('button', { name: 'Stop 702 live' }).click();
    await expect(host.getByRole('button', { name: 'Play 702 live' })).toBeVisible();
    await expect
      .poll(async () => (await counts(page)).stops)
      .toEqual([{ station: '702', mediaId: expect.any(String), live: true, reason: 'stopped' }]);
    expect(await onMedia(page, (media) => media?.paused ?? true)).toBe(true);
  });
}

test('a press on the shell that fails before React arrives is reported once, by the element', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await ensureBuiltWidgets(); // the strict-CSP page runs the built partner files
  // The strict-CSP page has no blob: in media-src, so hls.js cannot attach: the play fails at once. React is
  // held until well after the failure's toast has gone, so only the shell can report it.
  const { release } = await holdRequests(page, /\/built\/chunks\/live-player-[\w-]+\.js$/);
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.defineProperty(window, '__errors', { value: seen });
    document.addEventListener('primedia-error', (e) => seen.push((e as CustomEvent).detail));
  });
  await page.goto(`${DEMO_URL}/strict-csp.html?engine=hlsjs`);
  const host = page.locator('primedia-live-player[station="capetalk"]');
  await host.locator('primedia-shell').getByRole('button', { name: 'Play CapeTalk live' }).click();
  const errors = () => page.evaluate(() => (window as unknown as { __errors: unknown[] }).__errors);
  await expect
    .poll(errors, { timeout: 15_000 })
    .toEqual([
      { code: 'playback-failed', station: 'capetalk', message: expect.stringMatching(/^Error while/) },
    ]);
  // The failure's toast has gone by the time React arrives, as on a slow phone.
  await expect
    .poll(
      () =>
        page.evaluate((registryName) => {
          const registry = (
            globalThis as unknown as Record<
              symbol,
              { entries: Map<string, { store: { get(): { visible: boolean } } }> } | undefined
            >
          )[Symbol.for(registryName)];
          return registry?.entries.get('toast')?.store.get().visible ?? null;
        }, STORE_REGISTRY_NAME),
      { timeout: 10_000 },
    )
    .toBe(false);
  release();
  await expect(host.getByRole('button', { name: 'Play CapeTalk live' })).toBeEnabled({ timeout: 15_000 });
  // The card that mounts after the toast has gone still says why nothing plays, until the next press.
  await expect(host.getByRole('alert')).toHaveText(/^Error while/);
  await networkQuiet(page);
  expect(await errors()).toHaveLength(1);
});

test('native: the element takes the press’s read of the live playlist from the browser’s cache', async ({
  page,
}) => {
  // The element's own request would be a second round trip on mobile data before the first segment: the
  // platform lets a live playlist be kept for a segment's length (server/media/index.ts). Nothing is held back
  // here: routing requests turns the browser's cache off. The press prefetches the same way on the shell and on
  // the element's own control (widgets/runtime/live-shell.ts).
  await page.goto(`${DEMO_URL}/news-article.html?engine=native`);
  await page.locator('primedia-live-player').getByRole('button', { name: 'Play 702 live' }).click();
  await expectMediaPlaying(page);
  const reads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\/media\/live\/702\/(?!index\.)[^/]+\.m3u8$/.test(new URL(entry.name).pathname))
      // Nothing on the wire for a body the browser had: sizes the platform shows (Timing-Allow-Origin), so a
      // hidden size cannot pass for a cached read.
      .map((entry) => ({
        by: entry.initiatorType,
        url: entry.name,
        fromCache: entry.transferSize === 0 && entry.encodedBodySize > 0,
      })),
  );
  const pressRead = reads.find((read) => read.by === 'fetch');
  expect(pressRead, 'the press read the first rung’s playlist').toBeDefined();
  const elementRead = reads.find((read) => read.by !== 'fetch' && read.url === pressRead?.url);
  expect(elementRead, 'the element asked for the same playlist').toBeDefined();
  expect(elementRead?.fromCache, 'the element’s read came from the browser’s cache').toBe(true);
});

test('hlsjs: a press reads the live playlist once, and hls.js starts from that read', async ({ page }) => {
  // hls.js's first playlist request would be a second round trip on mobile data before the first segment.
  // React is held back so the press lands on the shell however slow the machine is.
  const { release } = await holdRequests(page, /\/src\/ui\/live-player\/live-player\.tsx/);
  await page.addInitScript(() => {
    const seen = { firstPlaying: -1 };
    Object.defineProperty(window, '__firstSound', { value: seen });
    document.addEventListener('playing', () => (seen.firstPlaying = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await page.goto(`${DEMO_URL}/news-article.html?engine=hlsjs`);
  await page
    .locator('primedia-live-player')
    .locator('primedia-shell')
    .getByRole('button', { name: 'Play 702 live' })
    .click();
  // Wait for the sound itself: a live start's clock jumps to the stream's position before any sound (hls.js
  // seeks to the live edge first), so a clock past zero is no sign of playing.
  const firstPlaying = () =>
    page.evaluate(
      () => (window as unknown as { __firstSound: { firstPlaying: number } }).__firstSound.firstPlaying,
    );
  await expect.poll(firstPlaying, { timeout: 15_000 }).toBeGreaterThan(0);
  await expectMediaPlaying(page);
  const beforeSound = await page.evaluate(() => {
    const { firstPlaying } = (window as unknown as { __firstSound: { firstPlaying: number } }).__firstSound;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\/media\/live\/702\/(?!index\.)[^/]+\.m3u8$/.test(new URL(entry.name).pathname))
      .filter((entry) => entry.startTime < firstPlaying)
      .map((entry) => ({ by: (entry as PerformanceResourceTiming).initiatorType, url: entry.name }));
  });
  // The press read the first rung's playlist itself (fetch); hls.js (XMLHttpRequest) started from that read
  // and did not ask for it again. (It may climb to another rung before the first sound: that one it asks for.)
  const pressRead = beforeSound.filter((request) => request.by === 'fetch');
  expect(pressRead).toHaveLength(1);
  expect(beforeSound.filter((request) => request.url === pressRead[0]?.url)).toHaveLength(1);
  release();
});

test('hlsjs: a press while hls.js is on its way plays the prefetched start itself, and hls.js goes on without a restart', async ({
  page,
}) => {
  // hls.js (about 100 kB) is held back: the first sound must not wait for it. React is held too, so the press
  // lands on the shell.
  const { release: releaseHlsJs } = await holdRequests(page, HLSJS_ENGINE_CODE);
  const { release: releaseReact } = await holdRequests(page, /\/src\/ui\/live-player\/live-player\.tsx/);
  await page.addInitScript(COUNT_LOADS);
  await page.goto(`${DEMO_URL}/news-article.html?engine=hlsjs`);
  await page
    .locator('primedia-live-player')
    .locator('primedia-shell')
    .getByRole('button', { name: 'Play 702 live' })
    .click();

  // It plays while hls.js is held: the clock moves by more than a second.
  await expectMediaPlaying(page, 1);
  const buffered = () =>
    onMedia(page, (media) =>
      media && media.buffered.length > 0 ? media.buffered.end(media.buffered.length - 1) : 0,
    );
  const earlyEnd = await buffered();
  expect((await counts(page)).loads).toBe(1);

  releaseHlsJs();
  // hls.js goes on with the same element and buffer: what is buffered grows past the early start's segments,
  // the clock plays through where they ended, and the element was never emptied or loaded again.
  await expect.poll(buffered, { timeout: 15_000 }).toBeGreaterThan(earlyEnd + 1);
  await expect.poll(() => mediaTime(page), { timeout: 15_000 }).toBeGreaterThan(earlyEnd + 1);
  expect(await counts(page)).toMatchObject({ loads: 1, emptied: 0 });
  releaseReact();
  await expect(
    page.locator('primedia-live-player').getByRole('button', { name: 'Stop 702 live' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  expect(await mediaCount(page)).toBe(1);
});

test('hlsjs: a stop before hls.js has arrived ends the early start, and hls.js arriving later plays nothing', async ({
  page,
}) => {
  const { release: releaseHlsJs, asked: hlsJsAsked } = await holdRequests(page, HLSJS_ENGINE_CODE);
  const elementState = () =>
    onMedia(page, (media) => ({ paused: media?.paused, src: media?.getAttribute('src') ?? null }));
  await page.addInitScript(COUNT_LOADS);
  await page.goto(`${DEMO_URL}/news-article.html?engine=hlsjs`);
  const host = page.locator('primedia-live-player');
  // The shell's control, or the element's if React came first: either press plays through the early start.
  await host.getByRole('button', { name: 'Play 702 live' }).first().click();
  await expectMediaPlaying(page, 0.5);
  await host.getByRole('button', { name: 'Stop 702 live' }).click();
  await expect(host.getByRole('button', { name: 'Play 702 live' })).toBeVisible();
  expect(await elementState()).toEqual({ paused: true, src: null });
  // hls.js has been asked for, and is held: when it arrives the listening is over.
  await expect.poll(hlsJsAsked).toBe(true);
  releaseHlsJs();
  await networkQuiet(page); // hls.js and whatever it would fetch have arrived
  expect(await elementState()).toEqual({ paused: true, src: null });
  expect((await counts(page)).loads).toBe(1);
});

test('hlsjs: an early start whose first segment never comes gives way to hls.js, which plays', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The page's own reads of segments (fetch: the press's prefetch and the early start) hang; hls.js's
  // (XMLHttpRequest) are answered. hls.js is held until the press, so the press finds it missing.
  await page.route(/\/media\/pool\/.+\.ts$/, async (route) => {
    if (route.request().resourceType() === 'fetch') return; // never answered
    await route.continue();
  });
  const { release: releaseHlsJs } = await holdRequests(page, HLSJS_ENGINE_CODE);
  await page.addInitScript(COUNT_LOADS);
  await page.goto(`${DEMO_URL}/news-article.html?engine=hlsjs`);
  const host = page.locator('primedia-live-player');
  // The shell's control, or the element's if React came first: either press plays through the early start.
  await host.getByRole('button', { name: 'Play 702 live' }).first().click();
  releaseHlsJs();
  // Within the early start's 4 s limit and hls.js's own start, the station plays.
  await expectMediaPlaying(page, 1);
  await expect(host.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a keyboard listener on the shell’s play button keeps their place when the element takes over', async ({
  page,
}) => {
  const { release, asked } = await holdRequests(page, /\/src\/ui\/live-player\/live-player\.tsx/);
  await page.goto(`${DEMO_URL}/news-article.html`);
  const host = page.locator('primedia-live-player');
  const shellButton = host.locator('primedia-shell').getByRole('button', { name: 'Play 702 live' });
  await shellButton.focus();
  await expect(shellButton).toBeFocused();
  // Its code is asked for once the page is quiet (a first interaction lets it go), and held until now.
  await page.keyboard.press('Shift');
  await expect.poll(asked, { timeout: 15_000 }).toBe(true);
  release();
  await expect(host.getByRole('button', { name: /^From the start of / })).toBeVisible({ timeout: 15_000 });
  await expect(host.locator('primedia-shell')).toHaveCount(0);
  // The element's own play button has the focus, not the top of the page.
  await expect(host.getByRole('button', { name: 'Play 702 live' })).toBeFocused();
});
