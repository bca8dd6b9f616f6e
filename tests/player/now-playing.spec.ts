/**
 * The live player's now-playing text follows the stream (docs/product.md, "Now playing": each message replaces the now-playing data of
 * all stations). The test reads the stream's own current state, picks the music station whose item ends
 * soonest, and waits for that change: a few seconds with NOW_PLAYING_ITEM_SECONDS set for the platform, up to a
 * song's length without it.
 */
import { expect, test } from '@playwright/test';
import { DEMO_URL, PLATFORM_URL } from '../support/ports';

interface StationNow {
  station: string;
  item: { title: string; artist: string; endTimeUnixSeconds: number };
}

test('the now-playing text changes when the stream sends the next item', async ({ page }) => {
  test.setTimeout(420_000);
  await page.goto(`${DEMO_URL}/two-stations.html`);
  const firstMessage = (url: string) =>
    page.evaluate(
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
      url,
    );
  const stations = (await firstMessage(`${PLATFORM_URL}/now-playing`)).filter(
    (s) => s.station === '947' || s.station === 'kfm',
  );
  const soonest = stations.sort((a, b) => a.item.endTimeUnixSeconds - b.item.endTimeUnixSeconds)[0];
  if (!soonest) throw new Error('the stream sent no music station');

  const text = page.locator(`primedia-live-player[station="${soonest.station}"] [part="now-playing"]`);
  // Whatever shows now (the item may already have moved on since the stream was read) must change.
  await expect(text).toHaveText(/\S · \S/);
  const before = (await text.textContent()) ?? '';
  // If it moved on already, the next change is a whole item away (a song, or NOW_PLAYING_ITEM_SECONDS).
  const waitMs =
    before === `${soonest.item.title} · ${soonest.item.artist}`
      ? Math.max(0, soonest.item.endTimeUnixSeconds * 1000 - Date.now()) + 15_000
      : 300_000;
  await expect(text).not.toHaveText(before, { timeout: waitMs });

  const now = (await firstMessage(`${PLATFORM_URL}/now-playing`)).find((s) => s.station === soonest.station);
  await expect(text).toHaveText(`${now?.item.title} · ${now?.item.artist}`);
});
