/**
 * Ads (docs/product.md, "Shared state" ad slot store, docs/product.md, "Calls to the platform" ad service): with no ad script configured nothing third-party is requested;
 * with one, the ad service is configured with initial load disabled, single request mode and services enabled,
 * and each slot on the page is defined and displayed.
 *
 * The ad script is THIRD-PARTY, so it is faked here: the test serves a small googletag stand-in that records
 * the calls it receives, at a made-up https origin the page is pointed at through the development-only
 * localStorage override (src/core/ads/config.ts). Audiostar+ listeners seeing no ads, after a real sign-in, is
 * tests/app/ads-premium.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { FAKE_AD_SCRIPT, FAKE_GPT } from './fake-ad-network';
import { extraPartsSettled, pageReady, readStore } from './app.helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('no ad script configured: no third-party request, and the slots take no space', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (!/^https?:$/.test(protocol)) return; // blob: and data: URLs are made by the page itself
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') foreign.push(request.url());
  });
  await page.goto('/');
  await pageReady(page, 'Explore');
  // No ad can come: the slot is there for the ad store, but shows nothing and takes no space.
  const slot = page.locator('[data-reel-type="ad"] .ad-slot').first();
  await expect(slot).toBeAttached();
  await expect(slot.getByText('Advertisement')).toBeHidden();
  expect((await slot.boundingBox())?.height ?? 0).toBe(0);
  await expect
    .poll(() => readStore<{ adSlotCount: number }>(page, 'ad-slots').then((s) => s?.adSlotCount ?? 0))
    .toBeGreaterThan(0);
  await extraPartsSettled(page, 'loaded');
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => 'googletag' in window)).toBe(false);
});

test('a configured ad script gets the three settings and the page slots', async ({ page }) => {
  await page.route('https://ads.fake-ad-network.test/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GPT }),
  );
  await page.addInitScript((url) => localStorage.setItem('primedia.ad-script-url', url), FAKE_AD_SCRIPT);
  await page.goto('/');
  await pageReady(page, 'Explore');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __adCalls?: unknown[][] }).__adCalls ?? []), {
      timeout: 10_000,
    })
    .toEqual(
      expect.arrayContaining([
        ['disableInitialLoad'],
        ['enableSingleRequest'],
        ['enableServices'],
        expect.arrayContaining(['defineSlot', '/primedia-plus/web/ad-home-leaderboard-1']),
      ]),
    );
  const calls = await page.evaluate(() => (window as unknown as { __adCalls: unknown[][] }).__adCalls);
  const names = calls.map((c) => c[0]);
  // Configured before any slot is defined, and every slot displayed once.
  expect(names.indexOf('enableServices')).toBeLessThan(names.indexOf('defineSlot'));
  const defined = calls.filter((c) => c[0] === 'defineSlot').map((c) => c[3]);
  const displayed = calls.filter((c) => c[0] === 'display').map((c) => c[1]);
  expect(displayed).toEqual(defined);
});
