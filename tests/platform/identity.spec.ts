/**
 * The identity provider end to end in real Chromium against the running platform: discovery, our sign-in and
 * sign-up pages, PKCE code exchange, refresh rotation, userinfo claims, revocation, RP-initiated logout, the
 * kc_action account actions, and the bad-input paths. The app's callback page is never needed: the redirect
 * to it is caught as a request and the code is exchanged with Playwright's `request` fixture.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { followVerificationLink } from '../support/outbox';
import { APP_URL, PLATFORM_URL } from '../support/ports';
import {
  authorize,
  authorizeRequest,
  decodeJwtPayload,
  exchangeCode,
  fillSignIn,
  ISSUER,
  nextAppNavigation,
  PASSWORD,
  refresh,
  signInForTokens,
  uniqueEmail,
  userinfo,
  CLIENT_ID,
  type TokenSet,
} from './identity.helpers';

async function signUp(page: Page, name: string, email: string, password: string) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await followVerificationLink(page, email);
}

test.describe('identity provider', () => {
  test('discovery document lists correct /oidc URLs', async ({ request }) => {
    const response = await request.get(`${ISSUER}/.well-known/openid-configuration`);
    expect(response.status()).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(ISSUER);
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'userinfo_endpoint',
      'revocation_endpoint',
      'end_session_endpoint',
      'jwks_uri',
    ]) {
      expect(String(doc[key]), key).toMatch(new RegExp(`^${ISSUER.replace(/[.]/g, '\\.')}/`));
    }
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    const jwks = (await (await request.get(String(doc.jwks_uri))).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys[0]).not.toHaveProperty('d'); // public parts only
  });

  test('listener signs in with PKCE, gets tokens, userinfo claims and CORS for the app', async ({
    page,
    request,
  }) => {
    const tokens = await signInForTokens(page, request, 'listener@example.com');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.expires_in).toBeLessThanOrEqual(60); // ACCESS_TOKEN_TTL of the test platform
    expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    const idToken = decodeJwtPayload(tokens.id_token);
    expect(idToken.iss).toBe(ISSUER);
    expect(idToken.aud).toBe(CLIENT_ID);
    expect(idToken.name).toBe('Thandi Listener');

    const info = await userinfo(request, tokens.access_token);
    expect(info.status()).toBe(200);
    expect(info.headers()['access-control-allow-origin']).toBe(APP_URL);
    expect(await info.json()).toMatchObject({
      email: 'listener@example.com',
      email_verified: true,
      name: 'Thandi Listener',
      given_name: 'Thandi',
      family_name: 'Listener',
      audiostar_plus: false,
      audiostar_plus_until: null,
    });
  });

  test('token endpoint answers CORS for the app origin only', async ({ request }) => {
    const preflight = await request.fetch(`${ISSUER}/token`, {
      method: 'OPTIONS',
      headers: { origin: APP_URL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBe(APP_URL);
    const foreign = await request.post(`${ISSUER}/token`, {
      headers: { origin: 'http://127.0.0.1:9' },
      form: { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: 'nope' },
    });
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('refresh rotates the refresh token; the old one, used again at once, gets the same new pair', async ({
    page,
    request,
  }) => {
    const tokens = await signInForTokens(page, request, 'listener@example.com');
    const first = await refresh(request, tokens.refresh_token as string);
    expect(first.status()).toBe(200);
    expect(first.headers()['access-control-allow-origin']).toBe(APP_URL);
    const rotated = (await first.json()) as TokenSet;
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(rotated.access_token).not.toBe(tokens.access_token);
    expect((await userinfo(request, rotated.access_token)).status()).toBe(200);

    // Within the reuse grace (a retry, a second tab): the same pair, and the grant stays alive. After the grace
    // the provider's theft rule applies (server/identity/refresh-grace.test.ts).
    const reused = await refresh(request, tokens.refresh_token as string);
    expect(reused.status()).toBe(200);
    expect(((await reused.json()) as TokenSet).refresh_token).toBe(rotated.refresh_token);
    expect((await userinfo(request, rotated.access_token)).status()).toBe(200);
  });

  test('revocation ends the access token and the refresh token', async ({ page, request }) => {
    const tokens = await signInForTokens(page, request, 'listener@example.com');
    const revokeAccess = await request.post(`${ISSUER}/token/revocation`, {
      headers: { origin: APP_URL },
      form: { client_id: CLIENT_ID, token: tokens.access_token, token_type_hint: 'access_token' },
    });
    expect(revokeAccess.status()).toBe(200);
    expect(revokeAccess.headers()['access-control-allow-origin']).toBe(APP_URL);
    expect((await userinfo(request, tokens.access_token)).status()).toBe(401);

    const revokeRefresh = await request.post(`${ISSUER}/token/revocation`, {
      form: { client_id: CLIENT_ID, token: tokens.refresh_token as string, token_type_hint: 'refresh_token' },
    });
    expect(revokeRefresh.status()).toBe(200);
    expect((await refresh(request, tokens.refresh_token as string)).status()).toBe(400);
  });

  test('end-session without an id token hint asks, and "Stay signed in" keeps the provider session', async ({
    page,
    request,
  }) => {
    await signInForTokens(page, request, 'listener@example.com');
    const end = new URL(`${ISSUER}/session/end`);
    end.searchParams.set('client_id', 'primedia-web');
    end.searchParams.set('post_logout_redirect_uri', `${APP_URL}/`);
    await page.goto(end.href);
    await expect(page.getByRole('heading', { name: 'Sign out of Primedia+?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    // Still signed in at the provider: a new authorize request goes straight back to the app with a code.
    const back = nextAppNavigation(page, '/auth/callback');
    await page.goto(authorizeRequest().url);
    expect((await back).searchParams.get('code')).toBeTruthy();
  });

  test('end-session signs out and returns to the app with the state', async ({ page, request }) => {
    const tokens = await signInForTokens(page, request, 'listener@example.com');
    const end = new URL(`${ISSUER}/session/end`);
    end.searchParams.set('id_token_hint', tokens.id_token);
    end.searchParams.set('post_logout_redirect_uri', `${APP_URL}/`);
    end.searchParams.set('state', 'bye-123');
    const back = nextAppNavigation(page, '/');
    // The app's id token: the app asked already, so the provider does not ask a second time.
    await page.goto(end.href);
    const url = await back;
    expect(url.origin + url.pathname).toBe(`${APP_URL}/`);
    expect(url.searchParams.get('state')).toBe('bye-123');

    // The provider session is gone: a new authorize request shows the sign-in page again.
    await page.goto(authorizeRequest().url);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a signed-in listener is not asked again (session) and no consent screen appears', async ({
    page,
    request,
  }) => {
    await signInForTokens(page, request, 'listener@example.com');
    const { code, verifier } = await authorize(page, async () => {});
    expect((await exchangeCode(request, code, verifier)).status()).toBe(200);
  });

  test('wrong password and unknown email give the same announced error', async ({ page }) => {
    await page.goto(authorizeRequest().url);
    await fillSignIn(page, 'listener@example.com', 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('The email or password is not correct.');
    await expect(page.getByLabel('Email address')).toHaveValue('listener@example.com');
    await fillSignIn(page, 'nobody-here@example.com', 'whatever-123');
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    await page.getByLabel('Email address').fill('');
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter your email address and password.');
  });

  test('sign-in pages are keyboard usable, styled from a file and under a strict CSP', async ({ page }) => {
    const violations: string[] = [];
    // The browser's own requests (the page's icon) report a failure only here.
    const failedLoads: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
      if (/Failed to load resource/i.test(message.text()))
        failedLoads.push(`${message.text()} ${message.location().url}`);
    });
    const response = await page.goto(authorizeRequest().url);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.locator('link[rel=stylesheet]').getAttribute('href')).toBe('/oidc/assets/identity.css');
    // The brand's icon, so the browser does not ask the provider's origin for /favicon.ico (a 404).
    expect(await page.locator('link[rel=icon]').getAttribute('href')).toBe('/oidc/assets/icon.svg');
    const icon = await page.request.get(new URL('/oidc/assets/icon.svg', page.url()).href);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 17, 21)'); // the dark surface from identity.css, so the file loaded

    const callback = nextAppNavigation(page, '/auth/callback');
    await expect(page.getByLabel('Email address')).toBeFocused();
    await page.keyboard.type('listener@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).toBe('solid'); // visible focus
    await page.keyboard.type(PASSWORD);
    expect(failedLoads).toEqual([]);
    await page.keyboard.press('Enter');
    expect((await callback).searchParams.get('code')).toBeTruthy();
    expect(violations).toEqual([]);
  });

  test('sign-in, sign-up and error states pass axe', async ({ page }) => {
    await page.goto(authorizeRequest().url);
    await fillSignIn(page, 'listener@example.com', 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible();
    expect((await axeScan(page).analyze()).violations).toEqual([]);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect((await axeScan(page).analyze()).violations).toEqual([]);
  });

  test('sign-up creates an account that can sign in; a second sign-up with that email changes nothing', async ({
    browser,
    page,
    request,
  }) => {
    const email = uniqueEmail('signup');
    const { code, verifier } = await authorize(page, (p) =>
      signUp(p, 'Lerato Mokoena', email, 'new-pass-2026'),
    );
    const tokens = (await (await exchangeCode(request, code, verifier)).json()) as TokenSet;
    expect(tokens.refresh_token).toBeTruthy();
    const claims = (await (await userinfo(request, tokens.access_token)).json()) as Record<string, unknown>;
    expect(claims).toMatchObject({
      email,
      name: 'Lerato Mokoena',
      given_name: 'Lerato',
      family_name: 'Mokoena',
      audiostar_plus: false,
    });

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    const again = await signInForTokens(other, request, email, 'new-pass-2026');
    expect(decodeJwtPayload(again.id_token).sub).toBe(claims.sub);

    const third = await (await browser.newContext()).newPage();
    await third.goto(authorizeRequest().url);
    // The same neutral answer as for a new address (tests/security/identity.spec.ts compares the two).
    await third.getByRole('link', { name: 'Create an account' }).click();
    await third.getByLabel('Name').fill('Someone Else');
    await third.getByLabel('Email address').fill(email.toUpperCase());
    await third.getByLabel('Password').fill('another-pass');
    await third.getByRole('button', { name: 'Create account' }).click();
    await expect(third.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(third.getByRole('alert')).toHaveCount(0);
    // The owner's password still works; the attempt's does not.
    const owner = await signInForTokens(
      await (await browser.newContext()).newPage(),
      request,
      email,
      'new-pass-2026',
    );
    expect(decodeJwtPayload(owner.id_token).sub).toBe(claims.sub);
    await fresh.close();
  });

  test('sign-up validates its fields', async ({ page }) => {
    await page.goto(authorizeRequest({ prompt: 'create' }).url);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Name').fill('Short Password');
    await page.getByLabel('Email address').fill(uniqueEmail('short'));
    await page.getByLabel('Password').fill('seven77');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a password of at least 8 characters.');
    await expect(page.getByLabel('Name')).toHaveValue('Short Password');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Password').fill('long-enough-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter an email address like name@example.com.');
  });

  test('the premium account carries the Audiostar+ claims', async ({ page, request }) => {
    const tokens = await signInForTokens(page, request, 'premium@example.com');
    const claims = (await (await userinfo(request, tokens.access_token)).json()) as Record<string, unknown>;
    expect(claims.name).toBe('Sipho Premium');
    expect(claims.audiostar_plus).toBe(true);
    expect(claims.audiostar_plus_until).toBeGreaterThan(Date.now() / 1000 + 365 * 24 * 3600);
    expect(decodeJwtPayload(tokens.id_token).audiostar_plus).toBe(true);
  });

  test('kc_action=UPDATE_PASSWORD changes the password and completes the sign-in', async ({
    browser,
    page,
    request,
  }) => {
    const email = uniqueEmail('change');
    await authorize(page, (p) => signUp(p, 'Pat Changer', email, 'first-pass-1'));

    // Already signed in: the change-password page comes straight away.
    const { code, verifier } = await authorize(
      page,
      async (p) => {
        await expect(p.getByRole('heading', { name: 'Change your password' })).toBeVisible();
        await p.getByLabel('Current password').fill('wrong-pass-1');
        await p.getByLabel('New password').fill('second-pass-2');
        await p.getByRole('button', { name: 'Change password' }).click();
        await expect(p.getByRole('alert')).toHaveText('Your current password is not correct.');
        await p.getByLabel('Current password').fill('first-pass-1');
        await p.getByLabel('New password').fill('second-pass-2');
        await p.getByRole('button', { name: 'Change password' }).click();
      },
      { kc_action: 'UPDATE_PASSWORD' },
    );
    expect((await exchangeCode(request, code, verifier)).status()).toBe(200);

    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto(authorizeRequest().url);
    await fillSignIn(fresh, email, 'first-pass-1');
    await expect(fresh.getByRole('alert')).toHaveText('The email or password is not correct.');
    await fresh.context().close();
    const other = await (await browser.newContext()).newPage();
    await signInForTokens(other, request, email, 'second-pass-2');
    await other.context().close();
  });

  test('kc_action=UPDATE_PASSWORD signs in first when there is no session; Cancel returns normally', async ({
    page,
    request,
  }) => {
    const { code, verifier } = await authorize(
      page,
      async (p) => {
        await expect(p.getByText('Sign in first, then choose your new password.')).toBeVisible();
        await fillSignIn(p, 'listener@example.com', PASSWORD);
        await expect(p.getByRole('heading', { name: 'Change your password' })).toBeVisible();
        await p.getByRole('button', { name: 'Cancel' }).click();
      },
      { kc_action: 'UPDATE_PASSWORD' },
    );
    expect((await exchangeCode(request, code, verifier)).status()).toBe(200);
  });

  test('kc_action=delete_account deletes the account and reports account_deleted', async ({
    browser,
    page,
    request,
  }) => {
    const email = uniqueEmail('delete');
    const { code, verifier } = await authorize(page, (p) => signUp(p, 'Gone Soon', email, 'delete-me-1'));
    const tokens = (await (await exchangeCode(request, code, verifier)).json()) as TokenSet;

    // Cancel first: the flow completes normally and nothing is deleted. Deleting asks for the password again.
    await authorize(
      page,
      async (p) => {
        await fillSignIn(p, email, 'delete-me-1');
        await p.getByRole('button', { name: 'Cancel' }).click();
      },
      { kc_action: 'delete_account' },
    );
    expect((await userinfo(request, tokens.access_token)).status()).toBe(200);

    const doomed = authorizeRequest({ kc_action: 'delete_account' });
    const back = nextAppNavigation(page, '/auth/callback');
    await page.goto(doomed.url);
    await fillSignIn(page, email, 'delete-me-1');
    await expect(page.getByRole('heading', { name: 'Delete your account?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const url = await back;
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('error_description')).toBe('account_deleted');
    expect(url.searchParams.get('state')).toBe(doomed.state);
    expect(url.searchParams.get('code')).toBeNull();

    expect((await userinfo(request, tokens.access_token)).status()).toBe(401);
    expect((await refresh(request, tokens.refresh_token as string)).status()).toBe(400);
    const fresh = await (await browser.newContext()).newPage();
    await fresh.goto(authorizeRequest().url);
    await fillSignIn(fresh, email, 'delete-me-1');
    await expect(fresh.getByRole('alert')).toHaveText('The email or password is not correct.');
    await fresh.context().close();
  });

  test('bad requests get clear errors', async ({ page, request }) => {
    // Unregistered redirect_uri: an error page, never a redirect.
    const wrong = await page.goto(authorizeRequest({ redirect_uri: 'http://127.0.0.1:9/evil' }).url);
    expect(wrong?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('redirect_uri');

    // No PKCE: reported to the client on its redirect_uri.
    const noPkce = new URL(authorizeRequest().url);
    noPkce.searchParams.delete('code_challenge');
    noPkce.searchParams.delete('code_challenge_method');
    const back = nextAppNavigation(page, '/auth/callback');
    await page.goto(noPkce.href).catch(() => undefined);
    expect((await back).searchParams.get('error')).toBe('invalid_request');

    // plain PKCE is refused.
    const plain = new URL(authorizeRequest().url);
    plain.searchParams.set('code_challenge_method', 'plain');
    const back2 = nextAppNavigation(page, '/auth/callback');
    await page.goto(plain.href).catch(() => undefined);
    expect((await back2).searchParams.get('error')).toBe('invalid_request');

    // A wrong verifier cannot redeem the code.
    const { code } = await authorize(page, (p) => fillSignIn(p, 'listener@example.com', PASSWORD));
    const badVerifier = await exchangeCode(request, code, 'x'.repeat(43));
    expect(badVerifier.status()).toBe(400);
    expect(await badVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    // Garbage tokens and unknown routes answer JSON errors.
    expect((await userinfo(request, 'garbage')).status()).toBe(401);
    const unknown = await request.get(`${ISSUER}/no-such-thing`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_request' });
    const malformed = await request.get(`${ISSUER}/auth?client_id=nobody&response_type=code`);
    expect(malformed.status()).toBe(400);
    expect((await request.get(`${PLATFORM_URL}/health`)).status()).toBe(200);
  });

  test('our pages refuse oversized and foreign posts without crashing', async ({ page, request }) => {
    await page.goto(authorizeRequest().url);
    const action = await page.locator('form').getAttribute('action');
    expect(action).toMatch(/^\/oidc\/interaction\/[\w-]+\/login$/);
    const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const huge = await request.post(`${PLATFORM_URL}${action}`, {
      headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
      data: `email=a%40b.co&password=${'x'.repeat(64 * 1024)}`,
    });
    expect(huge.status()).toBe(413);
    expect(await huge.text()).toContain('too large');
    const json = await request.post(`${PLATFORM_URL}${action}`, {
      headers: { cookie: cookies, 'content-type': 'application/json' },
      data: '{"email":"a@b.co"}',
    });
    expect(json.status()).toBe(415);
    const noCookie = await request.post(`${PLATFORM_URL}${action}`, {
      form: { email: 'listener@example.com', password: PASSWORD },
    });
    expect(noCookie.status()).toBe(400);
    expect(await noCookie.text()).toContain('expired');
    // The real page still works afterwards.
    const callback = nextAppNavigation(page, '/auth/callback');
    await fillSignIn(page, 'listener@example.com', PASSWORD);
    expect((await callback).searchParams.get('code')).toBeTruthy();
  });
});
