/**
 * Audiostar+ end dates after 2038 (the seeded premium account's runs to 31 December 2099): GraphQL's Int is
 * 32-bit, so unix seconds made getSubscription and restorePurchases answer INTERNAL_SERVER_ERROR for that
 * account. Through the app's own operation documents, signed in for real, both answer the date as an ISO-8601
 * DateTime.
 */
import { expect, test } from '@playwright/test';
import { loadOperations } from '../platform/graphql.helpers';
import { signInForTokens } from '../platform/identity.helpers';
import { graphql } from '../support/graphql';

const operations = loadOperations();

interface Subscription {
  premium: boolean;
  premiumUntil: string | null;
  trialAvailable: boolean;
}

test('the premium account reads an Audiostar+ end date after 2038', async ({ page, request }) => {
  const { access_token: token } = await signInForTokens(page, request, 'premium@example.com');
  for (const name of ['getSubscription', 'restorePurchases']) {
    const reply = await graphql<Record<string, Subscription>>(operations.get(name) ?? '', { token });
    expect(reply.errors, name).toBeUndefined();
    expect(reply.data?.[name], name).toEqual({
      premium: true,
      premiumUntil: '2099-12-31T00:00:00.000Z',
      trialAvailable: false,
    });
  }
});
