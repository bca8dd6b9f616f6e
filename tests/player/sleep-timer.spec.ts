/**
 * The mini player's sleep timer (docs/time-shift.md) with a clock the test controls: the countdown shows, goes on across
 * the app's navigation, and at the end the sound fades out over 10 s and playback stops.
 */
import { expect, test } from '@playwright/test';
import { onMedia } from '../support/media';

test('the sleep timer counts down across navigation, fades out and stops', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto('/station/702?engine=hlsjs');
  await page
    .locator('.live-player')
    .getByRole('button', { name: /^Play .* live$/ })
    .click();
  const mini = page.getByRole('region', { name: 'Player' });
  await expect(mini.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 15_000 });

  await mini.getByRole('button', { name: 'Sleep' }).click();
  await mini.getByRole('group', { name: 'Sleep timer' }).getByRole('button', { name: '15 min' }).click();
  // The button says the countdown (the bar has a second copy for phones, hidden at this width).
  const countdown = mini.getByRole('button', { name: /^Sleep / });
  await expect(countdown).toHaveText(/^Sleep 1[45]:\d\d$/);

  // The app navigates in place: the timer goes on.
  await page.getByRole('link', { name: 'Search' }).first().click();
  await expect(page).toHaveURL(/\/search/);
  await page.clock.fastForward('10:00');
  await expect(countdown).toHaveText(/^Sleep 0[45]:\d\d$/);

  // Ten seconds before the end the volume starts to go down; at the end playback stops.
  await page.clock.fastForward('04:52');
  await expect(countdown).toHaveText('Sleep now');
  const volumeAt = () => onMedia(page, (media) => media?.volume ?? -1);
  await expect.poll(volumeAt, { timeout: 5_000 }).toBeLessThan(0.9);
  await expect.poll(volumeAt, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(await onMedia(page, (media) => media?.paused)).toBe(false);
  await page.clock.runFor('00:11');
  await expect(mini).toHaveCount(0, { timeout: 10_000 });
  expect(await onMedia(page, (media) => media?.paused)).toBe(true);
  // The listener's own volume is back for the next play.
  expect(await volumeAt()).toBe(1);
});
