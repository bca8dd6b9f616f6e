/**
 * Player rules that hold across the page and the browser: one audio at a time across tabs, Media Session
 * metadata as docs/product.md, "Stations" describes it, and recovery from a network loss during live playback (docs/design.md, "Stream failures").
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL, PLATFORM_URL } from '../support/ports';
import { allMedia, mediaTime, onMedia } from '../support/media';

const playButton = (page: Page, name: string) =>
  page.locator(`primedia-live-player button.live-player__control[aria-label="${name}"]`);

async function mediaPaused(page: Page) {
  return onMedia(page, (media) => media?.paused ?? true);
}

test('starting playback in one tab stops it in the other', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`${DEMO_URL}/news-article.html`);
  await second.goto(`${DEMO_URL}/two-stations.html`);

  await playButton(first, 'Play 702 live').click();
  await expect(playButton(first, 'Stop 702 live')).toBeVisible({ timeout: 15_000 });
  expect(await mediaPaused(first)).toBe(false);

  await playButton(second, 'Play 947 live').click();
  await expect(playButton(second, 'Stop 947 live')).toBeVisible({ timeout: 15_000 });
  await expect(playButton(first, 'Play 702 live')).toBeVisible();
  expect(await mediaPaused(first)).toBe(true);
  expect(await mediaPaused(second)).toBe(false);
});

test('Media Session shows Primedia +, the station as title and the show as artist, with 180x180 artwork', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/news-article.html`);
  // The show comes with the first now-playing message; wait for it rather than read an empty line.
  await expect(page.locator('primedia-live-player [part="show"]')).toHaveText(/\S/);
  const show = await page.locator('primedia-live-player [part="show"]').textContent();
  await playButton(page, 'Play 702 live').click();
  await expect(playButton(page, 'Stop 702 live')).toBeVisible({ timeout: 15_000 });
  // The lock screen is set from the first `playing` on (its code loads then).
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
  const metadata = await page.evaluate(() => {
    const m = navigator.mediaSession.metadata;
    return m
      ? {
          title: m.title,
          artist: m.artist,
          album: m.album,
          artwork: m.artwork.map((a) => ({ sizes: a.sizes, src: a.src })),
        }
      : null;
  });
  expect(metadata).toMatchObject({ title: '702', artist: show?.trim(), album: 'Primedia +' });
  expect(metadata?.artwork).toEqual([
    { sizes: '180x180', src: expect.stringMatching(/\/images\/.+\/1x1\/180\.webp$/) },
  ]);
  expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
});

test('live playback survives 15 s offline: one reconnecting state, no request storm, audio back within 5 s', async ({
  page,
  context,
}) => {
  const playlistRequests: number[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${PLATFORM_URL}/media/live/`)) playlistRequests.push(Date.now());
  });
  await page.goto(`${DEMO_URL}/news-article.html?engine=hlsjs`);
  await playButton(page, 'Play 702 live').click();
  await expect(playButton(page, 'Stop 702 live')).toBeVisible({ timeout: 15_000 });

  await context.setOffline(true);
  const wentDown = Date.now();
  await expect(page.locator('primedia-live-player [part="now-playing"]')).toHaveText('Reconnecting…', {
    timeout: 20_000,
  });
  // The outage this test is about lasts 15 s: the player's attempts meanwhile are what it counts.
  await expect
    .poll(() => Date.now() - wentDown, { timeout: 20_000, message: '15 s offline' })
    .toBeGreaterThanOrEqual(15_000);
  const downRequests = playlistRequests.filter((t) => t > wentDown).length;
  const downSeconds = (Date.now() - wentDown) / 1000;
  expect(downRequests / downSeconds).toBeLessThan(2);

  await context.setOffline(false);
  const cameBack = Date.now();
  // The page's one element (it exists since the first play): polled in the page, so the moment counts.
  const media = await page.evaluateHandle(allMedia);
  await page.waitForFunction(([element]) => !!element && !element.paused && element.readyState >= 3, media, {
    timeout: 10_000,
  });
  await media.dispose();
  const startTime = await mediaTime(page);
  await expect.poll(() => mediaTime(page), { timeout: 5_000 }).toBeGreaterThan(startTime + 0.5);
  expect(Date.now() - cameBack).toBeLessThan(5_000 + 2_000); // 5 s budget plus the 0.5 s of audio we wait to hear
  await expect(playButton(page, 'Stop 702 live')).toBeVisible();
  await expect(page.locator('primedia-live-player [part="now-playing"]')).not.toHaveText('Reconnecting…');
});
