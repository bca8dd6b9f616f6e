/**
 * Explore (docs/product.md, "Routes", "Home reels", "Calls to the platform" getHomeExplore) against the real content API: hero teasers with
 * the first image as a priority load, the live streams (one plays), reels of every type through cursor paging,
 * and the ALL / AUDIO / VIDEO filter.
 */
import { expect, test } from '@playwright/test';
import { pageReady, watchConsole } from './app.helpers';
import { expectMediaPlaying } from '../support/seen';

test.use({ viewport: { width: 1440, height: 900 } });

test('shows heroes, live streams and every reel type through paging', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await pageReady(page, 'Explore');

  const heroes = page.getByRole('region', { name: 'Featured' }).locator('article');
  await expect(heroes.first()).toBeVisible();
  expect(await heroes.count()).toBeGreaterThan(1);
  const heroImage = heroes.first().locator('img');
  await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
  await expect(heroImage).toHaveAttribute('loading', 'eager');
  await expect(heroImage).toHaveAttribute('src', /\.webp$/);

  const live = page.getByRole('region', { name: 'Live radio' });
  for (const name of ['702', '947', 'KFM 94.5', 'CapeTalk']) {
    await expect(live.getByRole('button', { name: `Play ${name} live` })).toBeVisible();
  }

  const reels = page.locator('[data-reel-type]');
  await expect(reels.first()).toBeVisible();
  const firstPage = await reels.count();
  expect(firstPage).toBeGreaterThan(0);
  expect(firstPage).toBeLessThanOrEqual(4);

  const more = page.getByRole('button', { name: 'Show more' });
  let pages = 1;
  while (await more.isVisible()) {
    const before = await reels.count();
    await more.click();
    await expect.poll(() => reels.count()).toBeGreaterThan(before);
    pages += 1;
    expect(pages).toBeLessThan(10);
  }
  expect(pages).toBeGreaterThan(1);
  const types = new Set(await reels.evaluateAll((els) => els.map((el) => el.getAttribute('data-reel-type'))));
  for (const type of ['competition', 'media', 'news', 'showcase', 'ad']) expect(types).toContain(type);
  // Every reel once: paging neither repeats nor skips.
  const titles = await page.locator('[data-reel-type] h2').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
  expect(errors).toEqual([]);
});

test('a live stream plays from Explore and shows in the mini player', async ({ page }) => {
  await page.goto('/');
  await pageReady(page, 'Explore');
  const live = page.getByRole('region', { name: 'Live radio' });
  await live.getByRole('button', { name: 'Play 947 live' }).click();
  await expect(live.getByRole('button', { name: 'Stop 947 live' })).toBeVisible({ timeout: 15_000 });
  await expectMediaPlaying(page);
  await expect(page.locator('.app-mini-player')).toContainText('947');
  // The mini player's height is reserved below the page so it covers nothing.
  const padding = await page
    .locator('.app-shell')
    .evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
  expect(padding).toBeGreaterThan(40);
  await live.getByRole('button', { name: 'Stop 947 live' }).click();
  await expect(live.getByRole('button', { name: 'Play 947 live' })).toBeVisible();
});

test('the media type filter asks the API for that type and starts the reels again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/graphql')) return;
    const body = request.postData() ?? decodeURIComponent(new URL(request.url()).search);
    if (body.includes('getHomeExplore')) asked.push(body);
  });
  await page.goto('/');
  await pageReady(page, 'Explore');
  await expect(page.locator('[data-reel-type]').first()).toBeVisible();
  const filter = page.getByRole('group', { name: 'Show' });
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  await filter.getByRole('button', { name: 'Video' }).click();
  await expect(filter.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => asked.some((body) => body.includes('"mediaType":"VIDEO"'))).toBe(true);
  await expect(page.locator('[data-reel-type]').first()).toBeVisible();
  const videoTitles = await page.locator('[data-reel-type] h2').allTextContents();

  await filter.getByRole('button', { name: 'Audio' }).click();
  await expect.poll(() => asked.some((body) => body.includes('"mediaType":"AUDIO"'))).toBe(true);
  await expect
    .poll(async () => (await page.locator('[data-reel-type] h2').allTextContents()).join('|'))
    .not.toBe(videoTitles.join('|'));
});
