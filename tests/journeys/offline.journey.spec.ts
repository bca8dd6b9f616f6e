/**
 * The installable app that works offline (docs/offline.md), on the production build:
 * - installable: the page links a web app manifest with the product's name, colours and 192/512 px icons that
 *   are served, a service worker controls the page, and Chromium's installability check finds nothing missing;
 * - offline: an Audiostar+ listener downloads an episode; with the network off, the app opens (the worker's
 *   shell), My Content > Downloads lists it and it plays;
 * - a position reached offline in a page that is then closed is kept: a new page opened while still offline,
 *   the network returns, and the account has it;
 * - two builds: a page of build A is offered build B once it is deployed, Reload brings B, and B's shell is what
 *   opens offline afterwards: never A's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { getSeed } from '../../server/seed';
import { startBuiltApp } from '../../app-server/start-built';
import { stopServer } from '../../app-server/stop-server';
import { appSecurityHeaders } from '../../scripts/app-security-headers';
import { buildHostApp, builtAppIn } from '../../scripts/build-host-app';
import { fillSignIn, PASSWORD } from '../platform/identity.helpers';
import { JOURNEY_APP_URL, JOURNEY_PLATFORM_URL, TEST_PORTS } from '../support/ports';
import { mediaTime } from '../support/media';
import { expectMediaPlaying, expectUncovered } from '../support/seen';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EPISODE = '/podcasts/the-midday-report-extra/episode-16';

const controlled = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false);

/**
 * Waits for the worker to be installed (its cache filled) and in control of the page. A page that was loaded
 * before the worker activated is reloaded once, as a listener's next visit would be: an active worker
 * controls every page loaded in its scope.
 */
async function expectControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await controlled(page))) {
    // The worker claims open pages as it activates: once it is activated, a page it left alone is reloaded.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (!worker || worker.state === 'activated') return;
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
    });
    if (!(await controlled(page))) await page.reload();
  }
  await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
}

/** The build name the controlling worker reports (src/sw/service-worker.ts). */
function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data.build)), {
          once: true,
        });
        navigator.serviceWorker.controller?.postMessage({ type: 'build' }, [channel.port2]);
      }),
  );
}

/** An Audiostar+ listener signs in, downloads EPISODE through its page and opens My Content > Downloads. */
async function downloadEpisodeAsPremium(page: Page) {
  await page.goto('/user/login');
  await fillSignIn(page, 'premium@example.com', PASSWORD);
  await page.waitForURL((url) => url.origin === JOURNEY_APP_URL && !url.pathname.startsWith('/auth/'));
  await page.goto(EPISODE);
  // The server's Download button is there before the app's code, and a press on it then does nothing (only a
  // live player's press is kept for the app): press it once the app has hydrated.
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await page.getByRole('button', { name: /^Download / }).click();
  await page.getByRole('button', { name: /^Start download/ }).click();
  await expect(page.getByText(/^Downloaded, [\d.]+ MB\./)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Your downloads' }).click();
}

test('the manifest and the worker make the app installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(`${JOURNEY_APP_URL}${href}`);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Primedia+',
    short_name: 'Primedia+',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#111118',
    background_color: '#0d0d12',
  });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find(
      (i) => i.sizes === size && i.type === 'image/png' && i.purpose === 'any',
    );
    expect(icon, size).toBeDefined();
    const png = await request.get(`${JOURNEY_APP_URL}${icon?.src}`);
    expect(png.status()).toBe(200);
    const bytes = await png.body();
    // The PNG header's width and height.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  await expectControlled(page);
  expect(await workerBuild(page)).toMatch(/^[0-9a-f]{12}$/);
});

