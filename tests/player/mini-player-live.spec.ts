/**
 * The live mini player and the volume and buffering controls, as a listener sees them, against the real
 * platform: what plays now and how long the show has run, one name for the stream wherever it was started,
 * the volume slider and mute (keyboard, remembered per device, bad stored values ignored, none on a phone),
 * "Buffering…" while the stream waits, and the same volume control in the partner's live player.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { onMedia } from '../support/media';
import { holdRequests } from '../support/hold';

const miniPlayer = (page: Page) => page.getByRole('region', { name: 'Player' });

async function mediaVolume(page: Page) {
  return onMedia(page, (media) => {
    return media ? { volume: media.volume, muted: media.muted, paused: media.paused } : null;
  });
}

/** The show on air at 947 as the station page's live player shows it. */
async function showOnAir(page: Page): Promise<string> {
  const show = page.locator('.live-player [part="show"]');
  await expect(show).not.toHaveText(/^\s*$/);
  return (await show.textContent())?.trim() ?? '';
}

test('the live mini player shows what plays now, the show running time, and one name from guide or station page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/station/947');
  const headline = await showOnAir(page);

  await page.goto('/station/947/guide');
  await page.getByRole('button', { name: 'Listen live to 947' }).click();
  const bar = miniPlayer(page);
  await expect(bar).toBeInViewport();
  await expect(bar.locator('.mini-player__title')).toHaveText(headline);
  await expect(bar.getByText(/^Now (playing|on air): .+/)).toBeVisible();
  const elapsed = bar.getByText(/^On air for \d+ (hour|min|sec)/);
  await expect(elapsed).toBeVisible();
  await expect(elapsed).toBeInViewport();

  // Started from the station page's live player instead: the same name.
  await page.getByRole('button', { name: 'Stop 947 live' }).click();
  await expect(bar).toBeHidden();
  await page.goto('/station/947');
  await page.locator('.live-player').getByRole('button', { name: 'Play 947 live' }).click();
  await expect(bar.locator('.mini-player__title')).toHaveText(headline);
  await expect(bar.getByText(/^Now (playing|on air): .+/)).toBeVisible();
});

test('the desktop volume slider and mute drive the stream, work by keyboard and are remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/station/702/guide');
  await page.getByRole('button', { name: 'Listen live to 702' }).click();
  const bar = miniPlayer(page);
  const slider = bar.getByRole('slider', { name: 'Volume' });
  await expect(slider).toBeVisible();
  await expect(slider).toHaveValue('100');
  await expect.poll(async () => (await mediaVolume(page))?.paused).toBe(false);

  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('90');
  await expect(slider).toHaveAttribute('aria-valuetext', '90 percent');
  await expect.poll(async () => (await mediaVolume(page))?.volume).toBeCloseTo(0.9);

  const mute = bar.getByRole('button', { name: 'Mute' });
  await mute.click();
  await expect(bar.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await mediaVolume(page))?.muted).toBe(true);

  // A new visit on this device: muted at 90 %, and the next stream starts muted too.
  await page.reload();
  await page.getByRole('button', { name: 'Listen live to 702' }).click();
  await expect(bar.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await expect.poll(async () => (await mediaVolume(page))?.muted).toBe(true);
  await bar.getByRole('button', { name: 'Unmute' }).press('Enter');
  await expect(slider).toHaveValue('90');
  await expect.poll(async () => await mediaVolume(page)).toMatchObject({ muted: false, paused: false });
});

test('a bad stored volume is ignored: full volume, no crash', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => localStorage.setItem('primedia.volume', '{"level":"loud","muted":3}'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/station/kfm/guide');
  await page.getByRole('button', { name: 'Listen live to KFM' }).click();
  await expect(miniPlayer(page).getByRole('slider', { name: 'Volume' })).toHaveValue('100');
  await expect
    .poll(async () => await mediaVolume(page))
    .toMatchObject({ volume: 1, muted: false, paused: false });
  expect(errors).toEqual([]);
});

test('on a phone the mini player leaves volume to the device, and its Now Playing screen shows what plays now', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/station/702/guide');
  await page.getByRole('button', { name: 'Listen live to 702' }).click();
  const bar = miniPlayer(page);
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('slider', { name: 'Volume' })).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Mute' })).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // The bar keeps two lines; what plays now is on the screen it opens.
  await bar.getByRole('button', { name: 'Open Now Playing' }).click();
  const sheet = page.getByRole('dialog', { name: 'Now playing' });
  await expect(sheet.getByText(/^Now (playing|on air): .+/)).toBeVisible();
  await expect(sheet.getByRole('slider', { name: 'Volume' })).toBeHidden();
});

test('"Buffering…" shows and is announced while the stream waits for data', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The catalog answer is held: the player waits for the stream as on a slow network.
  const { release } = await holdRequests(page, '**/playback/v1/**');
  await page.goto('/station/capetalk/guide');
  await page.getByRole('button', { name: 'Listen live to CapeTalk' }).click();
  const status = miniPlayer(page).getByRole('status');
  await expect(status).toHaveText('Buffering…');
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('aria-live', 'polite');
  release();
  // Playing: the (now empty) region stays in the page for the next announcement, and nothing shows.
  await expect(miniPlayer(page).locator('[part="buffering"]')).toHaveText('');
  await expect(miniPlayer(page).getByText('Buffering…')).toBeHidden();
  await expect.poll(async () => (await mediaVolume(page))?.paused).toBe(false);
});

test('the buffering dots stand still for a listener who prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route('**/media/live/**', () => {}); // never answered: it stays buffering
  await page.goto('/station/702/guide');
  await page.getByRole('button', { name: 'Listen live to 702' }).click();
  const dot = miniPlayer(page).locator('.buffering-dots span').first();
  await expect(dot).toBeVisible();
  expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test("the partner's live player has a keyboard volume control that drives the page's stream", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DEMO_URL}/news-article.html`);
  const player = page.locator('primedia-live-player[station="702"]');
  const slider = player.getByRole('slider', { name: 'Volume' });
  const control = player.locator('button.live-player__control');
  await expect(player.getByRole('button', { name: 'Play 702 live' })).toBeEnabled({ timeout: 15_000 });
  // Its code arrives with the first play (docs/adr/0055-volume-is-one-page-wide-state.md), into a column that keeps the play button still.
  await expect(slider).toHaveCount(0);
  const before = await control.boundingBox();
  await player.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
  await expect(slider).toBeVisible();
  await expect(slider).toBeInViewport();
  expect(await control.boundingBox()).toEqual(before);
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('0');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('5');
  await expect.poll(async () => (await mediaVolume(page))?.volume).toBeCloseTo(0.05);
  await player.getByRole('button', { name: 'Mute' }).click();
  await expect.poll(async () => (await mediaVolume(page))?.muted).toBe(true);
  // The mini player on the same page shows the same volume: one control state per page.
  await expect(page.locator('primedia-mini-player').getByRole('button', { name: 'Unmute' })).toBeVisible();
});
