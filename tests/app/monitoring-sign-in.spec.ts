/**
 * Monitoring after a REAL sign-in (docs/product.md, "Calls to the platform", docs/design.md, "Security rules", "Sign-in failures"): sign in through
 * the provider's pages, navigate, make the router record a problem, then read everything the error sink received
 * and look for the real secrets of that sign-in: the access, refresh and id token values from local storage, the
 * callback's `code` and `state` values, and any `Bearer` credential.
 */
import { expect, test } from '@playwright/test';
import { pageReady } from './app.helpers';
import { signInThroughApp, storedUser } from '../auth/auth.helpers';
import { PLATFORM_URL } from '../support/ports';

test('no token, code, state or Bearer credential of a real sign-in reaches the error sink', async ({
  page,
  request,
}) => {
  // Sentry's own files, as the page asks for them: the page's buffer of resource timings holds 250 entries,
  // which the development server's separate modules can fill before Sentry loads.
  const sentryFiles: string[] = [];
  page.on('request', (r) => {
    if (/sentry/.test(r.url())) sentryFiles.push(r.url());
  });
  const callback = await signInThroughApp(page, 'listener@example.com');
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  const stored = await storedUser(page);
  const secrets = {
    code,
    state,
    access_token: stored?.access_token,
    refresh_token: stored?.refresh_token,
    id_token: stored?.id_token,
  };
  for (const [name, value] of Object.entries(secrets)) expect(value, name).toBeTruthy();

  // Sentry loads when the page is idle; wait for it before navigating and making a problem.
  await expect.poll(() => sentryFiles.length).toBeGreaterThan(0);
  // A navigation inside the app (the router follows popstate), signed in, so the page's API calls carry a token.
  await page.evaluate(() => {
    history.pushState({ idx: 1 }, '', '/stations');
    dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
  });
  await pageReady(page, 'Stations');
  // A real failure path: a URL that redirects forever; the router aborts it and records the problem.
  await page.evaluate(() => {
    history.pushState({ idx: 2 }, '', '/ui?redirect-loop=0');
    dispatchEvent(new PopStateEvent('popstate', { state: { idx: 2 } }));
  });
  await pageReady(page, 'Something went wrong');

  let received = '';
  await expect
    .poll(
      async () => {
        received = await (await request.get(`${PLATFORM_URL}/sink/envelopes`)).text();
        return received.includes('router: redirect loop aborted');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  // The report carries the session's history (so the check below looked at real breadcrumbs)...
  expect(received).toContain('/stations');
  // ...and none of its secrets.
  for (const [name, value] of Object.entries(secrets)) {
    expect(received.includes(value ?? 'missing'), `${name} value in the sink`).toBe(false);
  }
  expect(received).not.toMatch(/Bearer/i);
});
