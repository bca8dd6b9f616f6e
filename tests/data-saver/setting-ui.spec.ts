/**
 * The data saver as a listener meets it (docs/data-saver.md): in Settings and in the mini player, by keyboard, without
 * axe violations, kept on this device across a reload; switched mid-stream it moves to the lightest rung within
 * a segment and the sound never stops for longer than one segment, on both engines; partner widgets take it
 * from their data-saver attribute and warn about a bad one.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { onMedia } from '../support/media';
import { DEMO_URL } from '../support/ports';
import { logSegments, playLive702, storeDataSaver } from './data-saver.helpers';

const SEGMENT_MS = 2_000; // server/media: 2 s audio segments

const miniPlayer = (page: Page) => page.getByRole('region', { name: 'Player' });

test('Settings: the data saver is chosen by keyboard, says what applies and is kept after a reload', async ({
  page,
}) => {
  await page.goto('/settings');
  const group = page.getByRole('group', { name: 'Data saver' });
  await expect(group).toBeVisible();
  await expect(group.getByRole('radio', { name: /^Auto/ })).toBeChecked();
  await expect(group.getByText('Data saver is off: your browser has not asked to save data.')).toBeVisible();

  await group.getByRole('radio', { name: /^Auto/ }).focus();
  await page.keyboard.press('ArrowDown'); // radio buttons of one group move with the arrow keys
  await expect(group.getByRole('radio', { name: /^On/ })).toBeChecked();
  await expect(group.getByText('Data saver is on.')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('.settings-page').analyze()).violations).toEqual([]);

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Data saver' }).getByRole('radio', { name: /^On/ }),
  ).toBeChecked();
  const status = page.getByText('Data saver is on.');
  await status.scrollIntoViewIfNeeded();
  await expect(status).toBeInViewport();
});

test('Settings: Auto says it is on when the browser asks to save data', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  await page.goto('/settings');
  const group = page.getByRole('group', { name: 'Data saver' });
  await expect(group.getByRole('radio', { name: /^Auto/ })).toBeChecked();
  await expect(
    group.getByText('Data saver is on: your browser asks to save data or you are on mobile data.'),
  ).toBeVisible();
});

/** Records, in the page, each moment the media element's time moved on. */
async function watchProgress(page: Page) {
  await onMedia(page, (media) => {
    if (!media) throw new Error('no media element');
    const marks: number[] = [];
    (window as unknown as { progressMarks: number[] }).progressMarks = marks;
    let last = media.currentTime;
    setInterval(() => {
      if (media.currentTime !== last) marks.push(Date.now());
      last = media.currentTime;
    }, 50);
  });
}

/** The longest time the element's clock stood still between `from` and `to` (wall-clock ms). */
async function longestStill(page: Page, from: number, to: number): Promise<number> {
  const marks = await page.evaluate(() => (window as unknown as { progressMarks: number[] }).progressMarks);
  const inside = [from, ...marks.filter((t) => t > from && t < to), to];
  return Math.max(...inside.slice(1).map((t, i) => t - (inside[i] ?? t)));
}

// hlsjs-early: hls.js takes over an early start's buffer and its first playlist, and must still reload that
// rung from the network when the data saver brings it back to it.
for (const engine of ['native', 'hlsjs', 'hlsjs-early'] as const) {
  test(`${engine}: turning the data saver on in the mini player moves live radio to 32 kb/s without a gap`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await storeDataSaver(page, 'off');
    const log = logSegments(page);
    await playLive702(page, engine);
    // Off: the player climbs the ladder.
    await expect
      .poll(() => log.rungs.filter((r) => r !== '32k').length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    await watchProgress(page);
    await page.waitForTimeout(1_000);

    const bar = miniPlayer(page);
    const button = bar.getByRole('button', { name: 'Data saver off' });
    await expect(button).toBeInViewport();
    await button.click();
    const panel = bar.getByRole('group', { name: 'Data saver and data used' });
    await expect(panel).toBeVisible();
    const choice = panel.getByRole('group', { name: 'Data saver', exact: true });
    expect((await new AxeBuilder({ page }).include('.mini-player').analyze()).violations).toEqual([]);
    const switchedAt = Date.now();
    await choice.getByRole('radio', { name: /^On/ }).check();
    await expect(bar.getByRole('button', { name: 'Data saver on' })).toBeVisible();

    // The old rung's engine is gone by the time the button says so: from then on every segment fetched is the
    // lightest rung's, and the first of them came within a segment of the switch.
    const after = log.rungs.length;
    await expect.poll(() => log.rungs.length - after, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(new Set(log.rungs.slice(after))).toEqual(new Set(['32k']));
    const first = log.at.find((at, i) => at >= switchedAt && log.rungs[i] === '32k') ?? Infinity;
    expect(first).toBeLessThan(switchedAt + SEGMENT_MS);
    await page.waitForTimeout(4_000);
    const still = await longestStill(page, switchedAt, Date.now());
    console.log(`[data-saver] ${engine}: longest silence around the switch ${still} ms`);
    expect(still).toBeLessThan(SEGMENT_MS);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Data saver on' })).toBeFocused();
  });
}

test('a partner live player takes data-saver="on" and warns about a bad value', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${DEMO_URL}/news-article.html?engine=hlsjs`);
  const player = page.locator('primedia-live-player');
  await expect(player.getByRole('button', { name: 'Play 702 live' })).toBeEnabled();
  await player.evaluate((element) => element.setAttribute('data-saver', 'maybe'));
  await expect
    .poll(() => warnings)
    .toContainEqual(expect.stringContaining('data-saver="maybe" is not one of auto, on, off'));

  await player.evaluate((element) => element.setAttribute('data-saver', 'on'));
  const log = logSegments(page);
  await player.getByRole('button', { name: 'Play 702 live' }).click();
  await expect.poll(() => log.rungs.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  expect(new Set(log.rungs)).toEqual(new Set(['32k']));
  // The partner's mini player says so too.
  await expect(
    page.locator('primedia-mini-player').getByRole('button', { name: 'Data saver on' }),
  ).toBeVisible();
});
