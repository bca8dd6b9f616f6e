/**
 * Helpers for the app's sign-in tests: a real sign-in through the provider's own pages, reading the page's
 * shared stores (the one registry key the product adds to a page), and editing the stored user the way time
 * would (an earlier expiry) so renewal can be observed without waiting a whole token lifetime.
 */
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { APP_URL, PLATFORM_URL } from '../support/ports';
import { fillSignIn, PASSWORD } from '../platform/identity.helpers';
import { readStore } from '../support/stores';

export const ISSUER = `${PLATFORM_URL}/oidc`;
export const USER_KEY = `oidc.user:${ISSUER}:primedia-web`;
const TOKEN_URL = `${ISSUER}/token`;
export const AUTHORIZE_URL = `${ISSUER}/auth`;
export { PASSWORD };

export interface StoredUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_at?: number;
  profile: Record<string, unknown>;
}

export { readStore };

export async function sessionOf(page: Page) {
  return readStore<{
    status: string;
    user: { sub: string; email: string | null; audiostarPlus: boolean } | null;
  }>(page, 'session');
}

export async function storedUser(page: Page): Promise<StoredUser | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), USER_KEY);
  return raw ? (JSON.parse(raw) as StoredUser) : null;
}

/**
 * Leaves the app for a page of its origin that runs no app code (a static logo), where its storage can be
 * edited with nothing running to react: an app page still starting would renew an expiry written under it, and
 * the navigation that follows would cut that renewal off halfway.
 */
export async function leaveApp(page: Page): Promise<void> {
  await page.goto('/images/logos/702.svg');
}

/** Rewrites the stored user's expiry to `secondsFromNow` (negative: already expired). */
export async function setExpiresIn(page: Page, secondsFromNow: number): Promise<void> {
  await page.evaluate(
    ({ key, seconds }) => {
      const user = JSON.parse(localStorage.getItem(key) ?? 'null') as { expires_at?: number } | null;
      if (!user) throw new Error('no stored user');
      user.expires_at = Math.floor(Date.now() / 1000) + seconds;
      localStorage.setItem(key, JSON.stringify(user));
    },
    { key: USER_KEY, seconds: secondsFromNow },
  );
}

/**
 * Opens `path` once the app actually runs. The test servers' two Vite instances (app and demo) share one
 * dependency cache, so a first load can hit "504 Outdated Optimize Dep" while the other re-optimises; a reload
 * after that settles is all the app needs.
 */
export async function openApp(page: Page, path = '/'): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.goto(path);
    try {
      await expect
        .poll(() => sessionOf(page).then((s) => s?.status ?? null), { timeout: 5_000 })
        .not.toBeNull();
      return;
    } catch (error) {
      if (attempt >= 6) throw error;
    }
  }
}

/** Signs in through /user/login and the provider's form; resolves on the page the app continues at. */
export async function signInThroughApp(page: Page, email: string, startAt = '/user/login'): Promise<URL> {
  await openApp(page, '/');
  // The app's own callback, on whichever origin this project runs the app (not the provider's partner one). A
  // navigation, not a request: once the production build's offline worker runs the page, it answers the
  // navigation itself, which the page's request events may not show.
  const callback = page.waitForEvent(
    'framenavigated',
    (frame) => frame === page.mainFrame() && new URL(frame.url()).pathname === '/auth/callback',
  );
  await page.goto(startAt);
  await expect(page.getByLabel('Email address')).toBeVisible(); // the provider's own page
  await fillSignIn(page, email, PASSWORD);
  const callbackUrl = new URL((await callback).url());
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('signed-in');
  await expect(page).not.toHaveURL(/\/auth\/callback/);
  return callbackUrl;
}

/** Counts refresh-token requests at the token endpoint, and refusals, for every page of `context`. */
export function countRefreshes(context: BrowserContext) {
  const counts = { refreshes: 0, refused: 0 };
  const isRefresh = (r: Request) =>
    r.url() === TOKEN_URL &&
    r.method() === 'POST' &&
    (r.postData() ?? '').includes('grant_type=refresh_token');
  // Counted when each ends, as the refusals are: in one run beside two busy loops a refused refresh's answer
  // was counted and its start was not.
  const ended = (r: Request) => {
    if (isRefresh(r)) counts.refreshes += 1;
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  context.on('response', (response) => {
    if (isRefresh(response.request()) && response.status() !== 200) counts.refused += 1;
  });
  return counts;
}

/** Navigations to the authorize endpoint from `page`. */
export function countAuthorizeNavigations(page: Page) {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.url().startsWith(AUTHORIZE_URL)) seen.count += 1;
  });
  return seen;
}

/**
 * Revokes the stored user's refresh or access token at the provider (RFC 7009), as the app's own sign-out or an
 * administrator would; the provider answers 200 whatever it knew of the token.
 */
export async function revokeStoredToken(
  page: Page,
  request: APIRequestContext,
  kind: 'refresh_token' | 'access_token',
): Promise<void> {
  const token = (await storedUser(page))?.[kind];
  if (!token) throw new Error(`no stored ${kind} to revoke`);
  const answer = await request.post(`${ISSUER}/token/revocation`, {
    headers: { origin: APP_URL },
    form: { client_id: 'primedia-web', token, token_type_hint: kind },
  });
  expect(answer.status()).toBe(200);
}
