/**
 * My Content and Settings in Chromium against the real platform: anonymous and signed-in states are axe clean,
 * settings show the account, and a bookmark removed on /my-content/bookmarks stays removed after a reload.
 */
import { axeScan } from '../support/axe';
import { expect, test } from '@playwright/test';
import { accessToken, bookmarkTwoPodcasts, openApp, signUpThroughApp, waitForSession } from './walls.helpers';

test('anonymous: /settings offers sign-in and has no axe violations', async ({ page }) => {
  // /my-content requires sign-in: an anonymous first load shows Explore under the wall (tests/app/router.spec.ts).
  await openApp(page, '/settings', (p) => p.getByRole('heading', { name: 'Account' }));
  await waitForSession(page, 'anonymous');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join for free' })).toBeVisible();
  // Notifications are for registered listeners (docs/product.md, "Roles and Audiostar+"): the control opens the registration wall.
  await page.getByRole('button', { name: 'Choose notifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Register to Continue' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await axeScan(page).analyze()).violations).toEqual([]);
});

test('signed in: settings show the account and save a notification preference', async ({ page }) => {
  const email = await signUpThroughApp(page, 'settings');
  await page.goto('/settings');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByTestId('membership')).toHaveText('Free');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const competitions = page.getByRole('switch', { name: 'Competitions' });
  await expect(competitions).not.toBeChecked();
  await competitions.check();
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('group', { name: 'Delete your account?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep my account' })).toBeFocused();
  expect((await axeScan(page).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Keep my account' }).click();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Competitions' })).toBeChecked();
});

test('signed in: a bookmark removed on My Content stays removed after a reload', async ({ page }) => {
  await signUpThroughApp(page, 'bookmarks');
  const [kept, removed] = await bookmarkTwoPodcasts(await accessToken(page));

  await page.goto('/my-content');
  const saved = page.getByRole('list', { name: 'Saved: All' });
  await expect(saved.getByRole('link', { name: kept.title })).toBeVisible();
  await expect(saved.getByRole('link', { name: removed.title })).toBeVisible();
  expect((await axeScan(page).analyze()).violations).toEqual([]);

  await page.goto('/my-content/bookmarks');
  const bookmark = page.getByRole('button', { name: `Bookmark ${removed.title}` });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  expect((await axeScan(page).analyze()).violations).toEqual([]);
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(page.getByRole('link', { name: kept.title })).toBeVisible();
  await expect(page.getByRole('link', { name: removed.title })).toHaveCount(0);
});
