/**
 * One corrupted segment (docs/design.md, "Stream failures"), on both engines: seeking onto it, playback moves past it and goes
 * on, with no error toast and no reconnect. (Every segment broken is a play error: on-demand.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { onMedia } from '../support/media';

const mediaState = (page: Page) =>
  onMedia(page, (media) => {
    return { time: media?.currentTime ?? 0, paused: media?.paused ?? true, duration: media?.duration ?? NaN };
  });

/** Counts the element's loads from now on: the stall watch's reconnect would load the stream again. */
const countLoads = (page: Page) =>
  onMedia(page, (media) => {
    if (!media) throw new Error('no media element');
    media.dataset.testLoads = '0';
    media.addEventListener(
      'loadstart',
      () => (media.dataset.testLoads = String(Number(media.dataset.testLoads) + 1)),
    );
  });
const loads = (page: Page) => onMedia(page, (media) => Number(media?.dataset.testLoads ?? NaN));

/**
 * Four seconds heard past `seekedTo`, still playing, with Pause on the player and no error toast, and the
 * element loaded no more than `reloads` times since the seek: a player left silent until its stall watch
 * reconnects would load again. (That, not a wall-clock budget, tells a recovery from a reconnect: on a busy
 * machine the same recovery takes longer.)
 */
async function expectPlaysOn(page: Page, seekedTo: number, reloads: number) {
  await expect
    .poll(async () => (await mediaState(page)).time, { timeout: 30_000 })
    .toBeGreaterThan(seekedTo + 4);
  expect((await mediaState(page)).paused).toBe(false);
  expect(await loads(page)).toBeLessThanOrEqual(reloads);
  const bar = page.getByRole('region', { name: 'Player' });
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Error while/ })).toHaveCount(0);
}

for (const engine of ['native', 'hlsjs'] as const) {
  test(`${engine}: playback moves past one corrupted segment`, async ({ page }) => {
    await page.goto(`${DEMO_URL}/player-lab.html?engine=${engine}`);
    await page.getByRole('button', { name: 'Listen to On-demand clip one' }).click();
    const bar = page.getByRole('region', { name: 'Player' });
    await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await mediaState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.5);

    // The first segment asked for after the seek keeps its MPEG-TS packet headers but carries scrambled audio
    // (one still loading for the old position would be thrown away by the seek and test nothing).
    let armed = false;
    let broken = 0;
    await page.route('**/media/pool/**', async (route) => {
      const afterSeek = armed;
      let body: Buffer;
      try {
        body = Buffer.from(await (await route.fetch()).body());
      } catch {
        return; // the player cancelled this request (the seek below): there is nothing left to answer
      }
      if (afterSeek && broken === 0) {
        broken++;
        for (let packet = 0; packet + 188 <= body.length; packet += 188) {
          for (let i = packet + 24; i < packet + 188; i++) body[i] = (body[i] ?? 0) ^ 0x5a;
        }
      }
      await route.fulfill({ status: 200, contentType: 'video/mp2t', body });
    });
    // The seek bar's value is a share of the duration. (The element's own time reads 0 s while hls.js resets
    // its media source after the bad segment.)
    const seekedTo = (await mediaState(page)).duration * 0.7;
    expect(seekedTo).toBeGreaterThan(60);
    // A reconnect asks for the stream's multivariant playlist again; hls.js resetting its media source, or
    // moving to another rung after the bad segment, does not.
    const playlists: string[] = [];
    page.on('request', (request) => {
      if (armed && new URL(request.url()).pathname.endsWith('/index.m3u8')) playlists.push(request.url());
    });
    armed = true;
    await countLoads(page);
    await bar.getByRole('slider', { name: 'Seek' }).fill('70');
    await expect.poll(() => broken, { timeout: 10_000 }).toBe(1);
    // Where the scrambled audio reaches the decoder, hls.js resets its media source once (the element loads
    // again, as in the reset test below); the player never reconnects.
    await expectPlaysOn(page, seekedTo, engine === 'hlsjs' ? 1 : 0);
    expect(playlists).toEqual([]);
  });
}

/**
 * A media error hls.js cannot get past by itself: the engine resets the media source (`recoverMediaError`), and
 * the reattached element, which its load algorithm leaves paused without a `pause` event, must play on.
 */
test('hlsjs: playback goes on after the media source had to be reset', async ({ page }) => {
  await page.addInitScript(() => {
    // Appends fail while the test asks for it, once the playhead is at the seek's target: hls.js retries each,
    // then calls the error fatal. (An append for the old position, late on a busy machine, must not take them.)
    const w = window as unknown as { failAppends: number; appendsFailed: number; failFrom: number };
    w.failAppends = 0;
    w.appendsFailed = 0;
    w.failFrom = Infinity;
    const playhead = () => {
      const holders = [...document.querySelectorAll('[data-primedia-player-holder]')];
      const media =
        document.querySelector<HTMLVideoElement>('video[data-primedia-player]') ??
        holders.map((holder) => holder.shadowRoot?.querySelector('video') ?? null).find(Boolean);
      return media?.currentTime ?? 0;
    };
    const append = SourceBuffer.prototype.appendBuffer;
    SourceBuffer.prototype.appendBuffer = function (this: SourceBuffer, data: BufferSource) {
      if (w.failAppends > 0 && playhead() >= w.failFrom) {
        w.failAppends--;
        w.appendsFailed++;
        throw new DOMException('refused by the test', 'InvalidStateError');
      }
      append.call(this, data);
    };
  });
  await page.goto(`${DEMO_URL}/player-lab.html?engine=hlsjs`);
  await page.getByRole('button', { name: 'Listen to On-demand clip one' }).click();
  const bar = page.getByRole('region', { name: 'Player' });
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await mediaState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.5);

  const seekedTo = (await mediaState(page)).duration * 0.5;
  expect(seekedTo).toBeGreaterThan(60);
  await page.evaluate((from) => {
    const w = window as unknown as { failAppends: number; failFrom: number };
    w.failAppends = 5;
    w.failFrom = from;
  }, seekedTo - 1);
  await countLoads(page);
  await bar.getByRole('slider', { name: 'Seek' }).fill('50');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { appendsFailed: number }).appendsFailed))
    .toBe(5);
  await expectPlaysOn(page, seekedTo, 1); // the reset reattaches the element once
});
