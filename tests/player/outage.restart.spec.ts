/**
 * The player and the now-playing stream through a platform outage (real process stop and start):
 * pressing play while the platform is down gives docs/product.md, "Errors and messages"'s load failure, which the live
 * card keeps showing until the next press; when the platform is back, the now-playing stream reconnects by itself
 * and play works again.
 */
import { expect, test, type Page } from '@playwright/test';
import { startPlatform, stopPlatform } from '../support/platform';
import { DEMO_URL, PLATFORM_URL } from '../support/ports';
import { STORE_REGISTRY_NAME } from '../../src/core/store-registry';

/** Whether the page's toast (src/core/feedback/toast.ts) shows; the registry entry holds its store and timer. */
function toastVisible(page: Page): Promise<boolean> {
  return page.evaluate((registry) => {
    type Entry = { store: { get: () => { visible: boolean } } };
    const found = (globalThis as unknown as Record<symbol, { entries: Map<string, Entry> } | undefined>)[
      Symbol.for(registry)
    ];
    return found?.entries.get('toast')?.store.get().visible ?? false;
  }, STORE_REGISTRY_NAME);
}

test.afterEach(async () => {
  await startPlatform(); // never leave the platform down for the next test
});

test('a play during an outage says why until the next press, and the stream comes back after the platform restarts', async ({
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
  // The live player says why nothing plays itself (partner pages may have no mini player), and keeps saying it
  // after the page's toast has gone (3 s), until the next press.
  const failure = player.getByRole('alert').filter({ hasText: 'Error while loading the media.' });
  await expect(failure).toBeVisible();
  const shownAt = Date.now();
  await expect(player.getByRole('button', { name: 'Play 702 live' })).toBeVisible();
  await expect.poll(() => toastVisible(page)).toBe(false);
  const hiddenAfter = Date.now() - shownAt;
  expect(hiddenAfter).toBeGreaterThan(2_000);
  expect(hiddenAfter).toBeLessThan(4_500);
  await expect(failure).toBeVisible();

  await startPlatform();
  const back = Date.now();
  // Backoff after one failure is at most 2 s plus jitter; allow the browser's own retry on top.
  await expect.poll(() => streamOpens.length, { timeout: 35_000 }).toBeGreaterThan(1);
  expect((streamOpens.at(-1) ?? 0) - back).toBeLessThan(35_000);

  await player.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(failure).toBeHidden();
  await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
});
