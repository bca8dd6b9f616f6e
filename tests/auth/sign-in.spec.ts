/**
 * Sign-in in the host app against the real identity provider (docs/product.md, "Sign-in", "Errors and messages"; docs/design.md, "Sign-in failures"):
 * real sign-in and sign-out through the provider's own pages, return paths, renewal at start-up, revoked
 * tokens, reloading the callback, and a provider that cannot be reached (AUTH_NOT_AUTHORIZED from the content
 * API: unauthorized-storm.spec.ts). Nothing of ours is mocked; the one faked failure (discovery aborted) stands for a provider outage.
 */
import { axeScan } from '../support/axe';
import { expect, test } from '@playwright/test';
import { APP_URL } from '../support/ports';
import { expectUncovered } from '../support/seen';
import {
  countAuthorizeNavigations,
  countRefreshes,
  ISSUER,
  leaveApp,
  openApp,
  readStore,
  revokeStoredToken,
  sessionOf,
  setExpiresIn,
  signInThroughApp,
  storedUser,
  USER_KEY,
} from './auth.helpers';
import { networkQuiet } from '../support/quiet';

for (const account of [
  { email: 'listener@example.com', premium: false },
  { email: 'premium@example.com', premium: true },
]) {
  test(`${account.email} signs in and out`, async ({ page }) => {
    const callback = await signInThroughApp(page, account.email);
    expect(callback.searchParams.get('code')).toBeTruthy();
    await expect(page).toHaveURL(`${APP_URL}/`);
    const session = await sessionOf(page);
    expect(session?.user?.email).toBe(account.email);
    expect(session?.user?.audiostarPlus).toBe(account.premium);
    const stored = await storedUser(page);
    expect(stored?.profile.sub).toBe(session?.user?.sub);
    expect(stored?.refresh_token).toBeTruthy();
    // The session store carries no token.
    expect(JSON.stringify(session)).not.toContain(stored?.access_token ?? 'missing');

    // One question, in the app; the provider then ends the session without asking again.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign out of Primedia+?' })).toBeVisible();
    // "Stay signed in" is honoured: nothing changes.
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign out of Primedia+?' })).toBeHidden();
    expect((await sessionOf(page))?.status).toBe('signed-in');
    await page.getByRole('button', { name: 'Log out' }).click();
    const providerPages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) providerPages.push(frame.url());
    });
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${APP_URL}/(\\?.*)?$`));
    await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('anonymous');
    expect(await storedUser(page)).toBeNull();
    // Through the provider without a second question: no page there waited for an answer.
    await expect(page.getByRole('button', { name: 'Stay signed in' })).toHaveCount(0);
    expect(providerPages.some((u) => u.includes('/oidc/session/end'))).toBe(true);
  });
}

test('returns to the path stored under redirect-url after sign-in', async ({ page }) => {
  await openApp(page);
  await page.evaluate(() => localStorage.setItem('redirect-url', '/stations?from=wall'));
  await signInThroughApp(page, 'listener@example.com');
  await expect(page).toHaveURL(`${APP_URL}/stations?from=wall`);
  expect(await page.evaluate(() => localStorage.getItem('redirect-url'))).toBeNull();
});

test('a foreign return path is ignored (no open redirect)', async ({ page }) => {
  await openApp(page);
  await page.evaluate(() => localStorage.setItem('redirect-url', '//evil.example/steal'));
  await signInThroughApp(page, 'listener@example.com');
  await expect(page).toHaveURL(`${APP_URL}/`);
});

test('an expired access token with a working refresh token is renewed at start, without a redirect', async ({
  page,
  context,
}) => {
  await signInThroughApp(page, 'listener@example.com');
  await leaveApp(page);
  const before = await storedUser(page);
  await setExpiresIn(page, -60);
  const counts = countRefreshes(context);
  const authorize = countAuthorizeNavigations(page);
  await page.goto('/');
  // How fast the renewal is belongs to the bench; here: it happens, once, and never through a redirect.
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('signed-in');
  const after = await storedUser(page);
  expect(after?.access_token).not.toBe(before?.access_token);
  expect(after?.expires_at ?? 0).toBeGreaterThan(Date.now() / 1000);
  expect(counts).toEqual({ refreshes: 1, refused: 0 });
  expect(authorize.count).toBe(0);
});

test('an expired stored user whose refresh token was revoked is removed at start', async ({
  page,
  request,
}) => {
  await signInThroughApp(page, 'listener@example.com');
  await leaveApp(page);
  await revokeStoredToken(page, request, 'refresh_token');
  await setExpiresIn(page, -60);
  const authorize = countAuthorizeNavigations(page);
  await page.goto('/');
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('anonymous');
  expect(await storedUser(page)).toBeNull();
  expect(authorize.count).toBe(0);
});

test('garbage in the stored user is removed with a record, never a crash', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openApp(page);
  await page.evaluate((key) => localStorage.setItem(key, '{"access_token": 42, "profile": '), USER_KEY);
  await page.reload();
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('anonymous');
  expect(await page.evaluate((key) => localStorage.getItem(key), USER_KEY)).toBeNull();
  expect(errors).toEqual([]);
});

test('a revoked refresh token at renewal time removes the user and opens the registration wall', async ({
  page,
  request,
}) => {
  await signInThroughApp(page, 'listener@example.com');
  await revokeStoredToken(page, request, 'refresh_token');
  // Still valid at start, so renewal happens on the expiry notice (5 s before expiry), not at start-up. 20 s,
  // not 9: on a busy machine the reload took longer than the 4 s before the notice, and the session was gone
  // before the test could see it signed in.
  await setExpiresIn(page, 20);
  await page.reload();
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('signed-in');
  await expect
    .poll(() => readStore<{ registration: boolean }>(page, 'walls').then((w) => w?.registration), {
      timeout: 30_000,
    })
    .toBe(true);
  expect((await sessionOf(page))?.status).toBe('anonymous');
  expect(await storedUser(page)).toBeNull();
  await expect(page).toHaveURL(`${APP_URL}/`); // no redirect
});

test('reloading, revisiting or reopening the callback keeps the listener signed in', async ({
  page,
  context,
}) => {
  const callback = await signInThroughApp(page, 'listener@example.com');
  // The code and state left the address bar at once.
  await expect(page).toHaveURL(`${APP_URL}/`);
  for (const url of [callback.href, `${APP_URL}/auth/callback`]) {
    await page.goto(url);
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect((await sessionOf(page))?.status).toBe('signed-in');
  }
  const second = await context.newPage();
  await second.goto(callback.href);
  await expect(second).toHaveURL(`${APP_URL}/`);
  await expect.poll(() => sessionOf(second).then((s) => s?.status)).toBe('signed-in');
});

test('a refused sign-in shows an error with a retry link, and never loops to the provider', async ({
  page,
}) => {
  await openApp(page);
  const authorize = countAuthorizeNavigations(page);
  await page.goto('/auth/callback?error=access_denied&error_description=denied&state=unknown-state');
  await expect(page.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/user/login');
  expect(new URL(page.url()).search).toBe('');
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('anonymous');
  await networkQuiet(page); // a loop would be on its way to the provider by now
  expect(authorize.count).toBe(0);
  expect((await axeScan(page).analyze()).violations).toEqual([]);
});

test('login start failure shows the banner and a way back', async ({ page }) => {
  await openApp(page);
  // The provider is unreachable: its discovery request fails at the network level.
  await page.route(`${ISSUER}/.well-known/openid-configuration`, (route) => route.abort('connectionrefused'));
  await page.goto('/user/login');
  await expect(page.getByRole('alert')).toHaveText(/unable to login, please try again later/);
  // Read in full: on a wide screen the side menu is fixed along the left edge, and the banner starts there.
  await expectUncovered(page.getByRole('alert').getByText(/unable to login/));
  await expectUncovered(page.getByRole('alert').getByRole('button', { name: 'Dismiss' }));
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect((await axeScan(page).analyze()).violations).toEqual([]);
});

test('a second automatic sign-in start within 30 s waits for the listener', async ({ page }) => {
  await openApp(page);
  const authorize = countAuthorizeNavigations(page);
  await page.goto('/user/login');
  await expect(page.getByLabel('Email address')).toBeVisible(); // the provider's page
  await page.goto('/user/login');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(authorize.count).toBe(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
  expect(authorize.count).toBe(2);
});
