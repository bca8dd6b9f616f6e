/**
 * Ad slots for free listeners (issue: empty grey "ADVERTISEMENT" boxes on Explore and Search). While an ad may
 * come the slot holds its space, unlabelled, so an arriving ad moves nothing; an ad that comes is labelled; when
 * none comes the slot collapses (smoothly, at once with reduced motion) and no labelled box is ever left empty.
 * The third-party ad script is the fake of fake-ad-network.ts, answering when the test says so.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FAKE_AD_SCRIPT, FAKE_GPT } from './fake-ad-network';
import { pageReady } from './app.helpers';

test.use({ viewport: { width: 1440, height: 900 } });

async function withFakeAds(page: Page, script: 'serve' | 'fail' = 'serve') {
  await page.route('https://ads.fake-ad-network.test/**', (route) =>
    script === 'serve' ? route.fulfill({ contentType: 'text/javascript', body: FAKE_GPT }) : route.abort(),
  );
  await page.addInitScript((url) => localStorage.setItem('primedia.ad-script-url', url), FAKE_AD_SCRIPT);
}

/** Waits until the fake ad script has displayed every slot, then answers them all (with an ad or none). */
async function answerAds(page: Page, isEmpty: boolean) {
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __renderAds?: unknown }).__renderAds !== undefined),
    )
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          ((window as unknown as { __adCalls: unknown[][] }).__adCalls ?? []).filter(
            (c) => c[0] === 'display',
          ).length,
      ),
    )
    .toBeGreaterThan(0);
  await page.evaluate(
    (empty) => (window as unknown as { __renderAds: (e: boolean) => number }).__renderAds(empty),
    isEmpty,
  );
}

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

test('Explore: the slot holds its space unlabelled while waiting; the ad arrives without moving anything', async ({
  page,
}) => {
  await withFakeAds(page);
  await page.goto('/');
  await pageReady(page, 'Explore');
  const slot = page.locator('[data-reel-type="ad"] .ad-slot').first();
  await expect(slot).toHaveAttribute('data-ad-state', 'waiting');
  await expect(slot.getByText('Advertisement')).toBeHidden();
  expect(await height(slot)).toBeGreaterThan(50);
  const after = page.locator('[data-reel-type="ad"] + *').first();
  const before = await top(after);

  await answerAds(page, false);
  await expect(slot).toHaveAttribute('data-ad-state', 'filled');
  await expect(slot.getByText('Advertisement')).toBeVisible();
  await expect(slot.getByText('Fake ad')).toBeVisible();
  expect(await top(after)).toBe(before);
});

test('Explore: no ad served, the slot collapses smoothly and shows no empty labelled box', async ({
  page,
}) => {
  await withFakeAds(page);
  await page.goto('/');
  await pageReady(page, 'Explore');
  const slot = page.locator('[data-reel-type="ad"] .ad-slot').first();
  await expect(slot).toHaveAttribute('data-ad-state', 'waiting');
  expect(
    await slot.evaluate((element) => getComputedStyle(element).transitionDuration.split(',')[0]),
  ).not.toBe('0s');

  await answerAds(page, true);
  await expect(slot).toHaveAttribute('data-ad-state', 'empty');
  await expect.poll(() => height(slot)).toBe(0);
  await expect(slot).toBeHidden();
  await expect(page.getByText('Advertisement', { exact: true }).filter({ visible: true })).toHaveCount(0);
});

test('reduced motion: an empty slot collapses at once, without a transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await withFakeAds(page);
  await page.goto('/');
  await pageReady(page, 'Explore');
  const slot = page.locator('[data-reel-type="ad"] .ad-slot').first();
  // No transition (the app's reduced-motion rule may leave a token 0.01 ms).
  const seconds = await slot.evaluate((element) =>
    Math.max(
      ...getComputedStyle(element)
        .transitionDuration.split(',')
        .map((d) => parseFloat(d)),
    ),
  );
  expect(seconds).toBeLessThan(0.001);
  await answerAds(page, true);
  await expect(slot).toHaveAttribute('data-ad-state', 'empty');
  expect(await height(slot)).toBe(0);
});

test('Search: an ad script that fails to load leaves no box behind, without waiting it out', async ({
  page,
}) => {
  await withFakeAds(page, 'fail');
  await page.goto('/search?q=the');
  await expect(page.locator('main h1').first()).toBeVisible();
  const slot = page.locator('.search-page__ad .ad-slot');
  // Told at once, well before the slot's own wait for an answer (AD_WAIT_MS) would end.
  await expect(slot).toHaveAttribute('data-ad-state', 'empty', { timeout: 4000 });
  await expect.poll(() => height(page.locator('.search-page__ad'))).toBe(0);
  await expect(page.getByText('Advertisement', { exact: true }).filter({ visible: true })).toHaveCount(0);
});

test('Search: an ad that comes is labelled and shown in the reserved space', async ({ page }) => {
  await withFakeAds(page);
  await page.goto('/search?q=the');
  const slot = page.locator('.search-page__ad .ad-slot');
  await expect(slot).toHaveAttribute('data-ad-state', 'waiting');
  const reserved = await height(slot);
  await answerAds(page, false);
  await expect(slot.getByText('Advertisement')).toBeVisible();
  await expect(slot.getByText('Fake ad')).toBeVisible();
  expect(await height(slot)).toBe(reserved);
});
