/**
 * The player in a listener's hand, on the production build at 390 px (touch) and 1440 px: an episode sought,
 * skipped 15 s both ways, sped to 1.5x and still 1.5x after a reload; shared at a time and opened from that
 * link ("Play from …", and it plays from there); the keyboard shortcuts work on the page and are ignored in the
 * search box, and one Tab and Enter from an episode page's own play control land on the player's; the "?" dialog
 * and the open Now Playing screen pass axe; a video shows its tools. How each
 * player's controls sit at 320, 390 and 1440 px is in now-playing.journey.spec.ts.
 */
import { axeScan } from '../support/axe';
import { expect, test } from '@playwright/test';
import { onMedia } from '../support/media';
import {
  PHONE_AND_DESKTOP,
  closeNowPlaying,
  deviceOf,
  hydrated,
  mediaClock,
  miniPlayer,
  nowPlayingScreen,
  playEpisode,
  press,
  recordCopies,
  shoot,
} from '../support/player-ui';
import { expectUncovered } from '../support/seen';

const VIDEO = '/video/a-day-with-a-lifeguard';

const bar = miniPlayer;
const screenOf = nowPlayingScreen;
const media = mediaClock;

test.describe.configure({ timeout: 240_000 });

for (const size of PHONE_AND_DESKTOP) {
  test.describe(`on ${size.label}`, () => {
    test.use(deviceOf(size));

    test('an episode is sought, skipped, sped up, shared at a time and opened from that link', async ({
      page,
    }, info) => {
      const lastCopy = await recordCopies(page);
      const { title, path } = await playEpisode(page);
      await press(bar(page).getByText(title, { exact: true }), size.touch);
      const sheet = screenOf(page);
      await expect(sheet).toBeVisible();

      await press(sheet.getByRole('button', { name: 'Pause', exact: true }), size.touch);
      await expect.poll(async () => (await media(page)).paused).toBe(true);
      await sheet.getByRole('slider', { name: 'Seek' }).fill('40');
      const { duration } = await media(page);
      await expect.poll(async () => (await media(page)).time).toBeGreaterThan(duration * 0.35);
      const sought = (await media(page)).time;
      await press(sheet.getByRole('button', { name: 'Forward 15 seconds' }), size.touch);
      await expect.poll(async () => (await media(page)).time).toBeCloseTo(sought + 15, 0);
      await press(sheet.getByRole('button', { name: 'Back 15 seconds' }), size.touch);
      await expect.poll(async () => (await media(page)).time).toBeCloseTo(sought, 0);
      await sheet.getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
      await expect.poll(async () => (await media(page)).rate).toBe(1.5);

      const at = Math.floor((await media(page)).time);
      const label = `${Math.floor(at / 60)}:${String(at % 60).padStart(2, '0')}`;
      const copy = sheet.getByRole('button', { name: `Copy link at ${label}` });
      await expectUncovered(copy);
      expect((await axeScan(page).include('.now-playing').analyze()).violations).toEqual([]);
      await shoot(page, info, `share-screen-${size.viewport.width}`);
      await press(copy, size.touch);
      await expect(sheet.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
      const link = await lastCopy();
      expect(link).toBe(new URL(`${path}?t=${at}`, page.url()).href);
      await closeNowPlaying(page);

      // Opened from the link: the episode's page, not playing, with "Play from …" that plays from there.
      await page.goto(link ?? '');
      await hydrated(page);
      const playFrom = page.getByRole('button', { name: `Play from ${label}` });
      await expectUncovered(playFrom);
      expect((await media(page)).paused).toBe(true);
      await shoot(page, info, `shared-link-${size.viewport.width}`);
      await press(playFrom, size.touch);
      await expect(bar(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible({
        timeout: 45_000,
      });
      await expect.poll(async () => (await media(page)).time).toBeGreaterThanOrEqual(at);
      // Still 1.5x after the reload the link was.
      await expect.poll(async () => (await media(page)).rate).toBe(1.5);

      // A bad time says so and opens the page as usual.
      await page.goto(`${path}?t=soon`);
      await hydrated(page);
      await expect(page.getByText('The link\'s time "soon" is not a time in seconds')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Play from/ })).toHaveCount(0);
    });

    test('keyboard shortcuts work on the page, not in the search box, and "?" lists them', async ({
      page,
    }, info) => {
      await playEpisode(page);
      await page.locator('main h1').first().click(); // focus on the page, as a listener's click leaves it
      await page.keyboard.press('k');
      await expect.poll(async () => (await media(page)).paused).toBe(true);
      const before = (await media(page)).time;
      await page.keyboard.press('l');
      await expect.poll(async () => (await media(page)).time).toBeCloseTo(before + 15, 0);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await media(page)).time).toBeCloseTo(before, 0);
      await page.keyboard.press('m');
      await expect.poll(async () => (await media(page)).muted).toBe(true);
      await page.keyboard.press('m');
      await page.keyboard.press('Shift+>');
      await expect.poll(async () => (await media(page)).rate).toBe(1.25);
      await page.keyboard.press('Shift+<');
      await expect.poll(async () => (await media(page)).rate).toBe(1);
      await page.keyboard.press(' ');
      await expect.poll(async () => (await media(page)).paused).toBe(false);

      await page.keyboard.press('Shift+?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(help).toContainText('Back 15 seconds');
      expect((await axeScan(page).include('.player-shortcuts').analyze()).violations).toEqual([]);
      await shoot(page, info, `shortcuts-${size.viewport.width}`);
      await page.keyboard.press('Escape');
      await expect(help).toBeHidden();

      // In the search box the same keys are typed, and the episode plays on.
      await page.getByRole('link', { name: 'Search' }).first().click();
      const box = page.getByRole('searchbox').first();
      await box.fill('');
      await box.pressSequentially('k l m');
      await expect(box).toHaveValue('k l m');
      expect((await media(page)).paused).toBe(false);
      expect((await media(page)).muted).toBe(false);
    });

    test("one Tab from the episode page's own play control reaches the player controls", async ({ page }) => {
      const { title, path } = await playEpisode(page);
      await page.locator(`a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const own = page
        .getByRole('main')
        .getByRole('button', { name: `Pause ${title}` })
        .first();
      await own.focus();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Go to player controls' });
      await expect(skip).toBeFocused();
      await expectUncovered(skip);
      await page.keyboard.press('Enter');
      const focused = page.locator(':focus');
      await expect(focused).toHaveCount(1);
      expect(await focused.evaluate((el) => Boolean(el.closest('.mini-player')))).toBe(true);
      await expect(focused).toHaveAccessibleName('Pause');
      await expectUncovered(focused);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await media(page)).paused).toBe(true);
    });

    test('a video shows captions, picture-in-picture and full screen', async ({ page }, info) => {
      await page.goto(VIDEO);
      await hydrated(page);
      await press(page.getByRole('button', { name: /^Watch / }).first(), size.touch);
      const view = page.getByRole('region', { name: /^Video/ }).first();
      const captions = view.getByRole('button', { name: 'Captions' });
      await expectUncovered(captions);
      await press(captions, size.touch);
      await expect(captions).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(() =>
          onMedia(page, (m) =>
            m ? [...m.textTracks].map((t) => `${t.mode}:${t.activeCues?.length ?? 0}`) : [],
          ),
        )
        .toEqual(['showing:1']);
      await expectUncovered(view.getByRole('button', { name: 'Full screen' }));
      await expectUncovered(view.getByRole('button', { name: 'Picture in picture' }));
      await shoot(page, info, `video-${size.viewport.width}`);
    });
  });
}
