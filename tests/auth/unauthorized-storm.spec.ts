/**
 * 401 storms (docs/design.md, "Sign-in failures"; docs/product.md, "Sign-in", "Errors and messages"): 20 concurrent user operations refused with
 * AUTH_NOT_AUTHORIZED make one token request and are each retried once; when the refresh token is gone too, one
 * refused refresh, the user is removed and the registration wall opens once, with no loop. Real provider, real
 * platform. The stored access token is swapped for one the provider does not know while its expiry still looks
 * valid (revoking it at the provider would revoke the refresh token as well, see spoilStoredAccessToken); for the
 * second case both are revoked at the provider.
 */
import { expect, test } from '@playwright/test';
import {
  countRefreshes,
  revokeStoredToken,
  sessionOf,
  signInThroughApp,
  storedUser,
  USER_KEY,
} from './auth.helpers';
import { countWallOpenings, fireUserCalls, spoilStoredAccessToken, watchGraphql } from './api-calls.helpers';
import { networkQuiet } from '../support/quiet';

const CALLS = 20;

test('20 refused calls: one renewal, each call retried once, still signed in', async ({ page, context }) => {
  await signInThroughApp(page, 'listener@example.com');
  const wallOpenings = await countWallOpenings(page);
  const refused = await spoilStoredAccessToken(page, USER_KEY);
  const refreshes = countRefreshes(context);
  const graphql = watchGraphql(context);

  const outcomes = await fireUserCalls(page, CALLS, 'storm');

  expect(outcomes.filter((o) => !o.ok)).toEqual([]);
  expect(refreshes).toEqual({ refreshes: 1, refused: 0 });
  const mine = graphql.filter((c) => c.id?.startsWith('storm-'));
  for (const outcome of outcomes) {
    const sent = mine.filter((c) => c.id === outcome.id);
    // Once with the revoked token (refused), once more with the renewed one.
    expect(sent.map((c) => c.token === refused)).toEqual([true, false]);
    await expect.poll(() => sent.map((c) => c.refused)).toEqual([true, false]);
  }
  expect(mine).toHaveLength(CALLS * 2);
  const after = await storedUser(page);
  expect(after?.access_token).toBeTruthy();
  expect(after?.access_token).not.toBe(refused);
  expect((await sessionOf(page))?.status).toBe('signed-in');
  expect(await wallOpenings()).toBe(0);
});

test('20 refused calls with the refresh token revoked too: one refused refresh, the wall opens once', async ({
  page,
  context,
  request,
}) => {
  await signInThroughApp(page, 'listener@example.com');
  const wallOpenings = await countWallOpenings(page);
  // Revoking at the provider ends the whole grant: the access token and the refresh token.
  await revokeStoredToken(page, request, 'refresh_token');
  const refreshes = countRefreshes(context);
  const graphql = watchGraphql(context);

  const outcomes = await fireUserCalls(page, CALLS, 'gone');

  expect(outcomes.filter((o) => o.ok)).toEqual([]);
  expect(outcomes.every((o) => o.detail.includes('Sign in to use this operation'))).toBe(true);
  await expect.poll(() => sessionOf(page).then((s) => s?.status)).toBe('anonymous');
  expect(await storedUser(page)).toBeNull();
  expect(await wallOpenings()).toBe(1);
  // No loop: nothing more happens afterwards.
  await networkQuiet(page);
  expect(refreshes).toEqual({ refreshes: 1, refused: 1 });
  expect(graphql.filter((c) => c.id?.startsWith('gone-'))).toHaveLength(CALLS); // none retried
  expect(await wallOpenings()).toBe(1);
});
