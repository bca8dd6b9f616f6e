/**
 * Helpers for the identity provider's browser tests: a PKCE authorize URL built the way oidc-client-ts builds
 * it, driving our sign-in pages, catching the redirect to the app's callback (without needing that page to
 * load), and the token endpoint calls. Everything talks to the real platform started by Playwright.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { APP_URL, PLATFORM_URL } from '../support/ports';

export const ISSUER = `${PLATFORM_URL}/oidc`;
export const CLIENT_ID = 'primedia-web';
const REDIRECT_URI = `${APP_URL}/auth/callback`;
const SCOPE = 'openid profile email offline_access';
export const PASSWORD = 'listen-2026';

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export interface AuthorizeRequest {
  url: string;
  verifier: string;
  state: string;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

export function authorizeRequest(extra: Record<string, string> = {}): AuthorizeRequest {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('hex');
  const url = new URL(`${ISSUER}/auth`);
  const params = {
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { url: url.href, verifier, state };
}

/** Resolves with the URL the browser is sent to on the app (callback or logout target), without loading it. */
export function nextAppNavigation(page: Page, pathPrefix: string): Promise<URL> {
  return page
    .waitForRequest(
      (request) => request.isNavigationRequest() && request.url().startsWith(`${APP_URL}${pathPrefix}`),
    )
    .then((request) => new URL(request.url()));
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Runs the authorize request in `page`, lets `act` drive our pages, and returns the code for this request. */
export async function authorize(
  page: Page,
  act: (page: Page) => Promise<void>,
  extra: Record<string, string> = {},
) {
  const request = authorizeRequest(extra);
  const callback = nextAppNavigation(page, '/auth/callback');
  await page.goto(request.url);
  await act(page);
  const url = await callback;
  expect(url.searchParams.get('state')).toBe(request.state);
  expect(url.searchParams.get('error')).toBeNull();
  const code = url.searchParams.get('code');
  expect(code).toBeTruthy();
  return { code: code as string, verifier: request.verifier };
}

export async function exchangeCode(request: APIRequestContext, code: string, verifier: string) {
  return request.post(`${ISSUER}/token`, {
    headers: { origin: APP_URL },
    form: {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT_URI,
    },
  });
}

export async function signInForTokens(
  page: Page,
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
) {
  const { code, verifier } = await authorize(page, (p) => fillSignIn(p, email, password));
  const response = await exchangeCode(request, code, verifier);
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenSet;
}

/** An access token for a seeded account, signed in from a fresh browser context (no provider session). */
export async function tokenFor(browser: Browser, request: APIRequestContext, email: string): Promise<string> {
  const context = await browser.newContext();
  try {
    return (await signInForTokens(await context.newPage(), request, email)).access_token;
  } finally {
    await context.close();
  }
}

export function refresh(request: APIRequestContext, refreshToken: string) {
  return request.post(`${ISSUER}/token`, {
    headers: { origin: APP_URL },
    form: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken },
  });
}

export function userinfo(request: APIRequestContext, accessToken: string) {
  return request.get(`${ISSUER}/me`, {
    headers: { authorization: `Bearer ${accessToken}`, origin: APP_URL },
  });
}

export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
