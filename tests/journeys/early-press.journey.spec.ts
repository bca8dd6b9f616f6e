/**
 * Instant play in the app (issue 19): on a server-rendered page the live player's button is there before the
 * app's code. A press on it then is kept (app-server/start-script.ts) and carried out once the code has run:
 * one play, of the station pressed, with no second press replayed by hydration. Production build, production
 * server (project "journeys").
 */
import { expect, test } from '@playwright/test';
import { onMedia } from '../support/media';

test.use({ viewport: { width: 390, height: 844 } });

test('a press on a live player before the app has loaded plays that station once the code arrives', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loads: string[] = [];
  page.on('request', (r) => {
    if (/\/media\/live\/[^/]+\/[^/]+\.m3u8/.test(r.url())) loads.push(new URL(r.url()).pathname);
  });
  await page.goto('/station/702', { waitUntil: 'commit' });
  const play = page.locator('.live-player').getByRole('button', { name: 'Play 702 live' });
  await expect(play).toBeEnabled();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
  await play.click();
  await page.waitForTimeout(300);
  expect(loads).toEqual([]); // nothing can play before the code: the press waits for it

  release();
  await expect(page.locator('.live-player').getByRole('button', { name: 'Stop 702 live' })).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(() => onMedia(page, (media) => (media && !media.paused ? media.currentTime : 0)), {
      timeout: 15_000,
    })
    .toBeGreaterThan(1);
  expect(loads.length).toBeGreaterThan(0);
  expect(loads.every((p) => p.startsWith('/media/live/702/'))).toBe(true);
  // Still playing a moment later: hydration did not replay the press as a second one (which would stop it).
  await page.waitForTimeout(1_000);
  await expect(page.locator('.live-player').getByRole('button', { name: 'Stop 702 live' })).toBeVisible();
  expect(await onMedia(page, (media) => media?.paused ?? true)).toBe(false);
});
