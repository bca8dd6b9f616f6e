/**
 * The registration wall in the host app (docs/product.md, "Registration wall", "Rules"; docs/design.md, "Partner page failures"), for an anonymous visitor: a
 * protected action opens it, its text is the documented one, it traps focus, closes by button, Escape and a click
 * outside, gives focus back, shows two rows of covers that stand still under reduced motion, and is axe clean.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { fitsViewportWidth, focusInsideDialog, openApp, tabAround, waitForSession } from './walls.helpers';

/** /settings is public; its notification control is a protected action (docs/product.md, "Roles and Audiostar+"). */
const protectedOpener = (page: Page) => page.getByRole('button', { name: 'Choose notifications' });

async function openFromSettings(page: Page) {
  const opener = protectedOpener(page);
  await opener.click();
  const wall = page.getByRole('dialog', { name: 'Register to Continue' });
  await expect(wall).toBeVisible();
  return { opener, wall };
}

test.beforeEach(async ({ page }) => {
  await openApp(page, '/settings', protectedOpener);
  await waitForSession(page, 'anonymous');
});

test('a protected action opens the wall with the documented text and remembers where to return', async ({
  page,
}) => {
  const { wall } = await openFromSettings(page);
  await expect(wall).toHaveAttribute('aria-modal', 'true');
  const benefits: [string, string][] = [
    ['Bookmark', 'Save anything for later'],
    ['Follow', 'Always know about the latest'],
    ['Notifications', 'Always stay on top of your content'],
  ];
  for (const [title, text] of benefits) {
    await expect(wall.getByText(title, { exact: true })).toBeVisible();
    await expect(wall.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(wall.getByRole('button', { name: 'Join for free' })).toBeVisible();
  await expect(wall.getByText('Already have an account?')).toBeVisible();
  await expect(wall.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(wall.getByRole('button', { name: 'Close registration' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('redirect-url'))).toBe('/settings');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
});

test('traps focus, and closes by Escape, the close button and a click outside, returning focus', async ({
  page,
}) => {
  const { opener, wall } = await openFromSettings(page);
  expect(await focusInsideDialog(page)).toBe(true);
  expect(await tabAround(page, 6)).toEqual(Array(6).fill(true));
  expect(await tabAround(page, 6, true)).toEqual(Array(6).fill(true));

  await page.keyboard.press('Escape');
  await expect(wall).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await openFromSettings(page);
  await page.getByRole('button', { name: 'Close registration' }).click();
  await expect(wall).toBeHidden();
  await expect(opener).toBeFocused();

  await openFromSettings(page);
  await page.mouse.click(4, 4); // the overlay, outside the panel
  await expect(wall).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Join for free starts sign-up at the provider', async ({ page }) => {
  const { wall } = await openFromSettings(page);
  await wall.getByRole('button', { name: 'Join for free' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('shows two rows of covers (19, then items 20-40) that scroll, and stand still under reduced motion', async ({
  page,
}) => {
  await openFromSettings(page);
  const first = page.locator('.registration-wall__row--1');
  const second = page.locator('.registration-wall__row--2');
  await expect(first).toHaveAttribute('data-count', '19');
  expect(await fitsViewportWidth(page, page.getByRole('dialog'))).toBe(true);
  const secondCount = Number(await second.getAttribute('data-count'));
  expect(secondCount).toBeGreaterThan(0);
  expect(secondCount).toBeLessThanOrEqual(21);
  // Every cover appears once per row copy: no cover in both rows.
  const srcs = async (row: typeof first) =>
    new Set(
      await row
        .locator('ul')
        .first()
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))),
    );
  const a = await srcs(first);
  const b = await srcs(second);
  expect([...a].filter((src) => b.has(src))).toEqual([]);
  expect(await first.evaluate((el) => getComputedStyle(el).animationName)).toBe('primedia-covers-left');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await first.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  expect(await second.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test('does not trap focus when the page hides it (cookie-banner blockers)', async ({ page }) => {
  // A blocker's style, which the page's own policy does not govern: a stylesheet built in script, not an inline one.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.primedia-dialog { display: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const opener = protectedOpener(page);
  await opener.click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // The lock and the trap let go within one visibility check.
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  // Tab moves on through the page instead of being held by an invisible dialog.
  await opener.focus();
  await page.keyboard.press('Tab');
  await expect(opener).not.toBeFocused();
  expect(await focusInsideDialog(page)).toBe(false);
});

test('has no axe violations while open', async ({ page }) => {
  await openFromSettings(page);
  await expect(page.locator('.registration-wall__row--1 img').first()).toBeVisible();
  const axe = await axeScan(page).include('.registration-wall').analyze();
  expect(axe.violations).toEqual([]);
});
