/**
 * Listening that carries on, on the production build at 390 px (touch) and 1440 px: an episode is queued with
 * "Up next", the one playing is sought to its last seconds, the countdown shows what comes next and then it
 * plays (the media clock moves on); an anonymous listener's episode resumes where it was after a reload, and
 * Explore offers it under "Continue listening" with the time left. The page clock is pinned to a South
 * African late evening, so nothing depends on when the suite runs.
 */
import { expect, test, type Locator } from '@playwright/test';
import { seekMedia } from '../support/media';
import {
  PHONE_AND_DESKTOP,
  PODCAST,
  deviceOf,
  freeEpisodeRows,
  hydrated,
  mediaClock,
  miniPlayer,
  press,
  shoot,
} from '../support/player-ui';
import { atSast, sastDay } from '../support/sast-clock';
import { expectMediaPlaying, expectUncovered } from '../support/seen';

const media = mediaClock;

const title = async (row: Locator) => (await row.locator('.podcast-episodes__title').innerText()).trim();

test.describe.configure({ timeout: 180_000 });

for (const size of PHONE_AND_DESKTOP) {
  test.describe(`on ${size.label}`, () => {
    test.use(deviceOf(size));

    test('a queued episode follows the one that ends, and an anonymous listener resumes after a reload', async ({
      page,
    }, info) => {
      await page.clock.install({ time: atSast(sastDay(Date.now()), '22:40:00') });
      await page.goto(PODCAST);
      await hydrated(page);
      const first = freeEpisodeRows(page).nth(0);
      const second = freeEpisodeRows(page).nth(1);
      const firstTitle = await title(first);
      const secondTitle = await title(second);

      await test.step('queue an episode and see it in Up next', async () => {
        const add = second.getByRole('button', { name: `Add ${secondTitle} to Up next` });
        await expectUncovered(add);
        await press(add, size.touch);
        await expect(
          second.getByRole('button', { name: `Remove ${secondTitle} from Up next` }),
        ).toBeVisible();
        await press(first.getByRole('button', { name: `Play ${firstTitle}` }), size.touch);
        await expect(miniPlayer(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible({
          timeout: 45_000,
        });
        await press(miniPlayer(page).getByRole('button', { name: 'Open Now Playing' }), size.touch);
        const upNext = page
          .getByRole('dialog', { name: 'Now playing' })
          .getByRole('region', { name: 'Up next' });
        await upNext.scrollIntoViewIfNeeded();
        await expect(upNext.getByRole('listitem')).toHaveText([new RegExp(secondTitle)]);
        await shoot(page, info, `up-next-${size.viewport.width}`);
        await page.keyboard.press('Escape');
      });

      await test.step('the episode ends, the countdown shows, and the queued one plays', async () => {
        await expect.poll(async () => (await media(page)).duration).toBeGreaterThan(60);
        const { duration } = await media(page);
        await seekMedia(page, duration - 2);
        const countdown = miniPlayer(page)
          .locator('..')
          .getByRole('status')
          .filter({ hasText: /^Next in \d s:/ });
        await expect(countdown).toContainText(secondTitle, { timeout: 20_000 });
        await expectUncovered(countdown.getByRole('button', { name: 'Cancel' }));
        await shoot(page, info, `countdown-${size.viewport.width}`);
        await expect(miniPlayer(page)).toContainText(secondTitle, { timeout: 30_000 });
        await expect(countdown).toHaveCount(0);
        await expectMediaPlaying(page, 1);
        // The played one is marked as such in the list.
        await expect(first.getByText('Played')).toBeVisible();
      });

      await test.step('an anonymous listener resumes where they were after a reload', async () => {
        await expect.poll(async () => (await media(page)).duration).toBeGreaterThan(200);
        await seekMedia(page, 150);
        // Kept every few seconds of play: wait until this device holds the position.
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('primedia.device-positions') ?? ''))
          .toMatch(/"seconds":1[5-9]\d/);
        await page.reload();
        await hydrated(page);
        const row = freeEpisodeRows(page).nth(1);
        await expect(row).toContainText(/\d+ min left/);
        await shoot(page, info, `episode-marks-${size.viewport.width}`);
        await press(row.getByRole('button', { name: `Play ${secondTitle}` }), size.touch);
        await expect.poll(async () => (await media(page)).time, { timeout: 45_000 }).toBeGreaterThan(145);
        await expectMediaPlaying(page, 1);
      });

      await test.step('Explore offers it under Continue listening', async () => {
        await page.goto('/');
        await hydrated(page);
        const row = page.getByRole('region', { name: 'Continue listening' });
        await expect(row).toContainText(secondTitle);
        await expect(row).toContainText(/\d+ min left/);
        await expectUncovered(row.getByRole('button', { name: `Play ${secondTitle}` }));
        await shoot(page, info, `continue-listening-${size.viewport.width}`);
      });
    });
  });
}
