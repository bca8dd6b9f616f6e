/**
 * The player and the now-playing stream through a platform outage (real process stop and start):
 * pressing play while the platform is down gives docs/product.md, "Errors and messages"'s load-failure toast, which hides after 3 s; when the
 * platform is back, the now-playing stream reconnects by itself and play works again.
 */
import { expect, test } from '@playwright/test';
import { startPlatform, stopPlatform } from '../support/platform';
import { DEMO_URL, PLATFORM_URL } from '../support/ports';

test.afterEach(async () => {
  await startPlatform(); // never leave the platform down for the next test
});

test('a play during an outage toasts, and the stream comes back after the platform restarts', async ({
  page,
}) => {
  const streamOpens: number[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${PLATFORM_URL}/now-playing`) && r.status() === 200) streamOpens.push(Date.now());
  });
  await page.goto(`${DEMO_URL}/news-article.html`);
  const player = page.locator('primedia-live-player');
  const nowPlaying = player.locator('[part="now-playing"]');
  await expect(nowPlaying).not.toHaveText(/^\s*$/);
  await expect(player.getByRole('button', { name: 'Play 702 live' })).toBeEnabled();
  expect(streamOpens).toHaveLength(1);

  await stopPlatform();
  await player.getByRole('button', { name: 'Play 702 live' }).click();
  // The live player shows its own failure (partner pages may have no mini player).
  const toast = player.getByRole('alert').filter({ hasText: 'Error while loading the media.' });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(player.getByRole('button', { name: 'Play 702 live' })).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 5_000 });
  const hiddenAfter = Date.now() - shownAt;
  expect(hiddenAfter).toBeGreaterThan(2_000);
  expect(hiddenAfter).toBeLessThan(4_500);

  await startPlatform();
  const back = Date.now();
  // Backoff after one failure is at most 2 s plus jitter; allow the browser's own retry on top.
  await expect.poll(() => streamOpens.length, { timeout: 35_000 }).toBeGreaterThan(1);
  expect((streamOpens.at(-1) ?? 0) - back).toBeLessThan(35_000);

  await player.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
});
