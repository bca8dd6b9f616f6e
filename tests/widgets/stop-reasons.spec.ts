/**
 * Partners count listening with `primedia-play` and `primedia-stop`: every start gets exactly one matching stop
 * from the same element, with a `reason` (docs/widgets.md, "Events"), whatever ended the listening: the
 * element's own button, another station, an episode, a page script, the end of an episode, a failure.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { playerState } from './support';
import { onMedia } from '../support/media';

interface Heard {
  type: string;
  tag: string;
  station?: string;
  reason?: string;
}

/** Records every play and stop event that reaches the document, with the element that fired it. */
async function listen(page: Page) {
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    Object.defineProperty(window, '__heard', { value: heard });
    for (const type of ['primedia-play', 'primedia-stop'])
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent<Record<string, unknown>>).detail;
        heard.push({
          type,
          tag: (event.target as Element).localName,
          station: detail.station,
          reason: detail.reason,
        });
      });
  });
  return () => page.evaluate(() => (window as unknown as { __heard: Heard[] }).__heard);
}

/** Starts and stops pair up per element: as many stops as starts, each stop after its start. */
function expectPaired(events: Heard[]) {
  const open = new Map<string, number>();
  for (const event of events) {
    const key = `${event.tag}:${event.station ?? ''}`;
    const count = open.get(key) ?? 0;
    if (event.type === 'primedia-play') open.set(key, count + 1);
    else {
      expect(count, `a stop from ${key} without a start`).toBeGreaterThan(0);
      open.set(key, count - 1);
    }
  }
  return open;
}

const stops = (events: Heard[]) => events.filter((e) => e.type === 'primedia-stop');

async function playLive(page: Page, station: string, name: string) {
  const player = page.locator(`primedia-live-player[station="${station}"]`);
  await player.getByRole('button', { name: `Play ${name} live` }).click();
  await expect(player.getByRole('button', { name: `Stop ${name} live` })).toBeVisible({ timeout: 15_000 });
  return player;
}

test('the element’s own stop button: one stop, reason "stopped"', async ({ page }) => {
  const heard = await listen(page);
  await page.goto(`${DEMO_URL}/two-stations.html`);
  const player = await playLive(page, '947', '947');
  await player.getByRole('button', { name: 'Stop 947 live' }).click();
  await expect.poll(async () => stops(await heard())).toHaveLength(1);
  expect(stops(await heard())[0]).toMatchObject({
    tag: 'primedia-live-player',
    station: '947',
    reason: 'stopped',
  });
  expectPaired(await heard());
});

test('another station started: one stop from the first player, reason "replaced", before the new start', async ({
  page,
}) => {
  const heard = await listen(page);
  await page.goto(`${DEMO_URL}/two-stations.html`);
  await playLive(page, '947', '947');
  await playLive(page, 'kfm', 'KFM 94.5');
  const events = await heard();
  expect(events.map((e) => `${e.type} ${e.station} ${e.reason ?? ''}`.trim())).toEqual([
    'primedia-play 947',
    'primedia-stop 947 replaced',
    'primedia-play kfm',
  ]);
  expectPaired(events);
});

test('a podcast episode replaced live: the live player stops with reason "replaced"', async ({ page }) => {
  const heard = await listen(page);
  await page.goto(`${DEMO_URL}/gallery.html`);
  await playLive(page, '702', '702');
  const list = page.locator('primedia-podcast-episodes');
  await list
    .locator('[part="episode"]')
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect.poll(async () => stops(await heard())).toHaveLength(1);
  expect(stops(await heard())[0]).toMatchObject({ tag: 'primedia-live-player', reason: 'replaced' });
  await expect
    .poll(async () => (await heard()).at(-1))
    .toMatchObject({
      type: 'primedia-play',
      tag: 'primedia-podcast-episodes',
    });
  expectPaired(await heard());
});

test('a page script paused the media: one stop, reason "paused"', async ({ page }) => {
  const heard = await listen(page);
  await page.goto(`${DEMO_URL}/two-stations.html`);
  await playLive(page, '947', '947');
  await expect.poll(async () => (await playerState(page)).playing, { timeout: 15_000 }).toBe(true);
  // Reaching into the holder's shadow root, as a script that means to must (a plain querySelector cannot).
  await onMedia(page, (media) => media?.pause());
  await expect.poll(async () => stops(await heard())).toHaveLength(1);
  expect(stops(await heard())[0]).toMatchObject({ tag: 'primedia-live-player', reason: 'paused' });
  // Playing again is a new start; the player's own reaction to the pause reported no second stop.
  await playLive(page, '947', '947');
  expect((await heard()).map((e) => `${e.type} ${e.reason ?? ''}`.trim())).toEqual([
    'primedia-play',
    'primedia-stop paused',
    'primedia-play',
  ]);
});

test('an episode played to its end: one stop from the episode list, reason "ended"', async ({ page }) => {
  const heard = await listen(page);
  await page.goto(`${DEMO_URL}/gallery.html`);
  const list = page.locator('primedia-podcast-episodes');
  await list
    .locator('[part="episode"]')
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect.poll(async () => (await playerState(page)).playing, { timeout: 15_000 }).toBe(true);
  await onMedia(page, (media) => {
    if (media && Number.isFinite(media.duration)) media.currentTime = media.duration - 1;
  });
  await expect.poll(async () => stops(await heard()), { timeout: 15_000 }).toHaveLength(1);
  expect(stops(await heard())[0]).toMatchObject({ tag: 'primedia-podcast-episodes', reason: 'ended' });
  expectPaired(await heard());
});

test('the stream could not be loaded: one stop, reason "failed"', async ({ page }) => {
  const heard = await listen(page);
  await page.route(/\/media\/live\/.*\.m3u8/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${DEMO_URL}/two-stations.html`);
  await page
    .locator('primedia-live-player[station="947"]')
    .getByRole('button', { name: 'Play 947 live' })
    .click();
  await expect.poll(async () => stops(await heard()), { timeout: 30_000 }).toHaveLength(1);
  expect(stops(await heard())[0]).toMatchObject({ tag: 'primedia-live-player', reason: 'failed' });
  expectPaired(await heard());
});
