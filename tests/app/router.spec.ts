/**
 * The router (docs/product.md, "Routes", "Rules"): requiresAuth cancels the navigation and opens the registration wall for an
 * anonymous listener (links and back/forward; a first load lands on Explore under the wall), more than 10 chained
 * redirects abort with the something-went-wrong screen, focus moves to the new page's heading with the title
 * announced, and Back restores the scroll position.
 *
 * The tests read `$walls` from the page's store registry and, where the wall opening is the point, also expect the
 * visible dialog a listener meets.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageReady, readStore } from './app.helpers';

interface Walls {
  registration: boolean;
  paywall: boolean;
}

const wallDialog = (page: Page) => page.getByRole('dialog', { name: 'Register to Continue' });

test.use({ viewport: { width: 1440, height: 900 } });

test('an anonymous listener clicking My Content stays where they are and gets the registration wall', async ({
  page,
}) => {
  await page.goto('/stations');
  await pageReady(page, 'Stations');
  await page.locator('.side-menu').getByRole('link', { name: 'My Content' }).click();
  await expect.poll(() => readStore<Walls>(page, 'walls')).toEqual({ registration: true, paywall: false });
  await expect(wallDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/stations$/);
  await expect(page.locator('main h1')).toHaveText('Stations');
  expect(await page.evaluate(() => localStorage.getItem('redirect-url'))).toBe('/my-content');
  expect(await page.evaluate(() => history.length)).toBe(2); // about:blank + /stations: nothing pushed
});

test('back/forward onto a protected entry is undone', async ({ page }) => {
  await page.goto('/stations');
  await pageReady(page, 'Stations');
  // An entry for /my-content pushed by hand, as if the listener had been signed in earlier in this tab.
  await page.evaluate(() => {
    history.pushState({ idx: 1 }, '', '/my-content');
    history.pushState({ idx: 2 }, '', '/search');
    dispatchEvent(new PopStateEvent('popstate', { state: { idx: 2 } }));
  });
  await pageReady(page, 'Search');
  await page.goBack();
  await expect.poll(() => readStore<Walls>(page, 'walls')).toMatchObject({ registration: true });
  await expect(wallDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('main h1')).toHaveText('Search');
});

test('a first load of a protected URL shows Explore under the open wall', async ({ page }) => {
  await page.goto('/my-content/bookmark');
  await pageReady(page, 'Explore');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect.poll(() => readStore<Walls>(page, 'walls')).toMatchObject({ registration: true });
  await expect(wallDialog(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('redirect-url'))).toBe('/my-content/bookmark');
});

test('ten chained redirects arrive; the eleventh aborts with the something-went-wrong screen', async ({
  page,
}) => {
  await page.goto('/ui?redirect-chain=10');
  await expect(page).toHaveURL(/\/ui\?redirect-chain=0$/);
  await pageReady(page, 'Component showcase');

  await page.goto('/ui?redirect-chain=11');
  await expect(page).toHaveURL(/\/error\/something-went-wrong/);
  await pageReady(page, 'Something went wrong');

  await page.goto('/ui?redirect-loop=0');
  await expect(page).toHaveURL(/\/error\/something-went-wrong/);
  await pageReady(page, 'Something went wrong');
  await page.getByRole('link', { name: 'Go to Explore' }).click();
  await pageReady(page, 'Explore');
});

test('navigation moves focus to the heading, sets and announces the title, and Back restores scroll', async ({
  page,
}) => {
  await page.goto('/');
  await pageReady(page, 'Explore');
  await expect(page.locator('[data-reel-type]').first()).toBeVisible();
  await page.evaluate(() => scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(800);

  await page.locator('.side-menu').getByRole('link', { name: 'Search' }).click();
  await pageReady(page, 'Search');
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page).toHaveTitle('Search | Primedia+');
  await expect(page.getByTestId('route-announcer')).toHaveText('Search');
  expect(await page.evaluate(() => scrollY)).toBe(0);

  await page.goBack();
  await pageReady(page, 'Explore');
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBeGreaterThan(800);
  await expect(page).toHaveTitle('Explore | Primedia+');
});

test('the error screens offer a way back', async ({ page }) => {
  await page.goto('/error/connection-error?from=%2Fstations');
  await pageReady(page, 'Connection error');
  await page.getByRole('button', { name: 'Retry' }).click();
  await pageReady(page, 'Stations');

  await page.goto('/error/empty-error');
  await pageReady(page, 'Nothing to show here');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Explore' }).click();
  await pageReady(page, 'Explore');
});

test('a foreign from parameter is not offered as Retry', async ({ page }) => {
  await page.goto('/error/something-went-wrong?from=https%3A%2F%2Fevil.example%2F');
  await pageReady(page, 'Something went wrong');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
