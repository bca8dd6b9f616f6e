/**
 * Persistence of the identity provider across a real platform restart: refresh tokens, sessions and signing
 * keys live in the data folder, so a listener stays signed in when the platform process is replaced.
 */
import { expect, test } from '@playwright/test';
import { restartPlatform } from '../support/platform';
import {
  authorize,
  decodeJwtPayload,
  exchangeCode,
  refresh,
  signInForTokens,
  userinfo,
  ISSUER,
  type TokenSet,
} from './identity.helpers';

test('a refresh token and the browser session issued before a restart still work after it', async ({
  page,
  request,
}) => {
  const tokens = await signInForTokens(page, request, 'listener@example.com');
  const keysBefore = await (await request.get(`${ISSUER}/jwks`)).json();

  await restartPlatform();

  expect(await (await request.get(`${ISSUER}/jwks`)).json()).toEqual(keysBefore);
  const refreshed = await refresh(request, tokens.refresh_token as string);
  expect(refreshed.status()).toBe(200);
  const next = (await refreshed.json()) as TokenSet;
  expect(decodeJwtPayload(next.id_token).sub).toBe(decodeJwtPayload(tokens.id_token).sub);
  expect((await userinfo(request, next.access_token)).status()).toBe(200);

  // The provider session survived too: no sign-in page this time.
  const { code, verifier } = await authorize(page, async () => {});
  expect((await exchangeCode(request, code, verifier)).status()).toBe(200);
});
