/**
 * Monitoring (docs/product.md, "Calls to the platform", "Constants"; docs/design.md, "Security rules"): the host app starts Sentry after the first render, sends the problems
 * it records to the error sink (the local DSN), and no sign-in code, state or token reaches the sink, even when
 * the page was opened with them in its URL.
 */
import { expect, test } from '@playwright/test';
import { PLATFORM_URL } from '../support/ports';
import { pageReady } from './app.helpers';

test('recorded problems reach the error sink without secrets', async ({ page, request }) => {
  await page.goto('/stations?code=SECRETCODE123&state=SECRETSTATE456&access_token=SECRETTOKEN789');
  await pageReady(page, 'Stations');
  // An in-app navigation (the router follows popstate) into a redirect loop, at once, whether or not monitoring
  // has loaded yet: the loop is a recorded problem, and the router's navigation breadcrumb starts at the URL
  // with the secrets.
  await page.evaluate(() => {
    history.pushState({ idx: 5 }, '', '/ui?redirect-loop=0');
    dispatchEvent(new PopStateEvent('popstate', { state: { idx: 5 } }));
  });
  await pageReady(page, 'Something went wrong');

  let found = '';
  await expect
    .poll(
      async () => {
        const envelopes = await (await request.get(`${PLATFORM_URL}/sink/envelopes`)).text();
        found = envelopes;
        return envelopes.includes('router: redirect loop aborted');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(found).not.toMatch(/SECRETCODE123|SECRETSTATE456|SECRETTOKEN789/);
  expect(found).toContain('code=[Filtered]');
});
