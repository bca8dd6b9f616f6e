/**
 * The host app's first load of `/` for an anonymous listener (docs/design.md, "Budgets"; docs/adr/0041-monitoring-loads-after-the-page.md):
 * Explore's query is asked once (started early, joined by the page), and neither the identity client nor
 * Sentry is fetched before Explore's content is on screen; Sentry follows after the load.
 */
import { expect, test } from '@playwright/test';

test('an anonymous first load of / asks for Explore once, without oidc-client-ts or Sentry', async ({
  page,
}) => {
  const exploreQueries: string[] = [];
  const requested: string[] = [];
  page.on('request', (request) => {
    requested.push(request.url());
    if (/\/graphql/.test(request.url()) && /getHomeExplore/.test(request.postData() ?? request.url()))
      exploreQueries.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Live radio' })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('load');
  const beforeContent = [...requested];
  expect(beforeContent.filter((url) => /oidc-client-ts|@sentry|sentry_browser/i.test(url))).toEqual([]);
  expect(await page.evaluate(() => (globalThis as { localStorage: Storage }).localStorage.length)).toBe(0);

  // Sentry arrives after the first load, still without the identity client.
  await expect.poll(() => requested.some((url) => /sentry/i.test(url)), { timeout: 10_000 }).toBe(true);
  expect(requested.filter((url) => /oidc-client-ts/.test(url))).toEqual([]);
  expect(exploreQueries).toHaveLength(1);
});
