/**
 * The Now Playing screen and the players' controls on the production build. At 390 px (touch) and 1440 px the
 * screen opens by a tap on the artwork, the title or Expand, and closes by its close button, by Back and by
 * Escape, each time giving focus back to Expand. At 320, 390, 1024 and 1440 px, for live radio, catch-up, an episode
 * and a video, every control of the mini player, of the open screen and of the video view is at least 44x44
 * and none overlaps another (element boxes), and axe finds nothing on the open screen. Catch-up's "Copy link
 * at …" gives the station page's link, which offers to play that moment again.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  PHONE_AND_DESKTOP,
  closeNowPlaying,
  controlBoxes,
  deviceOf,
  expectApart,
  expectTidy,
  hydrated,
  miniPlayer,
  nowPlayingScreen,
  playEpisode,
  press,
  recordCopies,
  shoot,
} from '../support/player-ui';
import { expectMediaPlaying, expectUncovered } from '../support/seen';

const VIDEO = '/video/a-day-with-a-lifeguard';

test.describe.configure({ timeout: 240_000 });

for (const size of PHONE_AND_DESKTOP) {
  test.describe(`on ${size.label}`, () => {
    test.use(deviceOf(size));

    test('the screen opens by a tap and closes by its close button, Back and Escape, giving focus back', async ({
      page,
    }) => {
      const { title } = await playEpisode(page);
      const bar = miniPlayer(page);
      const expand = bar.getByRole('button', { name: 'Open Now Playing' });
      const sheet = nowPlayingScreen(page);
      const url = page.url();

      await press(bar.locator('[part="artwork"]'), size.touch);
      await expect(sheet).toContainText(title);
      const close = sheet.getByRole('button', { name: 'Close Now Playing' });
      await expectUncovered(close);
      await press(close, size.touch);
      await expect(sheet).toBeHidden();
      await expect(expand).toBeFocused();

      await press(bar.getByText(title, { exact: true }), size.touch);
      await expect(sheet).toBeVisible();
      await page.goBack();
      await expect(sheet).toBeHidden();
      await expect(expand).toBeFocused();
      expect(page.url()).toBe(url);

      await press(expand, size.touch);
      await expect(sheet).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(expand).toBeFocused();
      // Closed three ways, the page is where it was and the episode plays on.
      expect(page.url()).toBe(url);
      await expectMediaPlaying(page, 1);
    });
  });
}

/** The bar's and the open screen's controls are tidy, axe finds nothing on the screen; screenshots of both. */
async function checkBarAndScreen(page: Page, info: TestInfo, state: string, width: number): Promise<Locator> {
  const bar = miniPlayer(page);
  await shoot(page, info, `${state}-bar-${width}`);
  expectTidy(await controlBoxes(bar), `${state}: mini player`);
  // The times too: text that runs under a control is as unreadable as two controls on each other.
  expectApart(await controlBoxes(bar, 'button, input, .transport__time'), `${state}: mini player's times`);
  await bar.getByRole('button', { name: 'Open Now Playing' }).click();
  const sheet = nowPlayingScreen(page);
  await expect(sheet).toBeVisible();
  await shoot(page, info, `${state}-screen-${width}`);
  expectTidy(await controlBoxes(sheet), `${state}: Now Playing screen`);
  expect((await axeScan(page).include('.now-playing').analyze()).violations).toEqual([]);
  return sheet;
}

for (const width of [320, 390, 1024, 1440]) {
  test.describe(`at ${width} px`, () => {
    const touch = width < 640;
    test.use(deviceOf({ viewport: { width, height: 844 }, touch }));

    test('live, catch-up, an episode and a video keep every control 44x44 and apart', async ({
      page,
    }, info) => {
      const lastCopy = await recordCopies(page);

      await test.step('live', async () => {
        await page.goto('/station/702/guide');
        await hydrated(page);
        await page.getByRole('button', { name: 'Listen live to 702' }).click();
        await expect(miniPlayer(page).getByRole('button', { name: 'Stop', exact: true })).toBeVisible({
          timeout: 45_000,
        });
        await checkBarAndScreen(page, info, 'live', width);
        await closeNowPlaying(page);
      });

      await test.step('catch-up, and its moment shared', async () => {
        // Three hours ago: inside the catch-up window whatever the hour, and far enough back that the bar's
        // times run to hours, its widest; at 1,024 px they once ran over the volume.
        const at = Math.floor(Date.now() / 1000) - 3 * 3600;
        await page.goto(`/station/702?at=${at}`);
        await hydrated(page);
        await page.getByRole('button', { name: /^Play 702 from / }).click();
        await expect(miniPlayer(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible({
          timeout: 45_000,
        });
        await expect(miniPlayer(page).getByText(/^-\d+(:\d\d)+$/)).toBeVisible();
        const sheet = await checkBarAndScreen(page, info, 'catch-up', width);
        const copy = sheet.getByRole('button', { name: /^Copy link at \d\d:\d\d, \w+day$/ });
        await expectUncovered(copy);
        await press(copy, touch);
        await expect(sheet.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
        const link = new URL((await lastCopy()) ?? '');
        expect(link.pathname).toBe('/station/702');
        // The moment at the playhead: from where it started, a little later.
        expect(Number(link.searchParams.get('at'))).toBeGreaterThanOrEqual(at);
        expect(Number(link.searchParams.get('at'))).toBeLessThan(at + 120);
        // The label the link opens with is its own moment's, South African time: read from the button before
        // the press, it could be a minute behind the link when the playhead crossed a minute in between.
        const when = new Date(Number(link.searchParams.get('at')) * 1000);
        const zone = { timeZone: 'Africa/Johannesburg' } as const;
        const label = `${when.toLocaleTimeString('en-ZA', { ...zone, hour: '2-digit', minute: '2-digit', hour12: false })}, ${when.toLocaleDateString('en-ZA', { ...zone, weekday: 'long' })}`;
        await closeNowPlaying(page);
        await page.goto(link.href);
        await hydrated(page);
        await expectUncovered(page.getByRole('button', { name: `Play 702 from ${label}` }));
      });

      await test.step('an episode', async () => {
        await playEpisode(page);
        await checkBarAndScreen(page, info, 'episode', width);
        await closeNowPlaying(page);
      });

      await test.step('a video', async () => {
        await page.goto(VIDEO);
        await hydrated(page);
        await page
          .getByRole('button', { name: /^Watch / })
          .first()
          .click();
        const view = page.getByRole('region', { name: /^Video/ }).first();
        await expect(view.getByRole('slider', { name: 'Seek' })).toBeVisible({ timeout: 45_000 });
        await view.scrollIntoViewIfNeeded();
        expectTidy(await controlBoxes(view), 'video view');
        expect((await axeScan(page).include('.video-player').analyze()).violations).toEqual([]);
        await shoot(page, info, `video-${width}`);
      });
    });
  });
}
