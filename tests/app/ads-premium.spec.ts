/**
 * Audiostar+ listeners see no ads (docs/product.md, "Roles and Audiostar+", "Calls to the platform" ad service): after a real sign-in as premium@example.com no ad slot
 * shows and the ad script is never requested, from the sign-in's callback page through a fresh load of the site; a free
 * listener signed in the same way gets the slots and a started ad service.
 *
 * The ad script is THIRD-PARTY, so it is faked as in tests/app/ads.spec.ts: a googletag stand-in that records its
 * calls, served at a made-up https origin the page is pointed at through the development-only localStorage
 * override (src/core/ads/config.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { FAKE_AD_SCRIPT, FAKE_GPT } from './fake-ad-network';
import { extraPartsSettled, pageReady } from './app.helpers';
import { sessionOf, signInThroughApp } from '../auth/auth.helpers';
// Runs on the dev server's copy of the app (project "dev"): the fake ad script is a development-build override.
import { DEV_APP_URL as APP_URL } from '../support/ports';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Serves the fake ad script to every page of the test. Requests are counted from the sign-in callback on: before
 * it the listener is anonymous (the app's home and /user/login), and an anonymous listener does get ads.
 */
async function fakeAdNetwork(page: Page): Promise<{ requests: number; from: string[] }> {
  const seen = { requests: 0, from: [] as string[] };
  let signedIn = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(`${APP_URL}/auth/callback`)) signedIn = true;
  });
  await page.route('https://ads.fake-ad-network.test/**', (route) => {
    if (signedIn) {
      seen.requests += 1;
      seen.from.push(new URL(route.request().frame().url()).pathname);
    }
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_GPT });
  });
  await page.addInitScript((url) => localStorage.setItem('primedia.ad-script-url', url), FAKE_AD_SCRIPT);
  return seen;
}

const adCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __adCalls?: unknown[][] }).__adCalls ?? []).map((c) => c[0]));

async function openExplore(page: Page): Promise<void> {
  await page.goto('/');
  await pageReady(page, 'Explore');
  // The page's content has arrived (a content reel shows), so its ad reels have rendered too.
  await expect(page.locator('[data-reel-type]:not([data-reel-type="ad"])').first()).toBeVisible();
}

test('an Audiostar+ listener sees no ad slot and the ad service never starts', async ({ page }) => {
  const network = await fakeAdNetwork(page);
  await signInThroughApp(page, 'premium@example.com');
  expect((await sessionOf(page))?.user?.audiostarPlus).toBe(true);
  await openExplore(page);
  expect((await sessionOf(page))?.user?.audiostarPlus).toBe(true);
  await extraPartsSettled(page, 'loaded');
  await expect(page.locator('.ad-slot')).toHaveCount(0);
  expect(network.from).toEqual([]);
  expect(await adCalls(page)).toEqual([]);
});

test('a free listener signed in the same way gets the ad slots and a started ad service', async ({
  page,
}) => {
  const network = await fakeAdNetwork(page);
  await signInThroughApp(page, 'listener@example.com');
  expect((await sessionOf(page))?.user?.audiostarPlus).toBe(false);
  await openExplore(page);
  await expect(page.locator('.ad-slot').first()).toBeVisible();
  await expect.poll(() => adCalls(page)).toEqual(expect.arrayContaining(['enableServices', 'defineSlot']));
  expect(network.requests).toBeGreaterThan(0);
});