test("Chromium's own installability check passes", async ({ playwright, launchOptions }) => {
  // Lighthouse 12 dropped its installability audit, which asked the browser this very question. A test's
  // context is incognito-like ("in-incognito" is then the only error), so the check runs in a profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, launchOptions);
  try {
    const page = await context.newPage();
    await page.goto(`${JOURNEY_APP_URL}/`);
    await expectControlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the app opens, lists the downloads and plays one', async ({ page, context }) => {
  test.setTimeout(180_000);
  await downloadEpisodeAsPremium(page);
  await expect(page.getByRole('list', { name: 'Downloads' }).getByRole('listitem')).toHaveCount(1);
  await expectControlled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible({ timeout: 20_000 });
  const list = page.getByRole('list', { name: 'Downloads' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Ep 16');
  await list.getByRole('button', { name: /^Play / }).click();
  await expectMediaPlaying(page);
  await context.setOffline(false);
});

/** Where the platform says the listener signed in on `page` stopped in `mediaId`, in seconds. */
async function savedOnPlatform(page: Page, mediaId: string): Promise<number | null> {
  const user = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as {
      access_token?: string;
      profile?: { sub?: string };
    };
  });
  const res = await fetch(`${JOURNEY_PLATFORM_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-app-name': 'prime',
      'x-app-platform': 'web',
      authorization: `Bearer ${user.access_token ?? ''}`,
    },
    body: JSON.stringify({
      query:
        'query ($userId: ID!, $ids: [String!]) { getMediaPlayedHistory(userId: $userId, videoIds: $ids) { video_id playhead_seconds } }',
      variables: { userId: user.profile?.sub, ids: [mediaId] },
    }),
  });
  const body = (await res.json()) as {
    data?: { getMediaPlayedHistory: { video_id: string; playhead_seconds: number }[] };
  };
  return body.data?.getMediaPlayedHistory.find((e) => e.video_id === mediaId)?.playhead_seconds ?? null;
}

test('a position reached offline survives the page closing and reaches the account when the network returns', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const episode = (
    getSeed() as unknown as { episodes: { _url: string; mediaId: string; duration: number }[] }
  ).episodes.find((e) => e._url === EPISODE);
  if (!episode) throw new Error(`no seeded episode at ${EPISODE}`);
  await downloadEpisodeAsPremium(page);
  await expectControlled(page);
  const before = await savedOnPlatform(page, episode.mediaId);

  // Offline: listen from half-way, pause, and close the page.
  await context.setOffline(true);
  const list = page.getByRole('list', { name: 'Downloads' });
  await list.getByRole('button', { name: /^Play / }).click();
  await expectMediaPlaying(page);
  const bar = page.getByRole('region', { name: 'Player' });
  await bar.getByRole('slider', { name: 'Seek' }).fill('50');
  await expect.poll(() => mediaTime(page)).toBeGreaterThan(episode.duration * 0.5 + 1);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const reached = await mediaTime(page);
  await page.close();

  // A new page while still offline: the app opens from the worker's shell; nothing has reached the account.
  const next = await context.newPage();
  await next.goto('/my-content/downloads');
  await expect(next.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(next.getByRole('list', { name: 'Downloads' }).getByRole('listitem')).toHaveCount(1);
  expect(await savedOnPlatform(next, episode.mediaId)).toBe(before);

  // The network returns, with no reload: the kept position is sent.
  await context.setOffline(false);
  await expect
    .poll(() => savedOnPlatform(next, episode.mediaId), { timeout: 20_000 })
    .toBeCloseTo(reached, 0);
});

test.describe('a new build', () => {
  // The origin that stands in for the journeys' partner demo: nothing listens there during the run.
  const port = TEST_PORTS.journeyApp + 1;
  const origin = `http://127.0.0.1:${port}`;
  const builds: string[] = [];
  const dirs = [] as string[];

  // Two production builds, which take a busy 2-core machine minutes: a limit of their own, as the services' start
  // has, so the test's limit is for what the listener sees.
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    for (const label of ['a', 'b']) {
      // Inside the repository, where package.json makes the server renderer an ES module.
      const dir = path.join(ROOT, 'dist-tests', `${port}-build-${label}`);
      dirs.push(dir);
      Object.assign(process.env, {
        VITE_PLATFORM_URL: JOURNEY_PLATFORM_URL,
        VITE_APP_URL: origin,
        // Any change makes another build: this one only changes the bytes.
        VITE_BUILD_LABEL: label,
        NODE_ENV: 'production',
      });
      await buildHostApp(dir);
      const sw = fs.readFileSync(path.join(dir, 'app/sw.js'), 'utf8');
      builds.push(/"build":"([0-9a-f]{12})"/.exec(sw)?.[1] ?? '');
    }
  });

  test.afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('is offered, taken on Reload, and its shell is the one offline', async ({ browser }) => {
    test.setTimeout(120_000);
    expect(builds[0]).not.toBe(builds[1]);
    const serve = (dir: string) =>
      startBuiltApp(builtAppIn(dir), {
        securityHeaders: appSecurityHeaders(process.env, 'production'),
        port,
      });
    const context = await browser.newContext();
    const page = await context.newPage();
    let server = await serve(dirs[0] ?? '');
    try {
      await page.goto(`${origin}/settings`);
      await expectControlled(page);
      expect(await workerBuild(page)).toBe(builds[0]);
      await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);

      // Deploy build B: the old server stops as production stops it (app-server/stop-server.ts).
      await stopServer(server);
      server = await serve(dirs[1] ?? '');
      // A page opened now is B's at once (pages come from the network first), and the open page is offered B.
      const fresh = await context.newPage();
      await fresh.goto(`${origin}/settings`);
      const assetsOf = (dir: string) => new Set(fs.readdirSync(path.join(dir, 'app/assets')));
      const [inA, inB] = [assetsOf(dirs[0] ?? ''), assetsOf(dirs[1] ?? '')];
      const onlyA = [...inA].filter((name) => !inB.has(name));
      const referenced = (html: string) =>
        [...html.matchAll(/\/assets\/([^"'\s)]+)/g)].map((m) => m[1] ?? '');
      const freshFiles = referenced(await fresh.content());
      // Every file the page names is B's, none is A's alone.
      expect(freshFiles.length).toBeGreaterThan(0);
      expect(freshFiles.filter((name) => !inB.has(name))).toEqual([]);
      expect(freshFiles.filter((name) => onlyA.includes(name))).toEqual([]);
      // The second page stays open until the open page is offered B: closed before this update check, the test
      // took 2-3 minutes in 5 of 8 runs (the check reached the server after 175 s in the one logged); kept
      // open, 6 of 6 runs took 12 s.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const prompt = page.getByRole('button', { name: 'Reload' });
      await expect(page.getByText('A new version of Primedia+ is ready.')).toBeVisible({ timeout: 30_000 });
      // Read in full, beside the side menu that is fixed along a wide screen's left edge.
      await expectUncovered(page.getByText('A new version of Primedia+ is ready.'));
      await expectUncovered(prompt);
      await fresh.close();

      // The open page still runs A. A page of the app it has not opened yet needs A's chunk for it, which the
      // server, now B's, no longer has. The browser's HTTP cache may still hold it (the worker's install filled
      // it), but drops what it likes, a phone's small cache first: A's worker answers it from A's own cache.
      const chunks: { name: string; status: number; fromWorker: boolean }[] = [];
      page.on('response', (response) => {
        const name = /\/assets\/(search-page-[^/]+\.js)$/.exec(response.url())?.[1];
        if (name) chunks.push({ name, status: response.status(), fromWorker: response.fromServiceWorker() });
      });
      await page.getByRole('link', { name: 'Search', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
      expect(chunks).toHaveLength(1);
      expect(onlyA).toContain(chunks[0]?.name);
      expect(chunks[0]).toMatchObject({ status: 200, fromWorker: true });
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      // Reload lets B's worker take over, then reloads the page into B.
      await Promise.all([page.waitForEvent('load'), prompt.click()]);
      await expect
        .poll(() => workerBuild(page).catch(() => 'navigating'), { timeout: 20_000 })
        .toBe(builds[1]);
      await expect(page.getByText('A new version of Primedia+ is ready.')).toHaveCount(0);

      // Offline: B's shell and B's files, no trace of A.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({
        timeout: 20_000,
      });
      const offlineFiles = referenced(await page.content());
      expect(offlineFiles.length).toBeGreaterThan(0);
      expect(offlineFiles.filter((name) => !inB.has(name))).toEqual([]);
      expect(offlineFiles.filter((name) => onlyA.includes(name))).toEqual([]);
      const kept = await page.evaluate(() => caches.keys());
      expect(kept).toEqual([`primedia-shell-${builds[1]}`]);
    } finally {
      await context.close();
      await stopServer(server);
    }
  });
});
