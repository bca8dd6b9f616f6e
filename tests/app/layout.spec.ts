/**
 * The frame (docs/product.md, "Layout"): side menu above 1200 px, top bar and overlay menu below; the overlay traps
 * focus, closes with Escape and on navigation; a station link stores 'my-station'; the top bar hides for routes
 * that say so and with ?hideMobileNavBar.
 */
import { axeScan } from '../support/axe';
import { expect, test } from '@playwright/test';
import { extraPartsSettled, pageReady } from './app.helpers';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the side menu with every entry, at most 300 px wide, and no top bar', async ({ page }) => {
    await page.goto('/');
    await pageReady(page, 'Explore');
    const menu = page.locator('.side-menu');
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.width).toBeLessThanOrEqual(300);
    await expect(page.locator('.top-bar')).toBeHidden();
    const nav = menu.getByRole('navigation', { name: 'Main menu' });
    for (const name of [
      'Explore',
      '702',
      '947',
      'KFM 94.5',
      'CapeTalk',
      'Search',
      'My Content',
      'Settings',
    ]) {
      await expect(nav.getByRole('link', { name, exact: false }).first()).toBeVisible();
    }
    await expect(nav.locator('img[src$="/images/logos/kfm.svg"]')).toBeVisible();

    await nav.getByRole('link', { name: /KFM 94\.5/ }).click();
    await expect(page).toHaveURL(/\/station\/kfm$/);
    expect(await page.evaluate(() => sessionStorage.getItem('my-station'))).toBe('kfm');
    await expect(nav.locator('[data-station="kfm"] [data-testid="selection-dot"]')).toBeVisible();
    await expect(nav.locator('[data-testid="selection-dot"]')).toHaveCount(1);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('top bar with menu toggle, home logo and search; the overlay menu traps focus and closes', async ({
    page,
  }) => {
    await page.goto('/stations');
    await pageReady(page, 'Stations');
    await expect(page.locator('.side-menu')).toBeHidden();
    const bar = page.locator('.top-bar');
    await expect(bar.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Primedia+ home' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');

    // Escape closes and gives focus back to the toggle.
    await bar.getByRole('button', { name: 'Open menu' }).click();
    const overlay = page.getByRole('dialog', { name: 'Menu' });
    await expect(overlay).toBeVisible();
    const { violations } = await axeScan(page).include('#overlay-menu').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Open menu' })).toBeFocused();

    // Focus stays inside while tabbing past the last entry.
    await bar.getByRole('button', { name: 'Open menu' }).click();
    await expect(overlay).toBeVisible();
    for (let i = 0; i < 14; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#overlay-menu'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#overlay-menu'))).toBe(true);

    // A station link navigates, stores the station and closes the overlay.
    await overlay.getByRole('link', { name: /CapeTalk/ }).click();
    await expect(page).toHaveURL(/\/station\/capetalk$/);
    await expect(overlay).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('my-station'))).toBe('capetalk');

    // Back is a route change too: open the menu, go back, it is closed.
    await bar.getByRole('button', { name: 'Open menu' }).click();
    await expect(overlay).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/stations$/);
    await expect(overlay).toBeHidden();
  });

  test('the top bar hides on /search and with the hideMobileNavBar flag', async ({ page }) => {
    await page.goto('/search');
    await pageReady(page, 'Search');
    await expect(page.locator('.top-bar')).toHaveCount(0);
    await page.goto('/stations?hideMobileNavBar');
    await pageReady(page, 'Stations');
    await expect(page.locator('.top-bar')).toHaveCount(0);
    await page.goto('/stations');
    await pageReady(page, 'Stations');
    await expect(page.locator('.top-bar')).toBeVisible();
  });

  test('the extra script parts are not fetched with hideMobileNavBar', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/stations?hideMobileNavBar');
    await pageReady(page, 'Stations');
    await extraPartsSettled(page, 'skipped');
    expect(fetched.filter((p) => /overlay-menu|core\/ads\/service/.test(p))).toEqual([]);

    await page.goto('/stations');
    await pageReady(page, 'Stations');
    await expect.poll(() => fetched.filter((p) => /overlay-menu/.test(p)).length, { timeout: 8000 }).toBe(1);
    await expect.poll(() => fetched.filter((p) => /core\/ads\/service/.test(p)).length).toBe(1);
  });
});
