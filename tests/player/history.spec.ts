/**
 * Play history of a signed-in listener, end to end: sign in through the app's /user/login and the provider's
 * pages, play on-demand audio on a main-site page, seek and pause; after a reload, starting the same media
 * resumes where the listener stopped (read back from the platform with getMediaPlayedHistory). The player's
 * analytics events carry the listener's user id. The page is a test fixture served by the app's dev server
 * (tests/player/app-lab), because no content page of the app starts on-demand media yet.
 */
import { expect, test } from '@playwright/test';
// Runs on the dev server's copy of the app (project "dev"): it reaches into the app's source modules.
import { DEV_APP_URL as APP_URL } from '../support/ports';
import { fillSignIn, PASSWORD } from '../platform/identity.helpers';
import { mediaTime } from '../support/media';
import { networkQuiet } from '../support/quiet';

const LAB = `${APP_URL}/tests/player/app-lab/index.html?engine=native`;
const MEDIA_ID = 'aud-0002';

test('a signed-in listener resumes on-demand audio where they paused, after a reload', async ({ page }) => {
  await page.goto(`${APP_URL}/user/login`);
  await fillSignIn(page, 'listener@example.com', PASSWORD);
  await page.waitForURL((url) => url.origin === APP_URL && !url.pathname.startsWith('/auth/callback'), {
    timeout: 20_000,
  });
  // The callback may tidy its URL before the code exchange finishes: wait for the stored user itself.
  await page.waitForFunction(
    () => Object.keys(localStorage).some((key) => key.startsWith('oidc.user:')),
    null,
    {
      timeout: 20_000,
    },
  );

  await page.goto(LAB);
  await page.locator(`button[data-media-id="${MEDIA_ID}"]`).click();
  const bar = page.getByRole('region', { name: 'Player' });
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.postData()?.includes('setPlayProgress')) saves.push(r.postData() ?? '');
  });
  await bar.getByRole('slider', { name: 'Seek' }).fill('40');
  await expect.poll(() => mediaTime(page)).toBeGreaterThan(30);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  const pausedAt = await mediaTime(page);
  await expect.poll(() => saves.length).toBeGreaterThan(0);
  const saved = JSON.parse(saves.at(-1) ?? '{}') as {
    variables?: { mediaId: string; playheadSeconds: number };
  };
  expect(saved.variables?.mediaId).toBe(MEDIA_ID);
  expect(Math.abs((saved.variables?.playheadSeconds ?? 0) - pausedAt)).toBeLessThan(1);

  const events = await page.evaluate(() => (globalThis as { dataLayer?: unknown[] }).dataLayer ?? []);
  const start = events.find((e) => (e as { event?: string }).event === 'player_start') as
    { user_id: string | null; media_id: string } | undefined;
  expect(start?.media_id).toBe(MEDIA_ID);
  expect(start?.user_id).toMatch(/\S/);

  await page.reload();
  await page.locator(`button[data-media-id="${MEDIA_ID}"]`).click();
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
  const resumedAt = await mediaTime(page);
  expect(resumedAt).toBeGreaterThan(pausedAt - 1);
  expect(resumedAt).toBeLessThan(pausedAt + 5);
});

test('an anonymous listener starts on-demand audio from the beginning and saves nothing', async ({
  page,
}) => {
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.postData()?.includes('PlayProgress')) saves.push(r.url());
  });
  await page.goto(LAB);
  await page.locator(`button[data-media-id="${MEDIA_ID}"]`).click();
  const bar = page.getByRole('region', { name: 'Player' });
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await mediaTime(page)).toBeLessThan(3);
  await bar.getByRole('slider', { name: 'Seek' }).fill('40');
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await networkQuiet(page);
  expect(saves).toEqual([]);
});
