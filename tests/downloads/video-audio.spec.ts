/**
 * A video's audio for offline listening (docs/offline.md), and play positions reached offline, against the real
 * platform:
 * - a video of five minutes or more offers "Save audio" on its page (a shorter clip offers nothing); anonymous
 *   listeners meet the registration wall, free ones the paywall;
 * - an Audiostar+ listener sees the size first, pauses and resumes, and the saved audio lists in My Content >
 *   Downloads as the video's audio and plays with the network off in the normal (audio) player;
 * - a position reached offline in a page that is then closed reaches the account when the app next runs online.
 * Screenshots of the control and the list at 390 and 1440 px go to test-results/downloads/.
 */
import { expect, test, type Page } from '@playwright/test';
import { getSeed } from '../../server/seed';
import { signInThroughApp } from '../auth/auth.helpers';
import { shoot, slowDownloads } from './downloads.helpers';
import { mediaState } from '../content/content.helpers';
import { graphqlData } from '../support/graphql';
import { PLATFORM_URL } from '../support/ports';
import { expectUncovered } from '../support/seen';
import { accessToken, readStore, signUpThroughApp } from '../walls/walls.helpers';

// Downloads play from the device through the app's offline worker, which the main project leaves off.
test.use({ serviceWorkers: 'allow' });

interface SeedVideo {
  typename: string;
  _url: string;
  headline: string;
  mediaId: string;
  duration: number;
  premium: boolean;
  geoBlocked?: boolean;
}
const videos = (getSeed() as unknown as { content: SeedVideo[] }).content.filter(
  (c) => c.typename === 'VideoTeaserDetail' && !c.geoBlocked,
);
/** The shortest free video of five minutes or more: its audio is a few megabytes. */
const VIDEO = videos
  .filter((v) => !v.premium && v.duration >= 300)
  .sort((a, b) => a.duration - b.duration)[0] as SeedVideo;
const SHORT_VIDEO = videos.find((v) => v.duration < 300) as SeedVideo;
const FILE_URL = `${PLATFORM_URL}/media/download/${VIDEO.mediaId}.m4a`;

const saveAudio = (page: Page) => page.getByRole('button', { name: `Save the audio of ${VIDEO.headline}` });
const miniPlayer = (page: Page) => page.getByRole('region', { name: 'Player' });
const sizeText = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function fileSize(): Promise<number> {
  const res = await fetch(FILE_URL, { method: 'HEAD' });
  expect(res.status).toBe(200);
  return Number(res.headers.get('content-length'));
}

/** Saves the video's audio from its page (the listener is signed in with Audiostar+). */
async function saveVideoAudio(page: Page, size: number) {
  await page.goto(VIDEO._url);
  await saveAudio(page).click();
  await page.getByRole('button', { name: `Save audio (${sizeText(size)})` }).click();
  await expect(page.getByText(`Audio saved, ${sizeText(size)}.`)).toBeVisible({ timeout: 30_000 });
}

/** Where the platform says the signed-in listener of `page` stopped in `mediaId`, in seconds. */
async function savedOnPlatform(page: Page, mediaId: string): Promise<number | null> {
  const session = await readStore<{ user: { sub: string } | null }>(page, 'session');
  const data = await graphqlData<{ getMediaPlayedHistory: { video_id: string; playhead_seconds: number }[] }>(
    'query ($userId: ID!, $ids: [String!]) { getMediaPlayedHistory(userId: $userId, videoIds: $ids) { video_id playhead_seconds } }',
    { variables: { userId: session?.user?.sub, ids: [mediaId] }, token: await accessToken(page) },
  );
  return data.getMediaPlayedHistory.find((e) => e.video_id === mediaId)?.playhead_seconds ?? null;
}

