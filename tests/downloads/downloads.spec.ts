/**
 * Downloads for offline listening (docs/offline.md) in the app, against the real platform:
 * - Download is an Audiostar+ benefit: anonymous listeners meet the registration wall, free ones the paywall;
 * - the Audiostar+ listener sees the size first, then the progress; a download that loses its connection at
 *   about 40 % waits, resumes from the byte it stopped at (never from zero) when the connection returns, and
 *   completes with a file byte-identical to the origin's;
 * - My Content > Downloads lists it with its size and the total; with the network off it plays with the
 *   normal player, which seeks and skips 15 s; delete one and delete all empty the list;
 * - another account and a signed-out visitor on the same browser see none of it.
 * Screenshots of the control, its progress and the list at 390 and 1440 px go to test-results/downloads/.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { getSeed } from '../../server/seed';
import { signInThroughApp } from '../auth/auth.helpers';
import { shoot, slowDownloads } from './downloads.helpers';
import { mediaState } from '../content/content.helpers';
import { holdRequests } from '../support/hold';
import { APP_URL, PLATFORM_URL } from '../support/ports';
import { readStore, signUpThroughApp, waitForSession } from '../walls/walls.helpers';

// Downloads play from the device through the app's offline worker, which the main project leaves off.
test.use({ serviceWorkers: 'allow' });

interface SeedEpisode {
  _url: string;
  mediaId: string;
  duration: number;
  premium: boolean;
  kind: string;
}
const episodes = (getSeed() as unknown as { episodes: SeedEpisode[] }).episodes
  .filter((e) => e.kind !== 'video')
  .sort((a, b) => a.duration - b.duration);
/** The shortest free audio episode: a few megabytes, so the test downloads it in a handful of chunks. */
const EPISODE = episodes.find((e) => !e.premium) as SeedEpisode;
const PREMIUM_EPISODE = episodes.find((e) => e.premium) as SeedEpisode;
const FILE_URL = `${PLATFORM_URL}/media/download/${EPISODE.mediaId}.m4a`;

const downloadButton = (page: Page) => page.getByRole('button', { name: /^Download / });
const miniPlayer = (page: Page) => page.getByRole('region', { name: 'Player' });

async function originFile(): Promise<Buffer> {
  return Buffer.from(await (await fetch(FILE_URL)).arrayBuffer());
}

/** SHA-256 of the bytes the app stored for `mediaId` in the signed-in account's database, read in the page. */
async function storedHash(page: Page, sub: string, mediaId: string): Promise<{ hash: string; size: number }> {
  return page.evaluate(
    async ({ name, id }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const chunks = await new Promise<Blob[]>((resolve, reject) => {
        const request = db
          .transaction('chunks')
          .objectStore('chunks')
          .getAll(IDBKeyRange.bound([id, 0], [id, Infinity]));
        request.onsuccess = () => resolve(request.result as Blob[]);
        request.onerror = () => reject(request.error);
      });
      db.close();
      const bytes = await new Blob(chunks).arrayBuffer();
      const digest = await crypto.subtle.digest('SHA-256', bytes);
      return {
        hash: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''),
        size: bytes.byteLength,
      };
    },
    { name: `primedia-downloads:${sub}`, id: mediaId },
  );
}

async function subOf(page: Page): Promise<string> {
  const session = await readStore<{ user: { sub: string } | null }>(page, 'session');
  if (!session?.user?.sub) throw new Error('not signed in');
  return session.user.sub;
}

test('anonymous listeners meet the registration wall, free listeners the paywall', async ({ page }) => {
  await page.goto(PREMIUM_EPISODE._url);
  await downloadButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Register to Continue' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signUpThroughApp(page, 'downloads');
  await page.goto(EPISODE._url);
  await downloadButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to Audiostar+' })).toBeVisible();
  await expect(page.getByText(/Save .* to this device/)).toHaveCount(0);
});

