/**
 * The player rides out faults (docs/player.md, "Recovery"), on both engines: live radio through a platform that
 * is stopped for 17 s, and an episode through a 20 s loss of the network. Each shows "Reconnecting…" while it
 * waits, never an error, and plays again by itself within 10 s of the return: live at the live edge, the episode
 * where it was. With a short give-up time the player gives up and says so.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startPlatform, stopPlatform } from '../support/platform';
import { DEMO_URL } from '../support/ports';
import { countLoads, onMedia, playbackState, seekMedia } from '../support/media';

const PLATFORM_DOWN_MS = 17_000;
const NETWORK_DOWN_MS = 20_000;
const RESUME_WITHIN_MS = 10_000;
/**
 * From the platform's stop to "Reconnecting…" on live: what the engine holds plays out first (Chromium's native
 * HLS holds up to 10 s ahead of a live edge), then a stall becomes a reconnect after 8 s (docs/player.md,
 * "Recovery"): up to 18 s, and more on a busy machine. A 15 s wait failed the native runs now and then.
 */
const RECONNECTING_WITHIN_MS = 25_000;
const TARGET_DURATION_S = 2; // server/media: 2 s audio segments

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
  await startPlatform(); // never leave the platform down for the next test
});

const mediaState = playbackState;

/** Resolves once the element's clock has advanced `seconds` past where it is now. */
async function expectAdvancing(page: Page, seconds: number, timeout: number) {
  const start = (await mediaState(page)).time;
  await expect
    .poll(async () => (await mediaState(page)).time, { timeout, intervals: [250] })
    .toBeGreaterThan(start + seconds);
}

/**
 * Playback resumes within RESUME_WITHIN_MS of `backAt`: its clock moves within the budget, then keeps moving. A
 * whole second of playback inside the budget would leave the player only 9 s, and on a busy 2-core machine the
 * native episode's clock started at 9.3 s and passed its first second at 10.02 s.
 */
async function expectResumedWithin(page: Page, backAt: number) {
  // At least a moment's poll (a timeout of 0 would mean none): past the budget, the check below says so.
  await expectAdvancing(page, 0.1, Math.max(250, RESUME_WITHIN_MS - (Date.now() - backAt)));
  expect(Date.now() - backAt).toBeLessThan(RESUME_WITHIN_MS);
  await expectAdvancing(page, 1, 10_000);
}

