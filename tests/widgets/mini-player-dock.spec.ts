/**
 * The mini player docked at the bottom of a partner page: it follows the page's colour scheme unless its
 * `theme` says otherwise, and once playback stops or the bar is closed it takes neither space nor clicks.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';

async function playThenClose(page: Page) {
  const player = page.locator('primedia-live-player[station="947"]');
  await player.getByRole('button', { name: 'Play 947 live' }).click();
  const bar = page.locator('primedia-mini-player').getByRole('region', { name: 'Player' });
  await expect(bar).toBeVisible({ timeout: 15_000 });
  return bar;
}

const background = (page: Page) =>
  page
    .locator('primedia-mini-player')
    .getByRole('region', { name: 'Player' })
    .evaluate((node) => getComputedStyle(node).backgroundColor);

test('follows the page’s colour scheme, and the theme attribute wins', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${DEMO_URL}/two-stations.html`);
  await playThenClose(page);
  expect(await background(page)).toBe('rgb(255, 255, 255)');
  await page.evaluate(() => document.querySelector('primedia-mini-player')?.setAttribute('theme', 'dark'));
  expect(await background(page)).toBe('rgb(22, 22, 29)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.querySelector('primedia-mini-player')?.setAttribute('theme', 'light'));
  expect(await background(page)).toBe('rgb(255, 255, 255)');
  await page.evaluate(() => document.querySelector('primedia-mini-player')?.removeAttribute('theme'));
  expect(await background(page)).toBe('rgb(22, 22, 29)');
});

test('after stop and after close the docked bar takes no space and no clicks', async ({ page }) => {
  await page.goto(`${DEMO_URL}/two-stations.html`);
  const host = page.locator('primedia-mini-player');
  // What a click at the bottom edge of the window lands on: the page, not an invisible strip.
  const bottomTarget = () =>
    page.evaluate(() => {
      const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 3);
      return hit?.closest('primedia-mini-player') ? 'mini player' : (hit?.localName ?? null);
    });

  const bar = await playThenClose(page);
  expect(await bottomTarget()).toBe('mini player');
  await page
    .locator('primedia-live-player[station="947"]')
    .getByRole('button', { name: 'Stop 947 live' })
    .click();
  await expect(bar).toHaveCount(0);
  expect((await host.boundingBox())?.height ?? 0).toBe(0);
  expect(await bottomTarget()).not.toBe('mini player');

  await playThenClose(page);
  await host.getByRole('button', { name: 'Close player' }).click();
  await expect(bar).toHaveCount(0);
  expect((await host.boundingBox())?.height ?? 0).toBe(0);
  expect(await bottomTarget()).not.toBe('mini player');
});