test('a download shows its size, survives a lost connection at 40 % and resumes from where it stopped', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const origin = await originFile();
  const ranges = await slowDownloads(page);
  await signInThroughApp(page, 'premium@example.com');
  const sub = await subOf(page);
  // Until its chunk arrives the control is a stand-in of the same look, which the real one replaces: the
  // screenshot is of the real one, so it waits for that code.
  const code = page.waitForResponse((r) => /\/download-button-[^/]+\.js$/.test(new URL(r.url()).pathname));
  await page.goto(EPISODE._url);
  await code;
  await expect(downloadButton(page)).toBeVisible();
  await shoot(page, 'control', downloadButton(page));

  await downloadButton(page).click();
  const size = `${(origin.length / 1_000_000).toFixed(1)} MB`;
  const start = page.getByRole('button', { name: `Start download (${size})` });
  await expect(start).toBeVisible();
  await expect(page.getByText(`Save ${size} to this device to listen offline.`)).toBeVisible();
  await shoot(page, 'offer', start);
  await start.click();

  const progress = page.getByRole('progressbar', { name: 'Download progress' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(40);
  await context.setOffline(true);
  await expect(
    page.getByText('Waiting for a connection; the download continues where it stopped.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  const stoppedAt = Number(await progress.getAttribute('aria-valuenow'));
  expect(stoppedAt).toBeLessThan(100);
  await shoot(page, 'progress', progress);
  const before = ranges.length;

  await context.setOffline(false);
  await expect(page.getByText(`Downloaded, ${size}.`)).toBeVisible({ timeout: 30_000 });
  // The first request after the connection came back asked for the bytes after the stored ones, not byte 0.
  const resumedFrom = Number(/^bytes=(\d+)-/.exec(ranges[before] ?? '')?.[1]);
  expect(resumedFrom).toBeGreaterThanOrEqual(Math.floor((origin.length * stoppedAt) / 100) - 512 * 1024);
  expect(resumedFrom).toBeGreaterThan(0);
  expect(ranges.filter((r) => r.startsWith('bytes=0-'))).toHaveLength(1);

  const stored = await storedHash(page, sub, EPISODE.mediaId);
  expect(stored.size).toBe(origin.length);
  expect(stored.hash).toBe(createHash('sha256').update(origin).digest('hex'));
});

test('the downloads list plays offline with seek and ±15 s, and belongs to its account only', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInThroughApp(page, 'premium@example.com');
  await page.goto(EPISODE._url);
  const saved = page.getByText(/^Downloaded, /);
  if (!(await saved.isVisible())) {
    await downloadButton(page).click();
    await page.getByRole('button', { name: /^Start download/ }).click();
  }
  await expect(saved).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Your downloads' }).click();
  await expect(page).toHaveURL(/\/my-content\/downloads$/);
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Downloads' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(
    page.getByRole('heading', { name: /^1 download, [\d.]+ MB used on this device$/ }),
  ).toBeVisible();
  await shoot(page, 'list');

  // Once online first: the dev server serves the player's lazy modules on first use (the production build's
  // service worker keeps them for offline); then again with the network off, from the device only.
  const bar = miniPlayer(page);
  await list.getByRole('button', { name: /^Play / }).click();
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
  await bar.getByRole('button', { name: 'Close player' }).click();
  // The worker answers the download's byte ranges from the device once it controls the page.
  // The production worker first stores the app's files for offline use: seconds on a busy 2-core machine.
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
    .toBe(true);
  await context.setOffline(true);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await list.getByRole('button', { name: /^Play / }).click();
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await mediaState(page))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  expect((await mediaState(page))?.src).toMatch(/\/offline-media\//);
  // Paused while skipping and seeking, as the player's own on-demand test does: each step then starts from a
  // settled position.
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  const before = (await mediaState(page))?.time ?? 0;
  await bar.getByRole('button', { name: 'Forward 15 seconds' }).click();
  await expect.poll(async () => (await mediaState(page))?.time ?? 0).toBeGreaterThan(before + 14);
  const forward = (await mediaState(page))?.time ?? 0;
  await bar.getByRole('button', { name: 'Back 15 seconds' }).click();
  await expect.poll(async () => (await mediaState(page))?.time ?? 0).toBeLessThan(forward - 14);
  await bar.getByRole('slider', { name: 'Seek' }).fill('50');
  await expect.poll(async () => (await mediaState(page))?.time ?? 0).toBeGreaterThan(EPISODE.duration * 0.45);
  const mid = (await mediaState(page))?.time ?? 0;
  expect(mid).toBeLessThan(EPISODE.duration * 0.55);
  // And it plays on from there, still offline.
  await bar.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await mediaState(page))?.time ?? 0).toBeGreaterThan(mid + 0.5);
  await shoot(page, 'list-playing');
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  // No media was asked of the platform: the file came from the device (the worker's answers).
  expect(requests.filter((url) => url.startsWith(`${PLATFORM_URL}/media/`))).toEqual([]);
  const deviceUrl = requests.find((url) => url.includes('/offline-media/')) ?? '';
  expect(deviceUrl).toMatch(/\/offline-media\/[^/]+\/[^/?]+\?key=/);
  // The position reached offline reaches the account when the network returns.
  const paused = (await mediaState(page))?.time ?? 0;
  const synced = page.waitForRequest(
    (r) =>
      r.url().startsWith(`${PLATFORM_URL}/graphql`) &&
      (r.postData() ?? '').includes('setPlayProgress') &&
      (r.postData() ?? '').includes(EPISODE.mediaId),
  );
  await context.setOffline(false);
  const sent = JSON.parse((await synced).postData() ?? '{}') as { variables: { playheadSeconds: number } };
  expect(sent.variables.playheadSeconds).toBeCloseTo(paused, 0);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${APP_URL}/(\\?.*)?$`));
  await waitForSession(page, 'anonymous');
  // A visitor on the same browser, signed out: My Content > Downloads asks them to register (the route needs a
  // sign-in) and lists nothing, and the worker refuses the file even at the very URL the player used.
  await page.goto('/my-content/downloads');
  await expect(page.getByRole('dialog', { name: 'Register to Continue' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Downloads' })).toHaveCount(0);
  await expect.poll(() => page.evaluate((url) => fetch(url).then((r) => r.status), deviceUrl)).toBe(403);
  await page.keyboard.press('Escape');

  // Another account on the same browser: its own, empty list.
  await signInThroughApp(page, 'listener@example.com');
  await page.goto('/my-content/downloads');
  await expect(page.getByText('No downloads yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Downloads' })).toHaveCount(0);
  await page.getByRole('heading', { name: 'Downloads', level: 1 }).waitFor();
  expect(await page.evaluate((url) => fetch(url).then((r) => r.status), deviceUrl)).toBe(403);
});

test('delete one and delete all empty the list and the storage', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApp(page, 'premium@example.com');
  const sub = await subOf(page);
  for (const episode of [EPISODE, episodes.filter((e) => !e.premium)[1] as SeedEpisode]) {
    await page.goto(episode._url);
    const saved = page.getByText(/^Downloaded, /);
    if (!(await saved.isVisible())) {
      await downloadButton(page).click();
      await page.getByRole('button', { name: /^Start download/ }).click();
    }
    await expect(saved).toBeVisible({ timeout: 30_000 });
  }
  await page.goto('/my-content/downloads');
  const list = page.getByRole('list', { name: 'Downloads' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete all downloads' }).click();
  await page.getByRole('button', { name: 'Delete all', exact: true }).click();
  await expect(page.getByText('No downloads yet.', { exact: false })).toBeVisible();
  expect((await storedHash(page, sub, EPISODE.mediaId)).size).toBe(0);
});

test('a lapsed Audiostar+ stops downloads with the paywall; restored, they play again', async ({ page }) => {
  test.setTimeout(150_000);
  const email = await signUpThroughApp(page, 'lapse');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Upgrade to Audiostar+' }).click();
  const paywall = page.getByRole('dialog', { name: 'Upgrade to Audiostar+' });
  await paywall.getByRole('button', { name: 'Try free for 7 days' }).click();
  await expect(paywall.getByRole('status')).toContainText('Audiostar+ is active until');
  await paywall.getByRole('button', { name: 'Start listening' }).click();

  await page.goto(EPISODE._url);
  await downloadButton(page).click();
  await page.getByRole('button', { name: /^Start download/ }).click();
  await expect(page.getByText(/^Downloaded, /)).toBeVisible({ timeout: 30_000 });
  await page.goto('/my-content/downloads');
  const play = page.getByRole('list', { name: 'Downloads' }).getByRole('button', { name: /^Play / });

  // The trial ends on the platform (the test hook stands in for the clock or a cancellation).
  const setUntil = async (until: number) => {
    const res = await fetch(`${PLATFORM_URL}/graphql/_test/premium-until`, {
      method: 'POST',
      body: JSON.stringify({ email, until }),
    });
    expect(res.status).toBe(200);
  };
  await setUntil(Math.floor(Date.now() / 1000) - 60);
  await play.click();
  await expect(paywall).toBeVisible();
  await expect(
    page.getByText('Your Audiostar+ downloads play only with Audiostar+. Renew to listen to them again'),
  ).toBeVisible();
  expect((await mediaState(page))?.paused ?? true).toBe(true);
  await page.keyboard.press('Escape');
  await expect(paywall).toBeHidden();
  // Still saved: nothing was deleted.
  await expect(page.getByRole('list', { name: 'Downloads' }).getByRole('listitem')).toHaveCount(1);

  // Restored: the next play goes ahead.
  await setUntil(Math.floor(Date.now() / 1000) + 7 * 86_400);
  await play.click();
  await expect
    .poll(async () => (await mediaState(page))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  await expect(paywall).toBeHidden();
});

test.describe('before the app has loaded', () => {
  // Without the worker, which would answer the app's code from its cache, the test can hold that code back.
  test.use({ serviceWorkers: 'block' });
  test('a press on Download as the page opens, before the app knows who is listening, offers the download', async ({
    page,
  }) => {
    // Routing turns the browser's cache off, so the app's code held back below is fetched again rather than
    // taken from the cache the sign-in filled.
    await page.route('**/*', (route) => route.fallback());
    await signInThroughApp(page, 'premium@example.com');
    const { release } = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto(EPISODE._url, { waitUntil: 'commit' });
    await downloadButton(page).click();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
    release();
    // Carried out once the app has hydrated (src/core/early-presses.ts), while start-up may still be reading the
    // stored user: an Audiostar+ listener gets the offer, never a wall meant for anonymous listeners.
    await expect(page.getByRole('button', { name: /^Start download/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a device without room says so before anything is downloaded', async ({ page }) => {
  // A nearly full device: 100 kB free.
  await page.addInitScript(() => {
    navigator.storage.estimate = async () => ({ quota: 1_000_000, usage: 900_000 });
  });
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/media/download/') && r.method() === 'GET') requests.push(r.url());
  });
  await signInThroughApp(page, 'premium@example.com');
  await page.goto(episodes.filter((e) => !e.premium)[2]?._url ?? '');
  await downloadButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Not enough space on this device: this download needs [\d.]+ MB and 100 kB is free\. Delete some downloads or free up space, then try again\.$/,
  );
  await expect(page.getByRole('button', { name: /^Start download/ })).toHaveCount(0);
  expect(requests).toEqual([]);
});
