/**
 * The Now Playing screen and the mini player on a phone (390x844, touch) and a desktop (1440): an episode
 * opened by tapping its title, sought, skipped 15 s both ways (the media clock moves by as much), sped to
 * 1.5x and kept at 1.5x after a reload; the screen closes by Back and by Escape and gives focus back to the
 * bar's Expand; axe finds nothing on it. At 320, 390 and 1440 px the bar's controls and lines are measured:
 * none overlaps another, and every control is at least 44x44.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  PHONE_AND_DESKTOP,
  PODCAST,
  expectApart,
  mediaClock,
  miniPlayer,
  nowPlayingScreen,
  press,
  shoot,
  type Box,
} from '../support/player-ui';

const nowPlaying = nowPlayingScreen;
const media = mediaClock;

async function playEpisode(page: Page): Promise<string> {
  await page.goto(PODCAST);
  const row = page.locator('.podcast-episodes li').filter({ hasNotText: 'Audiostar+' }).first();
  const title = (await row.locator('.podcast-episodes__title').innerText()).trim();
  await row.getByRole('button', { name: `Play ${title}` }).click();
  await expect(miniPlayer(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect.poll(async () => (await media(page)).duration).toBeGreaterThan(60);
  return title;
}

// Axe and a reload on top of two plays: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const size of PHONE_AND_DESKTOP) {
  test.describe(`on ${size.label}`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch });

    test('an episode is sought, skipped and sped up on the Now Playing screen, which Back and Escape close', async ({
      page,
    }, info) => {
      const title = await playEpisode(page);
      const bar = miniPlayer(page);
      const expand = bar.getByRole('button', { name: 'Open Now Playing' });
      await shoot(page, info, `episode-bar-${size.viewport.width}`);

      await press(bar.getByText(title, { exact: true }), size.touch);
      const sheet = nowPlaying(page);
      await expect(sheet).toBeVisible();
      await expect(sheet).toContainText(title);
      expect((await axeScan(page).include('.now-playing').analyze()).violations).toEqual([]);

      await press(sheet.getByRole('button', { name: 'Pause', exact: true }), size.touch);
      await expect.poll(async () => (await media(page)).paused).toBe(true);
      const seek = sheet.getByRole('slider', { name: 'Seek' });
      await seek.fill('50');
      const { duration } = await media(page);
      await expect.poll(async () => (await media(page)).time).toBeGreaterThan(duration * 0.45);
      await expect(seek).toHaveAttribute('aria-valuetext', /^\d\d:\d\d of \d\d:\d\d, .+ left$/);
      await expect(sheet.getByLabel('Remaining')).toHaveText(/^-\d\d:\d\d$/);

      const sought = (await media(page)).time;
      await press(sheet.getByRole('button', { name: 'Forward 15 seconds' }), size.touch);
      await expect.poll(async () => (await media(page)).time).toBeCloseTo(sought + 15, 0);
      await press(sheet.getByRole('button', { name: 'Back 15 seconds' }), size.touch);
      await expect.poll(async () => (await media(page)).time).toBeCloseTo(sought, 0);

      await sheet.getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
      await expect.poll(async () => (await media(page)).rate).toBe(1.5);
      await shoot(page, info, `episode-screen-${size.viewport.width}`);

      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(expand).toBeFocused();

      await press(expand, size.touch);
      await expect(sheet).toBeVisible();
      const url = page.url();
      await page.goBack();
      await expect(sheet).toBeHidden();
      await expect(expand).toBeFocused();
      expect(page.url()).toBe(url);
      await expect(bar).toBeVisible();

      // The next visit on this device plays at the speed chosen.
      await page.reload();
      await playEpisode(page);
      await expect.poll(async () => (await media(page)).rate).toBe(1.5);
      await press(miniPlayer(page).getByRole('button', { name: 'Open Now Playing' }), size.touch);
      await expect(nowPlaying(page).getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');
    });

    test('live radio opens a screen with Stop and no speed, at 1x', async ({ page }, info) => {
      await page.goto('/station/702/guide');
      await page.getByRole('button', { name: 'Listen live to 702' }).click();
      const bar = miniPlayer(page);
      await expect(bar.getByRole('button', { name: 'Stop', exact: true })).toBeVisible({ timeout: 45_000 });
      await shoot(page, info, `live-bar-${size.viewport.width}`);
      await press(bar.getByRole('button', { name: 'Open Now Playing' }), size.touch);
      const sheet = nowPlaying(page);
      await expect(sheet.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
      await expect(sheet.getByRole('combobox', { name: 'Speed' })).toHaveCount(0);
      await expect(sheet.getByRole('slider', { name: 'Seek' })).toHaveCount(0);
      expect((await axeScan(page).include('.now-playing').analyze()).violations).toEqual([]);
      await shoot(page, info, `live-screen-${size.viewport.width}`);
      await press(sheet.getByRole('button', { name: 'Stop', exact: true }), size.touch);
      await expect(bar).toBeHidden();
      await expect(sheet).toBeHidden();
    });
  });
}

/** The boxes of the bar's visible controls and of its lines of text. */
async function barBoxes(bar: Locator): Promise<{ controls: Box[]; lines: Box[]; row: Box[] }> {
  return bar.evaluate((section) => {
    const boxOf = (element: Element): Box & { shown: boolean } => {
      const rect = element.getBoundingClientRect();
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('part') ??
        (element.className || element.localName).toString();
      return {
        name,
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
        shown: rect.width > 0 && rect.height > 0 && element.checkVisibility(),
      };
    };
    const shown = (selector: string, where: (element: Element) => boolean = () => true) =>
      [...section.querySelectorAll(selector)]
        .filter(where)
        .map(boxOf)
        .filter((box) => box.shown)
        .map(({ shown: _shown, ...box }) => box);
    return {
      controls: shown('button, input, select, a[href]'),
      lines: shown('.mini-player__station-name, .mini-player__badge, .mini-player__title'),
      // The sleep timer and "From the start" sit in the station's line; every other control is on the bar's row.
      row: shown('button, input, select', (element) => !element.closest('.mini-player__station')),
    };
  });
}

