/**
 * One corrupted segment (RELIABILITY.md 10), on both engines: seeking onto it, playback moves past it and goes
 * on, with no error toast and no reset. (Every segment broken is a play error: on-demand.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { onMedia } from '../support/media';

const mediaState = (page: Page) =>
  onMedia(page, (media) => {
    return { time: media?.currentTime ?? 0, paused: media?.paused ?? true };
  });

for (const engine of ['native', 'hlsjs'] as const) {
  test(`${engine}: playback moves past one corrupted segment`, async ({ page }) => {
    await page.goto(`${DEMO_URL}/player-lab.html?engine=${engine}`);
    await page.getByRole('button', { name: 'Listen to On-demand clip one' }).click();
    const bar = page.getByRole('region', { name: 'Player' });
    await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await mediaState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.5);

    // The first segment fetched from now on keeps its MPEG-TS packet headers but carries scrambled audio.
    let broken = 0;
    await page.route('**/media/pool/**', async (route) => {
      let body: Buffer;
      try {
        body = Buffer.from(await (await route.fetch()).body());
      } catch {
        return; // the player cancelled this request (the seek below): there is nothing left to answer
      }
      if (broken === 0) {
        broken++;
        for (let packet = 0; packet + 188 <= body.length; packet += 188) {
          for (let i = packet + 24; i < packet + 188; i++) body[i] = (body[i] ?? 0) ^ 0x5a;
        }
      }
      await route.fulfill({ status: 200, contentType: 'video/mp2t', body });
    });
    await bar.getByRole('slider', { name: 'Seek' }).fill('70');
    await expect.poll(() => broken, { timeout: 10_000 }).toBe(1);
    const after = (await mediaState(page)).time;
    await expect
      .poll(async () => (await mediaState(page)).time, { timeout: 15_000 })
      .toBeGreaterThan(after + 4);
    expect((await mediaState(page)).paused).toBe(false);
    await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Error while/ })).toHaveCount(0);
  });
}
