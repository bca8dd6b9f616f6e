/**
 * Sign-up and the account actions through the app (docs/product.md, "Sign-in";
 * docs/adr/0009-oidc-provider-as-the-identity-stand-in.md): `/user/login?signup` opens the provider's sign-up page, `changePassword()` and
 * `deleteAccount()` are login redirects with `kc_action`, and a deleted account comes back as
 * `access_denied`/`account_deleted`, which the callback shows as such and signs the listener out.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../platform/identity.helpers';
import { followVerificationLink } from '../support/outbox';
// Runs on the dev server's copy of the app (project "dev"): it reaches into the app's source modules.
import { DEV_APP_URL as APP_URL } from '../support/ports';
import { AUTHORIZE_URL, openApp, PASSWORD, sessionOf, storedUser } from './auth.helpers';

/** Calls one of the auth module's exported actions inside the page (the module the app already loaded). */
function callAuthAction(page: Page, name: 'changePassword' | 'deleteAccount') {
  return page.evaluate(async (action) => {
    const auth = (await import('/src/core/auth/index.ts' as string)) as Record<string, () => Promise<void>>;
    void auth[action]?.();
  }, name);
}

async function signUp(page: Page, email: string) {
  await openApp(page);
  const authorize = page.waitForRequest((r) => r.isNavigationRequest() && r.url().startsWith(AUTHORIZE_URL));
  await page.goto('/user/login?signup');
  expect(new URL((await authorize).url()).searchParams.get('prompt')).toBe('create');
  await page.getByLabel('Name').fill('Test Listener');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await followVerificationLink(page, email);
  await expect.poll(() => sessionOf(page).then((s) => s?.user?.email)).toBe(email);
}

test('signs up, then deleting the account signs out with a clear message', async ({ page }) => {
  const email = uniqueEmail('auth-delete');
  await signUp(page, email);
  await expect(page).toHaveURL(`${APP_URL}/`);

  const authorize = page.waitForRequest((r) => r.isNavigationRequest() && r.url().startsWith(AUTHORIZE_URL));
  await callAuthAction(page, 'deleteAccount');
  expect(new URL((await authorize).url()).searchParams.get('kc_action')).toBe('delete_account');
  // A fresh sign-in first, whatever the session: deleting is the one action that asks for the password again.
  await expect(page.getByText('Sign in first to delete your account.')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Delete your account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);
  expect(new URL(page.url()).search).toBe(''); // no code, state or error left in the address bar
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('anonymous');
  expect(await storedUser(page)).toBeNull();
  expect((await axeScan(page).analyze()).violations).toEqual([]);
});

test('change password is a login redirect with kc_action=UPDATE_PASSWORD', async ({ page }) => {
  await signUp(page, uniqueEmail('auth-password'));
  const authorize = page.waitForRequest((r) => r.isNavigationRequest() && r.url().startsWith(AUTHORIZE_URL));
  await callAuthAction(page, 'changePassword');
  const url = new URL((await authorize).url());
  expect(url.searchParams.get('kc_action')).toBe('UPDATE_PASSWORD');
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  await expect(page.getByLabel(/new password/i).first()).toBeVisible();
});