for (const width of [320, 390, 1440]) {
  test(`at ${width} px the mini player's controls do not overlap and are 44x44 at least`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/station/702/guide');
    await page.getByRole('button', { name: 'Listen live to 702' }).click();
    const bar = miniPlayer(page);
    await expect(bar.getByRole('button', { name: 'Stop', exact: true })).toBeVisible({ timeout: 45_000 });
    await expect(bar.getByText('Live', { exact: true })).toBeVisible();

    for (const state of ['live', 'episode']) {
      if (state === 'episode') await playEpisode(page);
      const { controls, lines, row } = await barBoxes(bar);
      const middles = row.map((box) => box.y + box.height / 2);
      expect(Math.max(...middles) - Math.min(...middles), `${state}: one row`).toBeLessThan(12);
      expect(controls.length).toBeGreaterThanOrEqual(2);
      const small = controls.filter((box) => box.width < 44 || box.height < 44).map((box) => box.name);
      expect(small, `${state}: controls under 44x44`).toEqual([]);
      expectApart([...controls, ...lines], state);
      for (const line of lines) expect(line.x + line.width, line.name).toBeLessThanOrEqual(width);
      // One line each: the station and the title are never wrapped.
      const station = bar.locator('.mini-player__station-name');
      expect((await station.boundingBox())?.height ?? 0).toBeLessThan(30);
    }
  });
}

test('an anonymous listener resumes an episode on this device after a reload', async ({ page }) => {
  await playEpisode(page);
  const bar = miniPlayer(page);
  await bar.getByRole('button', { name: 'Open Now Playing' }).click();
  await nowPlaying(page).getByRole('slider', { name: 'Seek' }).fill('50');
  const { duration } = await media(page);
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(duration * 0.45);
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('primedia.device-positions') ?? ''))
    .toMatch(/":\d{3,}/);

  await page.reload();
  await playEpisode(page);
  await expect.poll(async () => (await media(page)).time).toBeGreaterThan(duration * 0.45);
});
