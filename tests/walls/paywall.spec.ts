/**
 * The paywall (docs/product.md, "Paywall", "Constants") for a free listener: text, focus trap, closing by button, Escape and a
 * click outside, axe, and the 7-day trial that really makes the account Audiostar+ on the local platform.
 * Each test signs up a fresh account, so the seeded accounts stay as they are.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import {
  fitsViewportWidth,
  focusInsideDialog,
  sessionOf,
  signUpThroughApp,
  tabAround,
} from './walls.helpers';

async function openFromSettings(page: Page) {
  const opener = page.getByRole('button', { name: 'Upgrade to Audiostar+' });
  await opener.click();
  const paywall = page.getByRole('dialog', { name: 'Upgrade to Audiostar+' });
  await expect(paywall).toBeVisible();
  return { opener, paywall };
}

test.beforeEach(async ({ page }) => {
  await signUpThroughApp(page, 'paywall');
  await page.goto('/settings');
  await expect(page.getByTestId('membership')).toHaveText('Free');
});

test('shows the offer, traps focus and closes by Escape, the close button and a click outside', async ({
  page,
}) => {
  const { opener, paywall } = await openFromSettings(page);
  for (const benefit of ['All Access', 'No Ads', 'Downloads', 'Cancel Anytime']) {
    await expect(paywall.getByText(benefit, { exact: true })).toBeVisible();
  }
  await expect(paywall.getByRole('button', { name: 'Try free for 7 days' })).toBeVisible();
  await expect(paywall.getByRole('button', { name: 'Restore Purchases' })).toBeVisible();
  await expect(paywall.getByText('After 7 days 100 ZAR / month', { exact: true })).toBeVisible();
  // The strip fills the screen behind the panel: six images, three times.
  await expect(page.locator('.primedia-dialog__backdrop .paywall__promo-track img')).toHaveCount(18);

  expect(await focusInsideDialog(page)).toBe(true);
  expect(await tabAround(page, 6)).toEqual(Array(6).fill(true));
  expect(await tabAround(page, 6, true)).toEqual(Array(6).fill(true));

  await page.keyboard.press('Escape');
  await expect(paywall).toBeHidden();
  await expect(opener).toBeFocused();

  await openFromSettings(page);
  await paywall.getByRole('button', { name: 'Close Audiostar+ offer' }).click();
  await expect(paywall).toBeHidden();
  await expect(opener).toBeFocused();

  await openFromSettings(page);
  await page.mouse.click(4, 4);
  await expect(paywall).toBeHidden();
});

test('fits a phone screen; the promotional strip stands still under reduced motion; no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { paywall } = await openFromSettings(page);
  const track = page.locator('.primedia-dialog__backdrop .paywall__promo-track');
  await expect(track.locator('img')).toHaveCount(18);
  expect(await fitsViewportWidth(page, paywall)).toBe(true);
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('primedia-promo-scroll');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  const axe = await axeScan(page).include('.paywall').analyze();
  expect(axe.violations).toEqual([]);
});

test('restore finds nothing for a free account; the trial makes it Audiostar+ for 7 days', async ({
  page,
}) => {
  const { paywall } = await openFromSettings(page);
  await paywall.getByRole('button', { name: 'Restore Purchases' }).click();
  await expect(paywall.getByRole('alert')).toHaveText('No purchases were found to restore for this account.');
  expect((await sessionOf(page))?.user?.audiostarPlus).toBe(false);

  await paywall.getByRole('button', { name: 'Try free for 7 days' }).click();
  await expect(paywall.getByRole('status')).toContainText('Audiostar+ is active until');
  await expect.poll(() => sessionOf(page).then((s) => s?.user?.audiostarPlus)).toBe(true);
  const until = (await sessionOf(page))?.user?.audiostarPlusUntil ?? 0;
  const days = (until - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7.01);

  await paywall.getByRole('button', { name: 'Start listening' }).click();
  await expect(paywall).toBeHidden();
  await expect(page.getByTestId('membership')).toContainText('Audiostar+ until');
  await page.reload();
  await expect(page.getByTestId('membership')).toContainText('Audiostar+ until');
});
