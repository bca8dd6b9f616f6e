/**
 * Pages that hide the mobile top bar (search, settings, a My Content list) have a back control in their own
 * header: it returns to the page the listener came from, or to the page above when they arrived by a link.
 */
import { expect, test } from '@playwright/test';
import { signInThroughApp } from '../auth/auth.helpers';
import { pageReady } from './app.helpers';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('search and settings lead back to where the listener was, by pointer and by keyboard', async ({
    page,
  }) => {
    await page.goto('/station/702');
    await pageReady(page, '702');
    // Pressed as soon as it shows, before the station page's app has started: a plain link to search.
    await page.locator('.top-bar').getByRole('link', { name: 'Search' }).click();
    await pageReady(page, 'Search');
    // Until the search page's own app starts, Back is a plain link to the page above (docs/product.md, "Layout").
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    const back = page.locator('main').getByRole('link', { name: 'Back' });
    await expect(back).toBeVisible();
    await expect(back).toBeInViewport();
    await back.click();
    await expect(page).toHaveURL(/\/station\/702$/);
    await pageReady(page, '702');

    // Settings opened from its address, with nothing of ours behind it: Back goes to Explore.
    await page.goto('/settings');
    await pageReady(page, 'Settings');
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    await page.locator('main').getByRole('link', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await pageReady(page, 'Explore');
  });

  test('a My Content list leads up to My Content', async ({ page }) => {
    await signInThroughApp(page, 'listener@example.com');
    await page.goto('/my-content/bookmarks');
    await pageReady(page, 'Bookmarks');
    await page.locator('main').getByRole('link', { name: 'My Content' }).click();
    await expect(page).toHaveURL(/\/my-content$/);
  });
});

test('wide screens keep the side menu and show no back control on search', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/search');
  await pageReady(page, 'Search');
  await expect(page.locator('main').getByRole('link', { name: 'Back' })).toBeHidden();
});
