/**
 * Identity attacks against the real platform: password guessing (at sign-in and at change password), asking
 * sign-up which addresses have accounts, signing in with an address nobody confirmed, two refreshes at once, a
 * trial restarted by deleting and re-creating the account, and deleting an account from a borrowed session.
 * Each test is an attack that succeeded before the identity provider was hardened (docs/platform.md, "Identity provider").
 */
import { expect, test, type Page } from '@playwright/test';
import { graphql } from '../support/graphql';
import { followVerificationLink, mailsTo, verificationLink } from '../support/outbox';
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

/** Fills and sends the sign-up form; the provider's answer to it. */
async function submitSignUp(page: Page, email: string, password: string) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Trial Seeker');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/signup'));
  await page.getByRole('button', { name: 'Create account' }).click();
  return answer;
}

async function signUp(page: Page, email: string, password: string) {
  await submitSignUp(page, email, password);
  await followVerificationLink(page, email);
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

test('sign-up answers a new and a taken address alike; only the owner’s mailbox hears of it', async ({
  browser,
  page,
}) => {
  const fresh = uniqueEmail('neutral');
  await page.goto(authorizeRequest().url);
  const newAnswer = await submitSignUp(page, fresh, 'neutral-pass-1');
  const newPage = (await page.locator('main').innerText()).replaceAll(fresh, '<email>');

  const other = await (await browser.newContext()).newPage();
  await other.goto(authorizeRequest().url);
  const before = (await mailsTo('listener@example.com')).length;
  const takenAnswer = await submitSignUp(other, 'Listener@Example.com', 'attacker-pass-1');
  const takenPage = (await other.locator('main').innerText()).replaceAll('listener@example.com', '<email>');

  expect(takenAnswer.status()).toBe(newAnswer.status());
  expect(newAnswer.status()).toBe(200);
  expect(takenPage).toBe(newPage);
  await expect(other.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(other.getByRole('alert')).toHaveCount(0);
  const mails = await mailsTo('listener@example.com');
  expect(mails.length).toBeGreaterThan(before);
  expect(mails[0]?.subject).toMatch(/tried to create a Primedia\+ account/);
  // The attempt changed nothing: its password does not sign in, the owner's still does.
  const signIn = await (await browser.newContext()).newPage();
  await signIn.goto(authorizeRequest().url);
  await fillSignIn(signIn, 'listener@example.com', 'attacker-pass-1');
  await expect(signIn.getByRole('alert')).toHaveText('The email or password is not correct.');
  await other.context().close();
  await signIn.context().close();
});

test('an address nobody confirmed cannot sign in, and a forged link confirms nothing', async ({
  browser,
  page,
}) => {
  const email = uniqueEmail('unconfirmed');
  await page.goto(authorizeRequest().url);
  await submitSignUp(page, email, 'unconfirmed-1');
  const link = await verificationLink(email);

  const attacker = await (await browser.newContext()).newPage();
  await attacker.goto(authorizeRequest().url);
  const answer = attacker.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/login'),
  );
  await fillSignIn(attacker, email, 'unconfirmed-1');
  expect((await answer).status()).toBe(403);
  await expect(attacker.getByRole('alert')).toContainText('Confirm your email address first');

  const forged = await attacker.goto(link.replace(/token=[^&]+/, 'token=AAAAforged'));
  expect(forged?.status()).toBe(400);
  await expect(attacker.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await attacker.goto(authorizeRequest().url);
  await fillSignIn(attacker, email, 'unconfirmed-1');
  await expect(attacker.getByRole('alert')).toContainText('Confirm your email address first');
  await attacker.context().close();
});

test('wrong current passwords on the change-password form count against the same limit', async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail('change');
  await signUpForTokens(page, request, email); // the page now holds a session: the form opens directly
  await page.goto(authorizeRequest({ kc_action: 'UPDATE_PASSWORD' }).url);
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 11; attempt++) {
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/password'),
    );
    await page.getByLabel('Current password').fill(`wrong-${attempt}`);
    await page.getByLabel('New password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    const response = await answer;
    statuses.push(response.status());
    if (attempt === 11) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  }
  expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  await expect(page.getByRole('alert')).toContainText('Too many wrong passwords');
  // The sign-in form of that account is locked too: the same limit, not a second allowance.
  const other = await (await browser.newContext()).newPage();
  await other.goto(authorizeRequest().url);
  const locked = other.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/login'));
  await fillSignIn(other, email, 'trial-pass-1');
  expect((await locked).status()).toBe(429);
  await other.context().close();
});
