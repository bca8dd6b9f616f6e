/**
 * Monitoring loads after the first load (docs/design.md, "Budgets"; src/core/monitoring/load-monitoring.ts): an uncaught
 * error thrown before Sentry has loaded is kept, makes Sentry load, and reaches the error sink as an unhandled
 * exception; being an error, it also starts session replay (replay on error, docs/product.md, "Constants"), whose replay event reaches
 * the sink too.
 */
import { expect, test } from '@playwright/test';
import { PLATFORM_URL } from '../support/ports';
import { pageReady } from './app.helpers';

const sentryLoaded = () =>
  performance.getEntriesByType('resource').some((entry) => /sentry/i.test(entry.name));

test('an error before Sentry has loaded reaches the sink, and starts a replay', async ({ page, request }) => {
  const marker = `early failure ${Date.now()}`;
  page.on('pageerror', () => undefined); // the error is the point of this test
  await page.goto('/stations');
  await pageReady(page, 'Stations');
  expect(await page.evaluate(sentryLoaded), 'Sentry is not part of the first load').toBe(false);
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, marker);

  await expect.poll(() => page.evaluate(sentryLoaded), { timeout: 10_000 }).toBe(true);
  let received = '';
  await expect
    .poll(
      async () => {
        received = await (await request.get(`${PLATFORM_URL}/sink/envelopes`)).text();
        return received.includes(marker);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(received).toMatch(/"handled":false/);
  await expect
    .poll(
      async () => {
        const envelopes = await (await request.get(`${PLATFORM_URL}/sink/envelopes`)).text();
        return envelopes.includes('"replay_event"');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});