/** Asserts every 250 ms for `ms` that `status` says "Reconnecting…" in the viewport and no error is shown. */
async function holdReconnecting(status: Locator, alerts: Locator, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await expect(status).toHaveText('Reconnecting…');
    await expect(status).toBeInViewport();
    await expect(alerts).toHaveCount(0);
    await status.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

for (const engine of ['native', 'hlsjs'] as const) {
  test(`${engine}: live radio resumes at the live edge within 10 s of the platform's return`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${DEMO_URL}/news-article.html?engine=${engine}`);
    const player = page.locator('primedia-live-player');
    await player.getByRole('button', { name: 'Play 702 live' }).click();
    await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
    await expectAdvancing(page, 1, 10_000);
    const nowPlaying = player.locator('[part="now-playing"]');
    await countLoads(page);
    const alerts = page.getByRole('alert');

    await stopPlatform();
    const downAt = Date.now();
    await expect(nowPlaying).toHaveText('Reconnecting…', { timeout: RECONNECTING_WITHIN_MS });
    await holdReconnecting(nowPlaying, alerts, PLATFORM_DOWN_MS - (Date.now() - downAt));

    await startPlatform();
    const backAt = Date.now();
    await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({
      timeout: RESUME_WITHIN_MS,
    });
    await expectResumedWithin(page, backAt);
    const { time, edge, paused, loadTimes } = await mediaState(page);
    expect(paused).toBe(false);
    // Loaded afresh since the outage began, so at the live edge, not the stale window from before it.
    expect(loadTimes.at(-1) ?? 0).toBeGreaterThan(downAt);
    // hls.js tells where the edge is (native HLS keeps no seekable range for live): within the last segments.
    if (edge !== null) expect(edge - time).toBeLessThan(4 * TARGET_DURATION_S + 1);
    // The now-playing line is back beside the playing stream: a song again, the one from before the outage
    // unless the station moved on to the next item while the platform was down.
    await expect(nowPlaying).toHaveText(/^(?!(Reconnecting|Buffering)…$)\S/, { timeout: 10_000 });
    await expect(alerts).toHaveCount(0);
  });

  test(`${engine}: an episode resumes where it was within 10 s of the network's return`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // The page's live player card loads its code after the first press and an idle moment; on a busy machine
    // that can fall inside the outage below, and its "The station could not be loaded" would then be a true
    // alert of that card, not of the episode's player. The card has its station list before the network goes.
    const cardLoaded = page.waitForResponse((r) => r.url().includes('operationName=getStationList'));
    await page.goto(`${DEMO_URL}/player-lab.html?engine=${engine}`);
    await page.getByRole('button', { name: 'Listen to On-demand clip one' }).click();
    const bar = page.getByRole('region', { name: 'Player' });
    await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
    await expectAdvancing(page, 1, 10_000);
    await (await cardLoaded).finished();
    await expect(
      page.locator('primedia-live-player').getByRole('button', { name: 'Play 702 live' }),
    ).toBeEnabled();
    const alerts = page.getByRole('alert');
    const status = bar.getByRole('status');

    // The network goes, and the listener moves on to a part not yet loaded: the episode has to wait for the
    // network. The part is fifteen minutes in, far past the minute hls.js reads ahead (READ_AHEAD_SECONDS;
    // the native engine's read-ahead is the browser's own), and the test checks that the element does not
    // hold it.
    await context.setOffline(true);
    const downAt = Date.now();
    const stalledAt = 900;
    const held = await onMedia(page, (media) => {
      const ranges = media?.buffered;
      return ranges
        ? [...Array(ranges.length).keys()].map((k) => ({ start: ranges.start(k), end: ranges.end(k) }))
        : [];
    });
    expect(held.filter(({ start, end }) => start <= stalledAt && stalledAt < end)).toEqual([]);
    await seekMedia(page, stalledAt);
    await expect(status).toHaveText('Reconnecting…', { timeout: NETWORK_DOWN_MS });
    // The player keeps showing where the listener was while the element is emptied and loaded again.
    await expect(bar.locator('.transport__time').first()).toHaveText('15:00');
    await holdReconnecting(status, alerts, NETWORK_DOWN_MS - (Date.now() - downAt));

    await context.setOffline(false);
    const backAt = Date.now();
    await expectResumedWithin(page, backAt);
    const { time, paused } = await mediaState(page);
    expect(paused).toBe(false);
    // Where it was (±2 s), never back at the start.
    expect(time).toBeGreaterThan(stalledAt - 2);
    expect(time).toBeLessThan(stalledAt + 2 + (Date.now() - backAt) / 1000);
    await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(alerts).toHaveCount(0);
  });
}

test('the player gives up after the give-up time and says so', async ({ page }) => {
  test.setTimeout(60_000);
  // A short give-up time (src/core/player/recovery/recovery.ts), so the test need not wait two minutes.
  await page.addInitScript(() => {
    (globalThis as { __primediaReconnectGiveUpMs?: number }).__primediaReconnectGiveUpMs = 4_000;
  });
  await page.goto(`${DEMO_URL}/news-article.html?engine=native`);
  const player = page.locator('primedia-live-player');
  await player.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
  await expectAdvancing(page, 1, 10_000);
  const nowPlaying = player.locator('[part="now-playing"]');

  await stopPlatform();
  await expect(nowPlaying).toHaveText('Reconnecting…', { timeout: RECONNECTING_WITHIN_MS });
  await expect(nowPlaying).toBeInViewport();
  const error = player
    .getByRole('alert')
    .filter({ hasText: 'Error while playing the media, please try again later.' });
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(error).toBeInViewport();
  await expect(player.getByRole('button', { name: 'Play 702 live' })).toBeVisible();
});
