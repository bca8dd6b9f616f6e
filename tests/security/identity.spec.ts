/**
 * Identity attacks against the real platform: password guessing, two refreshes at once, a trial restarted by
 * deleting and re-creating the account, and deleting an account from a borrowed session. Each test is an attack
 * that succeeded before the identity provider was hardened (docs/decisions.md, identity).
 */
import { expect, test, type Page } from '@playwright/test';
import { graphql } from '../support/graphql';
import {
  authorize,
  authorizeRequest,
  exchangeCode,
  fillSignIn,
  nextAppNavigation,
  refresh,
  signInForTokens,
  uniqueEmail,
  userinfo,
  type TokenSet,
} from '../platform/identity.helpers';

async function signUp(page: Page, email: string, password: string) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Trial Seeker');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signUpForTokens(page: Page, request: Parameters<typeof exchangeCode>[0], email: string) {
  const { code, verifier } = await authorize(page, (p) => signUp(p, email, 'trial-pass-1'));
  const response = await exchangeCode(request, code, verifier);
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenSet;
}

async function deleteAccount(page: Page, email: string, password: string) {
  const request = authorizeRequest({ kc_action: 'delete_account' });
  const back = nextAppNavigation(page, '/auth/callback');
  await page.goto(request.url);
  await fillSignIn(page, email, password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  expect((await back).searchParams.get('error_description')).toBe('account_deleted');
}

const SUBSCRIPTION = '{ getSubscription { premium trialAvailable } }';
const START_TRIAL = 'mutation { startAudiostarTrial { premium trialAvailable } }';

test('the 11th wrong password in a minute gets 429 with Retry-After, and the page says so', async ({
  page,
}) => {
  const email = uniqueEmail('guess');
  await page.goto(authorizeRequest().url);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 11; attempt++) {
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/login'));
    await fillSignIn(page, email, `wrong-${attempt}`);
    const response = await answer;
    statuses.push(response.status());
    if (attempt === 11) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  }
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  await expect(page.getByRole('alert')).toContainText('Too many wrong passwords');
  await expect(page.getByRole('alert')).toContainText('try again');

  // Another account from the same address is not locked out.
  await page.goto(authorizeRequest().url);
  await fillSignIn(page, uniqueEmail('bystander'), 'wrong');
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
});

test('two refreshes at once keep the listener signed in with one new pair', async ({ page, request }) => {
  const tokens = await signInForTokens(page, request, 'listener@example.com');
  const [a, b] = await Promise.all([
    refresh(request, tokens.refresh_token as string),
    refresh(request, tokens.refresh_token as string),
  ]);
  expect([a.status(), b.status()]).toEqual([200, 200]);
  const [first, second] = [(await a.json()) as TokenSet, (await b.json()) as TokenSet];
  expect(second.refresh_token).toBe(first.refresh_token);
  expect(second.access_token).toBe(first.access_token);
  // The grant is alive: the new access token works and the new refresh token refreshes.
  expect((await userinfo(request, first.access_token)).status()).toBe(200);
  expect((await refresh(request, first.refresh_token as string)).status()).toBe(200);
});

test('deleting and re-creating the account with the same email does not restart the trial', async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail('trial');
  const tokens = await signUpForTokens(page, request, email);
  const started = await graphql<{ startAudiostarTrial: { premium: boolean } }>(START_TRIAL, {
    token: tokens.access_token,
  });
  expect(started.data?.startAudiostarTrial.premium).toBe(true);
  await deleteAccount(page, email, 'trial-pass-1');

  const again = await (await browser.newContext()).newPage();
  const second = await signUpForTokens(again, request, email.toUpperCase());
  const offer = await graphql<{ getSubscription: { trialAvailable: boolean } }>(SUBSCRIPTION, {
    token: second.access_token,
  });
  expect(offer.data?.getSubscription.trialAvailable).toBe(false);
  const restarted = await graphql<{ startAudiostarTrial: { premium: boolean } }>(START_TRIAL, {
    token: second.access_token,
  });
  expect(restarted.data?.startAudiostarTrial.premium).toBe(false);
  await again.context().close();
});

test('deleting the account asks for the password again, even with a live session', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('borrowed');
  const tokens = await signUpForTokens(page, request, email); // the page now holds a live session
  await page.goto(authorizeRequest({ kc_action: 'delete_account' }).url);
  await expect(page.getByText('Sign in first to delete your account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  await fillSignIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  expect((await userinfo(request, tokens.access_token)).status()).toBe(200);
});

test('the provider’s form_post page carries a strict CSP that still lets its one script submit', async ({
  page,
}) => {
  // prompt=none without a session: the provider answers login_required through the form_post page itself.
  const url = authorizeRequest({ response_mode: 'form_post', prompt: 'none' }).url;
  const callback = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/auth/callback'));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(url);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-inline');
  // The page's own script ran under that policy: the browser posted the error to the app's callback.
  expect((await callback).postData()).toContain('error=login_required');
  expect(violations).toEqual([]);
});
