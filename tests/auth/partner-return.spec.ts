/**
 * A partner's listener signs in on the main site and comes back to the partner page (docs/design.md, "Layers",
 * "Partner page failures"): /user/login?return=<partner page> through the real provider's pages. The demo origin is allow-listed
 * (scripts/start.ts sets VITE_PARTNER_ORIGINS to it); a page on any other origin continues at /partner-action,
 * which links back to it (docs/identity.md, "Partner pages"), and anything else at the app's home page.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillSignIn, PASSWORD, uniqueEmail } from '../platform/identity.helpers';
import { followVerificationLink } from '../support/outbox';
import { APP_URL, DEMO_URL } from '../support/ports';
import { AUTHORIZE_URL, openApp, sessionOf } from './auth.helpers';

const PARTNER_PAGE = `${DEMO_URL}/news-article.html?from=wall#comments`;

async function signInFrom(page: Page, returnTo: string): Promise<void> {
  // The app must be warm (its dependency pre-bundling settled) before the sign-in navigation starts.
  await openApp(page, '/');
  await page.goto(PARTNER_PAGE);
  const login = new URL('/user/login', APP_URL);
  login.searchParams.set('return', returnTo);
  await page.goto(login.href);
  await expect(page.getByLabel('Email address')).toBeVisible(); // the provider's own page
  await fillSignIn(page, 'listener@example.com', PASSWORD);
}

test('a partner page listener returns to the partner page after sign-in', async ({ page }) => {
  const callback = page.waitForRequest(
    (r) => r.isNavigationRequest() && r.url().startsWith(`${APP_URL}/auth/callback`),
  );
  await signInFrom(page, PARTNER_PAGE);
  await callback;
  await expect(page).toHaveURL(PARTNER_PAGE);
  // The main site kept the session: a later visit there is signed in.
  await openApp(page, '/');
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('signed-in');
});

test('a return to an origin that is not allow-listed stays on the main site, with a link back and why', async ({
  page,
}) => {
  await signInFrom(page, 'https://elsewhere.example/news/a');
  await expect(page).toHaveURL(
    `${APP_URL}/partner-action?page=${encodeURIComponent('https://elsewhere.example/news/a')}`,
  );
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('signed-in');
  await expect(page.getByText('elsewhere.example is not a Primedia+ partner site')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the article on elsewhere.example' })).toHaveAttribute(
    'href',
    'https://elsewhere.example/news/a',
  );
});

test('a return that is no page address continues at home', async ({ page }) => {
  await signInFrom(page, 'javascript:alert(1)');
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('signed-in');
});

test('a partner page listener who signs up (&signup=1) also returns to the partner page', async ({
  page,
}) => {
  await openApp(page, '/');
  await page.goto(PARTNER_PAGE);
  const login = new URL('/user/login', APP_URL);
  login.searchParams.set('return', PARTNER_PAGE);
  login.searchParams.set('signup', '1');
  const authorize = page.waitForRequest((r) => r.isNavigationRequest() && r.url().startsWith(AUTHORIZE_URL));
  await page.goto(login.href);
  expect(new URL((await authorize).url()).searchParams.get('prompt')).toBe('create');
  await page.getByLabel('Name').fill('Partner Listener');
  const email = uniqueEmail('glue-partner');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await followVerificationLink(page, email);
  await expect(page).toHaveURL(PARTNER_PAGE);
});
