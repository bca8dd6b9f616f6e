/**
 * A partner the platform has never heard of: a plain news page on its own origin (not the app, not a listed
 * partner) that includes the built widgets. Public, anonymous reads must work there as from a CDN-fronted
 * public API, so every element works; a listener's token is refused from that origin (docs/widgets.md,
 * "Which calls work from any origin").
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_BUILT_DIR } from '../../widgets/build/build-demo';
import { codeBlocks } from '../support/markdown';
import { PLATFORM_URL, TEST_PORTS } from '../support/ports';
import { ensureBuiltWidgets, playerState, servePartnerSite, watchPage } from './support';
import { mediaTime } from '../support/media';

/** An origin in no list of the platform's (the demo origin's port + 31). */
const PORT = TEST_PORTS.demo + 31;
const ROOT = path.resolve(DEMO_BUILT_DIR, '../../..');
const ORIGIN = `http://127.0.0.1:${PORT}`;

/**
 * The page: docs/widgets.md's HTML snippets, verbatim, one after the other (all but the single-file build,
 * which is the alternative to the module loader), with the docs' placeholder widgets host replaced by where
 * this page serves the built files.
 */
const snippets = codeBlocks(fs.readFileSync(path.join(ROOT, 'docs/widgets.md'), 'utf8'), 'html')
  .filter((block) => !block.includes('embed.iife.js'))
  .map((block) => block.replaceAll('https://widgets.primedia.example/', '/built/'));
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>The Unlisted Gazette</title>
  </head>
  <body style="margin:0 auto;max-width:960px;padding:16px 16px 96px;font-family:Georgia,serif">
    <h1>The Unlisted Gazette</h1>
    <p>A news site that nobody told the platform about, using the partner guide's snippets as written.</p>
    ${snippets.join('\n')}
  </body>
</html>`;

let site: Awaited<ReturnType<typeof servePartnerSite>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await ensureBuiltWidgets();
  site = await servePartnerSite({
    port: PORT,
    pages: { '/': PAGE },
    mount: '/built/',
    filesDir: DEMO_BUILT_DIR,
  });
});

test.afterAll(() => site.close());

test('every element works on a partner page from an origin the platform has never heard of', async ({
  page,
}) => {
  const report = await watchPage(page);
  await page.goto(`${ORIGIN}/`);

  expect(snippets.length).toBeGreaterThan(5);

  const guide = page.locator('primedia-programme-guide[station="capetalk"]');
  await expect(guide.locator('[part~="show"]').first()).toBeVisible({ timeout: 20_000 });
  // Elements further down load as they come near the viewport (widgets/runtime/embed.ts): a reader scrolls to
  // them. Whether one was near it at first depends on how soon the guides above it had grown.
  const kfm = page.locator('primedia-programme-guide[station="kfm"]');
  await kfm.scrollIntoViewIfNeeded();
  await expect(kfm.locator('[part~="show"]').first()).toBeVisible();
  // The snippet that sets tomorrow's date from a script opens tomorrow.
  await page.locator('#tomorrow-on-702').scrollIntoViewIfNeeded();
  await expect(page.locator('#tomorrow-on-702').getByRole('button', { name: /^Tomorrow,/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const episodes = page.locator('primedia-podcast-episodes');
  await episodes.scrollIntoViewIfNeeded();
  await expect(episodes.locator('[part="episode"]')).toHaveCount(5);
  await expect(
    page.locator('primedia-live-player[station="947"]').getByRole('button', { name: 'Play 947 live' }),
  ).toBeEnabled();

  const live = page.locator('primedia-live-player[station="702"]').first();
  await live.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(live.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await playerState(page)).playing, { timeout: 15_000 }).toBe(true);
  const mini = page.locator('primedia-mini-player');
  await expect(mini.getByRole('region', { name: 'Player' })).toBeVisible();
  // Sound, not only state: the media element's clock moves.
  const clock = () => mediaTime(page);
  const before = await clock();
  await expect.poll(clock, { timeout: 10_000 }).toBeGreaterThan(before + 0.5);

  const episode = episodes
    .locator('[part="episode"]')
    .first()
    .getByRole('button', { name: /^Play / });
  await episode.click();
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await playerState(page)).playing, { timeout: 15_000 }).toBe(true);

  await page.getByRole('button', { name: 'Join Primedia+' }).click();
  await expect(
    page.locator('primedia-registration-wall').getByRole('dialog', { name: 'Register to Continue' }),
  ).toBeVisible();

  const { errors, consoleErrors } = await report();
  expect(errors).toEqual([]);
  expect(consoleErrors.filter((m) => /CORS|Access-Control/i.test(m))).toEqual([]);
});

test('from that origin, public reads answer to anyone and a listener’s token is refused', async ({
  request,
}) => {
  const headers = { origin: ORIGIN, 'content-type': 'application/json' };
  const read = await request.post(`${PLATFORM_URL}/graphql`, {
    headers,
    data: { query: '{ getStationList { id } }' },
  });
  expect(read.status()).toBe(200);
  expect(read.headers()['access-control-allow-origin']).toBe('*');
  expect(read.headers()['access-control-allow-credentials']).toBeUndefined();

  const preflight = await request.fetch(`${PLATFORM_URL}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin: ORIGIN,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });
  expect(preflight.headers()['access-control-allow-headers']).not.toMatch(/authorization/i);

  const signedIn = await request.post(`${PLATFORM_URL}/graphql`, {
    headers: { ...headers, authorization: 'Bearer any-token' },
    data: { query: '{ getSubscription { premium } }' },
  });
  expect(signedIn.status()).toBe(403);
  const body = (await signedIn.json()) as { errors: { extensions: { code: string } }[] };
  expect(body.errors[0]?.extensions.code).toBe('ORIGIN_NOT_ALLOWED');

  for (const path of [
    '/now-playing',
    '/images/logos/702.svg',
    '/playback/v1/accounts/primedia-local/videos/x',
  ]) {
    const response = await request.fetch(`${PLATFORM_URL}${path}`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(response.headers()['access-control-allow-origin'], path).toBe('*');
  }
});
