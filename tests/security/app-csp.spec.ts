/**
 * The host app's Content-Security-Policy and framing (scripts/app-security-headers.ts), on the test app server
 * (Vite's dev server, as `npm start` runs it):
 * - its pages, modules and even its 404s carry the policy with `frame-ancestors 'none'` and
 *   `X-Frame-Options: DENY`, with the platform as the only other origin it talks to;
 * - a page on another origin (the partner demo) that frames the app gets no app in the frame;
 * - the app still works under its own policy, with no violation reported: Explore with its images, sign-in
 *   through the identity provider, live radio through hls.js (a blob: media URL), video, and an error report
 *   reaching the sink.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApp } from '../auth/auth.helpers';
import { detailById, expectPlaying, mediaState } from '../content/content.helpers';
// The dev server's headers, as `npm start` serves the app (project "dev").
import { DEV_APP_URL as APP_URL, DEMO_URL, PLATFORM_URL } from '../support/ports';

/** Records every CSP violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

test("the app's responses carry its policy: no framing, the platform as the only other origin", async ({
  request,
}) => {
  for (const path of ['/', '/station/702', '/src/app/main.tsx', '/favicon.svg', '/no/such/file.js']) {
    const res = await request.get(`${APP_URL}${path}`);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", PLATFORM_URL]);
    expect(directives.get('media-src')).toEqual(["'self'", 'blob:', PLATFORM_URL]);
  }
});

test('a page on another origin cannot frame the app', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${DEMO_URL}/`);
  // The frame's load event fires for the browser's error page too; then the frame holds no app.
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.id = 'framed-app';
        frame.addEventListener('load', () => resolve(), { once: true });
        frame.src = src;
        document.body.append(frame);
      }),
    `${APP_URL}/`,
  );
  const frame = await (await page.$('#framed-app'))?.contentFrame();
  expect(frame?.url()).not.toBe(`${APP_URL}/`);
  await expect(page.frameLocator('#framed-app').locator('#root')).toHaveCount(0);
  expect(refused.join('\n')).toMatch(/frame-ancestors/);
});

test('the app works under its policy: Explore, sign-in, live radio through hls.js, video, error reports', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 2, name: 'Live radio' })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].some(
          (img) => img.complete && img.naturalWidth > 0 && img.src.includes('/images/'),
        ),
      ),
    )
    .toBe(true);

  await signInThroughApp(page, 'listener@example.com');
  expect(await violations()).toEqual([]);

  await page.goto('/shows/702/money?engine=hlsjs');
  await page.getByRole('button', { name: 'Listen live on 702' }).click();
  await expectPlaying(page);
  expect((await mediaState(page))?.src).toMatch(/^blob:/);
  expect(await violations()).toEqual([]);

  await page.goto((await detailById('news-0012'))._url); // its Brightcove block plays video
  await page
    .locator('.news-block--video')
    .getByRole('button', { name: /^Watch / })
    .click();
  await expectPlaying(page);
  expect(await violations()).toEqual([]);

  // A recorded problem (a redirect loop) goes to the error sink through Sentry, allowed by connect-src.
  const report = page.waitForResponse(
    (r) => r.url().startsWith(`${PLATFORM_URL}/api/`) && r.url().includes('/envelope'),
    { timeout: 20_000 },
  );
  await page.evaluate(() => {
    history.pushState({ idx: 5 }, '', '/ui?redirect-loop=0');
    dispatchEvent(new PopStateEvent('popstate', { state: { idx: 5 } }));
  });
  expect((await report).ok()).toBe(true);
  expect(await violations()).toEqual([]);
});
