/**
 * The data saver against the real media origin's ladder (docs/data-saver.md): with the data saver on (stored on this
 * device, or Auto while the browser asks to save data or is on mobile data), the stream plays the lightest
 * rung on both engines; off, the player is free to climb the ladder. What played is read from the network log:
 * the segments the browser fetched.
 */
import { expect, test } from '@playwright/test';
import { logSegments, playLive702, storeDataSaver } from './data-saver.helpers';

const SEGMENTS = 4;

for (const engine of ['native', 'hlsjs'] as const) {
  test(`${engine}: with the data saver on, live radio plays only the 32 kb/s rung`, async ({ page }) => {
    await storeDataSaver(page, 'on');
    const log = logSegments(page);
    await playLive702(page, engine);
    await expect.poll(() => log.rungs.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(SEGMENTS);
    expect(new Set(log.rungs)).toEqual(new Set(['32k']));
  });
}

test('hls.js: with the data saver off, live radio climbs above the lightest rung', async ({ page }) => {
  await storeDataSaver(page, 'off');
  const log = logSegments(page);
  await playLive702(page, 'hlsjs');
  await expect
    .poll(() => log.rungs.filter((r) => r !== '32k').length, { timeout: 20_000 })
    .toBeGreaterThan(0);
});

test('Auto turns the data saver on when the browser asks to save data (Save-Data: on)', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const saveDataHeaders: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/')) saveDataHeaders.push(request.headers()['save-data']);
  });
  const log = logSegments(page);
  await playLive702(page, 'hlsjs');
  await expect.poll(() => log.rungs.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(SEGMENTS);
  expect(new Set(log.rungs)).toEqual(new Set(['32k']));
  // The same switch that sets navigator.connection.saveData makes the browser send the header.
  expect(saveDataHeaders).toContain('on');
});

test('Auto turns the data saver on for a cellular connection', async ({ page }) => {
  // Desktop Chromium reports no connection type (only Android and ChromeOS do), and CDP's connectionType
  // changes only effectiveType, so the page gets the navigator.connection a phone on mobile data reports.
  await page.addInitScript(() => {
    const cellular = Object.defineProperties(new EventTarget(), {
      type: { value: 'cellular' },
      saveData: { value: false },
      effectiveType: { value: '4g' },
    });
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => cellular, configurable: true });
  });
  const log = logSegments(page);
  await playLive702(page, 'native');
  await expect.poll(() => log.rungs.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(SEGMENTS);
  expect(new Set(log.rungs)).toEqual(new Set(['32k']));
});

for (const engine of ['native', 'hlsjs'] as const) {
  test(`${engine}: with the data saver on, a video plays its 240p rung and the picture shows`, async ({
    page,
  }) => {
    await storeDataSaver(page, 'on');
    const log = logSegments(page);
    await page.goto(`/video/live-session-in-the-studio?engine=${engine}`);
    await page
      .locator('.content-header')
      .getByRole('button', { name: /^Watch / })
      .click();
    const view = page.getByRole('region', { name: /^Video: / });
    await expect(view).toBeVisible();
    await expect.poll(() => log.rungs.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(SEGMENTS);
    expect(new Set(log.rungs)).toEqual(new Set(['240p']));
    // What the listener sees is the 240p picture itself.
    await expect
      .poll(() => view.locator('video').evaluate((video: HTMLVideoElement) => video.videoHeight))
      .toBe(240);
  });
}
