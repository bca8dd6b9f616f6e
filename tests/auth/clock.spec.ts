/**
 * Clock skew and sleep (docs/design.md, "Sign-in failures"; docs/product.md, "Constants"; src/core/auth/clock.ts): with the
 * browser clock 10 minutes ahead or behind, and after a 2-hour jump (a laptop waking up), the listener signs in,
 * user calls go through, there is no AUTH_NOT_AUTHORIZED loop and at most one call is refused.
 *
 * The provider's access tokens are opaque (not JWTs), so "sent with an expired token" is read from the platform's
 * answers: a call the platform refused with AUTH_NOT_AUTHORIZED or HTTP 401. Refresh tokens live 30 days, so after
 * the 2-hour jump the listener must still be signed in.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { countRefreshes, sessionOf, signInThroughApp, storedUser } from './auth.helpers';
import { countWallOpenings, fireUserCalls, watchGraphql } from './api-calls.helpers';
import { networkQuiet } from '../support/quiet';

const MINUTE_MS = 60_000;

async function expectHealthySession(page: Page, context: BrowserContext, tag: string) {
  const wallOpenings = await countWallOpenings(page);
  const refreshes = countRefreshes(context);
  const graphql = watchGraphql(context);
  return {
    graphql,
    async check(options: { refreshes: number }) {
      const outcomes = await fireUserCalls(page, 5, tag);
      expect(outcomes.filter((o) => !o.ok)).toEqual([]);
      // Let anything a refusal would set off happen before counting.
      await networkQuiet(page);
      expect(graphql.filter((c) => c.refused).length).toBeLessThanOrEqual(1);
      expect(graphql.filter((c) => c.id?.startsWith(tag))).toHaveLength(
        5 + graphql.filter((c) => c.refused && c.id?.startsWith(tag)).length,
      );
      expect(refreshes.refused).toBe(0);
      expect(refreshes.refreshes).toBe(options.refreshes);
      expect((await sessionOf(page))?.status).toBe('signed-in');
      expect(await storedUser(page)).not.toBeNull();
      expect(await wallOpenings()).toBe(0);
    },
  };
}

for (const offsetMinutes of [10, -10]) {
  test(`with the browser clock ${offsetMinutes > 0 ? 'ahead' : 'behind'} by 10 minutes`, async ({
    page,
    context,
  }) => {
    await page.clock.install({ time: Date.now() + offsetMinutes * MINUTE_MS });
    await signInThroughApp(page, 'listener@example.com');
    expect((await page.evaluate(() => Date.now())) - Date.now()).toBeGreaterThan(
      offsetMinutes * MINUTE_MS - MINUTE_MS,
    );
    const session = await expectHealthySession(page, context, `skew${offsetMinutes}`);
    // Expiry is measured on the browser's own clock, so a steady offset needs no renewal at all.
    await session.check({ refreshes: 0 });
  });
}

for (const offsetMinutes of [10, -10]) {
  test(`when the browser clock is set ${offsetMinutes > 0 ? 'forward' : 'back'} by 10 minutes while signed in`, async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await signInThroughApp(page, 'listener@example.com');
    const session = await expectHealthySession(page, context, `jump${offsetMinutes}`);
    const beforeJump = (await storedUser(page))?.access_token;
    // Calls the app made before the jump carried that token rightly; only those after it count. One the app
    // sent just before the jump can reach this list after it, so the network settles before the line is drawn.
    await networkQuiet(page);
    const callsBefore = session.graphql.length;
    await page.clock.setSystemTime(Date.now() + offsetMinutes * MINUTE_MS);
    // A jump beyond the 5-minute skew makes the stored expiry untrustworthy: one renewal before the next call.
    await session.check({ refreshes: 1 });
    const afterJump = session.graphql.slice(callsBefore);
    expect(afterJump.filter((c) => c.token === beforeJump).length).toBeLessThanOrEqual(1);
  });
}

test('after the computer sleeps for 2 hours', async ({ page, context }) => {
  await page.clock.install();
  await signInThroughApp(page, 'listener@example.com');
  const session = await expectHealthySession(page, context, 'sleep');
  const beforeSleep = (await storedUser(page))?.access_token;
  // As above: calls the app sent before the sleep carry that token rightly, and may reach the list after it.
  await networkQuiet(page);
  const callsBefore = session.graphql.length;
  await page.clock.fastForward('02:00:00');
  // One renewal: the expiry timer that fires on waking and the first call share it.
  await session.check({ refreshes: 1 });
  // The token from before the sleep is expired on the browser's clock: at most one call after it may still
  // carry it.
  const afterSleep = session.graphql.slice(callsBefore);
  expect(afterSleep.filter((c) => c.token === beforeSleep).length).toBeLessThanOrEqual(1);
  const after = await storedUser(page);
  expect(after?.access_token).not.toBe(beforeSleep);
  const browserNow = await page.evaluate(() => Date.now() / 1000);
  expect(after?.expires_at ?? 0).toBeGreaterThan(browserNow);
});
