/**
 * The live player's now-playing text follows the stream (docs/product.md, "Now playing": each message replaces the
 * now-playing data of all stations). Instead of waiting out a song (up to four minutes), the test moves the
 * stream to its next change with the platform's test hook (server/now-playing/index.ts), which the stream then
 * delivers as it delivers any change, and checks that the widget shows what the stream now says.
 */
import { expect, test } from '@playwright/test';
import { DEMO_URL, PLATFORM_URL } from '../support/ports';
import { advanceNowPlaying } from '../support/now-playing-hook';

interface StationNow {
  station: string;
  item: { title: string; artist: string };
}

test('the now-playing text changes when the stream sends the next item', async ({ page }) => {
  await page.goto(`${DEMO_URL}/two-stations.html`);
  const text = page.locator('primedia-live-player[station="947"] [part="now-playing"]');
  await expect(text).toHaveText(/\S · \S/);
  const before = (await text.textContent()) ?? '';

  // Each jump is the next change of any station: a few reach 947's next song.
  await expect(async () => {
    await advanceNowPlaying();
    await expect(text).not.toHaveText(before, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const now = await page.evaluate(
    (streamUrl) =>
      new Promise<StationNow[]>((resolve, reject) => {
        const source = new EventSource(streamUrl);
        source.onmessage = (event: MessageEvent<string>) => {
          source.close();
          resolve((JSON.parse(event.data) as { stations: StationNow[] }).stations);
        };
        source.onerror = () => {
          source.close();
          reject(new Error('now-playing stream failed'));
        };
      }),
    `${PLATFORM_URL}/now-playing`,
  );
  const item = now.find((s) => s.station === '947')?.item;
  await expect(text).toHaveText(`${item?.title} · ${item?.artist}`);
});