test('a short clip offers no download; on a long video anonymous listeners meet the registration wall, free ones the paywall', async ({
  page,
}) => {
  await page.goto(SHORT_VIDEO._url);
  await expect(page.getByRole('button', { name: 'Watch' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save the audio of / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(0);

  await page.goto(VIDEO._url);
  await expectUncovered(saveAudio(page));
  await expect(saveAudio(page)).toHaveText('Save audio');
  await saveAudio(page).click();
  await expect(page.getByRole('dialog', { name: 'Register to Continue' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signUpThroughApp(page, 'video-audio');
  await page.goto(VIDEO._url);
  await saveAudio(page).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to Audiostar+' })).toBeVisible();
  await expect(page.getByText(/Save the audio of this video/)).toHaveCount(0);
});

test('an Audiostar+ listener saves a video’s audio from its page; it lists in Downloads and plays offline as audio', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const size = await fileSize();
  const ranges = await slowDownloads(page);
  await signInThroughApp(page, 'premium@example.com');
  await page.goto(VIDEO._url);
  // The server renders the page as for anyone; the app, once started, draws the listener's own controls.
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  await expectUncovered(saveAudio(page));
  await shoot(page, 'video-control', saveAudio(page));

  // The size first, said to be the audio only.
  await saveAudio(page).click();
  const start = page.getByRole('button', { name: `Save audio (${sizeText(size)})` });
  await expectUncovered(start);
  await expect(
    page.getByText(
      `Save the audio of this video, ${sizeText(size)}, to this device to listen offline. The picture is not saved.`,
    ),
  ).toBeVisible();
  await shoot(page, 'video-offer', start);
  await start.click();

  // Progress, pause and resume.
  const progress = page.getByRole('progressbar', { name: 'Download progress' });
  await expect(page.getByText(/^Saving audio: \d+ % of /)).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByText(/^Paused: \d+ % of /)).toBeVisible();
  const pausedAt = Number(await progress.getAttribute('aria-valuenow'));
  expect(pausedAt).toBeLessThan(100);
  const before = ranges.length;
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(page.getByText(`Audio saved, ${sizeText(size)}.`)).toBeVisible({ timeout: 30_000 });
  // Resumed after the stored bytes, not from the start.
  expect(Number(/^bytes=(\d+)-/.exec(ranges[before] ?? '')?.[1])).toBeGreaterThan(0);
  expect(ranges.filter((r) => r.startsWith('bytes=0-'))).toHaveLength(1);

  await page.getByRole('link', { name: 'Your downloads' }).click();
  await expect(page).toHaveURL(/\/my-content\/downloads$/);
  const list = page.getByRole('list', { name: 'Downloads' });
  const row = list.getByRole('listitem').filter({ hasText: VIDEO.headline });
  await expectUncovered(row);
  await expect(row).toContainText('Video, audio only');
  await expect(row).toContainText(sizeText(size));
  await shoot(page, 'video-list');

  // Once online first (the player's lazy parts load on first use), then with the network off.
  const play = row.getByRole('button', { name: `Play ${VIDEO.headline}` });
  const bar = miniPlayer(page);
  await play.click();
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
  await bar.getByRole('button', { name: 'Close player' }).click();
  // The production worker first stores the app's files for offline use: seconds on a busy 2-core machine.
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
    .toBe(true);
  await context.setOffline(true);
  await play.click();
  await expectUncovered(bar.getByRole('button', { name: 'Pause', exact: true }));
  await expect(bar).toContainText(VIDEO.headline);
  const first = (await mediaState(page))?.time ?? 0;
  await expect
    .poll(async () => (await mediaState(page))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(first + 1);
  expect((await mediaState(page))?.src).toMatch(/\/offline-media\//);
  // Audio: the mini player plays it, and no video picture is shown.
  await expect(page.getByRole('region', { name: /^Video/ })).toHaveCount(0);
  // The media element stays in the player's hidden holder (a transparent 1 px box): no picture on the page.
  const inHolder = await page.locator('video[data-primedia-player]').evaluate((video) => {
    const root = video.getRootNode();
    return root instanceof ShadowRoot && root.host.hasAttribute('data-primedia-player-holder');
  });
  expect(inHolder).toBe(true);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await context.setOffline(false);
});

test('a position reached offline in a page then closed reaches the account when the network returns', async ({
  context,
}) => {
  test.setTimeout(150_000);
  const size = await fileSize();
  const page = await context.newPage();
  await signInThroughApp(page, 'premium@example.com');
  await saveVideoAudio(page, size);
  await page.goto('/my-content/downloads');
  const row = (p: Page) =>
    p.getByRole('list', { name: 'Downloads' }).getByRole('listitem').filter({ hasText: VIDEO.headline });
  const bar = miniPlayer(page);
  // Online once, from the start: the dev server serves the player's lazy modules on first use.
  await row(page)
    .getByRole('button', { name: `Play ${VIDEO.headline}` })
    .click();
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
  await bar.getByRole('slider', { name: 'Seek' }).fill('10');
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(() => savedOnPlatform(page, VIDEO.mediaId)).toBeLessThan(VIDEO.duration * 0.2);
  // The production worker first stores the app's files for offline use: seconds on a busy 2-core machine.
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
    .toBe(true);

  // Offline: listen on from further in, then pause and close the page.
  await context.setOffline(true);
  await bar.getByRole('slider', { name: 'Seek' }).fill('60');
  await bar.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(async () => (await mediaState(page))?.time ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(VIDEO.duration * 0.6 + 1);
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const reached = (await mediaState(page))?.time ?? 0;
  await page.close();

  // A new page while still offline (the development server cannot answer it), then the network returns and
  // the app runs again: the kept position is sent.
  const next = await context.newPage();
  await next.goto('/my-content/downloads').catch(() => undefined);
  await context.setOffline(false);
  await next.goto('/my-content/downloads');
  await expect(row(next)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => savedOnPlatform(next, VIDEO.mediaId), { timeout: 20_000 }).toBeCloseTo(reached, 0);

  // And the listener sees it: playing the item again starts where they stopped offline.
  await row(next)
    .getByRole('button', { name: `Play ${VIDEO.headline}` })
    .click();
  const nextBar = miniPlayer(next);
  await expectUncovered(nextBar.getByRole('button', { name: 'Pause', exact: true }));
  const seek = nextBar.getByRole('slider', { name: 'Seek' });
  await expect
    .poll(async () => Number(await seek.inputValue()), { timeout: 15_000 })
    .toBeGreaterThan((reached / VIDEO.duration) * 100 - 1);
  await nextBar.getByRole('button', { name: 'Pause', exact: true }).click();
});
