/**
 * The station page and the programme guide against the real platform: play live from the station page, the
 * current show highlighted as the content API's times and the clock say, the day switcher, play from the guide,
 * the chosen day in the address, the not-found page for unknown stations, today for bad dates, and axe.
 */
import { axeScan } from '../support/axe';
import { expect, test } from '@playwright/test';
import {
  addDays,
  atSast,
  GUIDE_TIMES,
  nearestWeekday,
  SATURDAY,
  sastDay,
  WEDNESDAY,
} from '../support/sast-clock';
import { graphqlData } from '../support/graphql';
import { formatShowTime as formatSast } from '../../src/ui/programme-guide/guide-time';
import { expectLiveIn, expectPlaying, mediaState } from './content.helpers';

interface EpgItem {
  headline: string;
  startTimeUnixSeconds: number;
  endTimeUnixSeconds: number;
}

async function epg(date: string) {
  const data = await graphqlData<{ getEpgData: EpgItem[] }>(
    'query($date: String!) { getEpgData(station: _702, date: $date) { headline startTimeUnixSeconds endTimeUnixSeconds } }',
    { variables: { date } },
  );
  return data.getEpgData;
}

test('the station page plays the station live and shows the show on air and the guide link', async ({
  page,
}) => {
  await page.goto('/station/702');
  await expect(page.locator('main h1')).toHaveText('702');
  await expect(page.getByRole('heading', { name: 'On air now' })).toBeVisible();
  await expect(page.locator('.station-show__title')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: '702 programme guide' })).toHaveAttribute(
    'href',
    '/station/702/guide',
  );
  await expect(page.locator('.station-now')).toContainText(/Now (playing|on air):/);
  const axe = await axeScan(page).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Play 702 live' }).click();
  await expectPlaying(page);
  await expectLiveIn(page, '702');
});

// Noon on a weekday and on a Saturday, whose shorter weekend guide leaves fewer shows after noon than the list
// holds, so tomorrow's first show joins it.
for (const { width, weekday, dayName } of [
  { width: 390, weekday: SATURDAY, dayName: 'a Saturday' },
  { width: 1440, weekday: WEDNESDAY, dayName: 'a Wednesday' },
]) {
  test(`at ${width} px at noon on ${dayName} the station page shows now and next, the rest of the day, and its podcasts, news and clips`, async ({
    page,
  }) => {
    const today = nearestWeekday(sastDay(Date.now()), weekday);
    const shows = await epg(today);
    const noon = atSast(today, '12:00:00');
    await page.clock.install({ time: noon });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/station/702');

    const onAir = shows.find(
      (s) => s.startTimeUnixSeconds * 1000 <= noon && noon < s.endTimeUnixSeconds * 1000,
    );
    const next = shows.find((s) => s.startTimeUnixSeconds * 1000 > noon);
    if (!onAir || !next) throw new Error('the seeded 702 guide has a show at noon and one after it');
    await expect(page.locator('.station-show__time')).toContainText(formatSast(onAir.startTimeUnixSeconds));
    const upNext = page.locator('.station-next');
    await expect(upNext).toBeInViewport();
    await expect(upNext).toHaveText(`Up next: ${formatSast(next.startTimeUnixSeconds)} ${next.headline}`);

    // Today at a glance: the show on air (marked) and every later show of the day, none that has ended; when
    // fewer than four are left, tomorrow's first shows make up the four.
    const today702 = page.getByRole('region', { name: 'Today on 702' });
    const rows = today702.locator('h2 + ol').getByRole('listitem');
    const rest = shows.filter((s) => s.endTimeUnixSeconds * 1000 > noon);
    await expect(rows).toHaveCount(rest.length);
    await expect(rows.first()).toHaveAttribute('aria-current', 'time');
    await expect(rows.first()).toContainText(`${onAir.headline}On now`);
    await expect(rows.last()).toContainText(rest.at(-1)?.headline ?? '');
    const fromTomorrow = Math.max(0, 4 - rest.length);
    await expect(today702.getByRole('heading', { name: 'Tomorrow' })).toHaveCount(fromTomorrow > 0 ? 1 : 0);
    await expect(today702.locator('h3 + ol').getByRole('listitem')).toHaveCount(fromTomorrow);

    // Three shelves of the station's own content, each a row of cards that opens the item.
    for (const shelf of ['702 podcasts', 'Latest news from 702', '702 clips']) {
      const region = page.getByRole('region', { name: shelf });
      // The page clock is pinned to another day than the server's, so hydration can meet a different guide and
      // render the page again on the client: a shelf found a moment ago may be replaced while it scrolls.
      await expect(async () => region.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
      await expect(region.getByRole('link').first()).toBeVisible();
      expect(await region.getByRole('listitem').count()).toBeGreaterThan(2);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const axe = await axeScan(page).include('main').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    const news = page.getByRole('region', { name: 'Latest news from 702' }).getByRole('link').first();
    const href = await news.getAttribute('href');
    await news.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).toBeVisible();
  });
}

test('late at night the station page lists tomorrow’s first shows after the last of today', async ({
  page,
}) => {
  const today = sastDay(Date.now());
  const lateNight = atSast(today, '23:30:00');
  const rest = (await epg(today)).filter((s) => s.endTimeUnixSeconds * 1000 > lateNight);
  const tomorrow = await epg(addDays(today, 1));
  await page.clock.install({ time: lateNight });
  await page.goto('/station/702');
  const today702 = page.getByRole('region', { name: 'Today on 702' });
  await expect(today702.getByRole('heading', { name: 'Tomorrow' })).toBeVisible();
  const [todayList, tomorrowList] = [today702.locator('h2 + ol'), today702.locator('h3 + ol')];
  await expect(todayList.getByRole('listitem')).toHaveCount(rest.length);
  await expect(tomorrowList.getByRole('listitem')).toHaveCount(4 - rest.length);
  await expect(tomorrowList.getByRole('listitem').first()).toContainText(tomorrow[0]?.headline ?? 'none');
});

test('an unknown station shows the not-found state', async ({ page }) => {
  await page.goto('/station/999');
  await expect(page.locator('main[data-state="not-found"] h1')).toHaveText('We could not find this station');
});

test('the guide highlights the show on air, switches days and plays live', async ({ page }) => {
  // The page's clock starts at midday today (South African time), whatever the time the suite runs.
  const today = sastDay(Date.now());
  const shows = await epg(today);
  await page.clock.install({ time: atSast(today, '12:00:00') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/station/702/guide');
  const list = page.locator('.programme-guide__list');
  // On a phone the day row scrolls sideways; the chosen day (today) is scrolled into its view.
  const todayInRow = await page.getByRole('button', { name: /^Today,/ }).evaluate((button) => {
    const row = button.parentElement?.getBoundingClientRect();
    const own = button.getBoundingClientRect();
    return row ? own.left >= row.left - 1 && own.right <= row.right + 1 : false;
  });
  expect(todayInRow).toBe(true);
  await expect(list.locator('li')).toHaveCount(shows.length);
  const now = (await page.evaluate(() => Date.now())) / 1000;
  const onAir = shows.find((s) => s.startTimeUnixSeconds <= now && now < s.endTimeUnixSeconds);
  expect(onAir).toBeTruthy();
  const current = list.locator('li[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(onAir?.headline ?? '');
  await expect(current).toHaveAttribute('data-start', String(onAir?.startTimeUnixSeconds));
  // Scrolled into view inside the list's own box, and the page itself did not scroll.
  const inView = await current.evaluate((li) => {
    const box = li.parentElement?.getBoundingClientRect();
    const own = li.getBoundingClientRect();
    return box ? own.top >= box.top - 1 && own.bottom <= box.bottom + 1 : false;
  });
  expect(inView).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const axe = await axeScan(page).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Tomorrow: the list shows tomorrow's shows and nothing is on air.
  const tomorrow = addDays(today, 1);
  const tomorrowShows = await epg(tomorrow);
  const dayButton = page.getByRole('button', { name: /^Tomorrow,/ });
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-pressed', 'true');
  await expect(list.locator('li').first()).toHaveAttribute(
    'data-start',
    String(tomorrowShows[0]?.startTimeUnixSeconds),
  );
  await expect(list.locator('li[aria-current]')).toHaveCount(0);
  await page.getByRole('button', { name: /^Today,/ }).click();
  await expect(list.locator('li[aria-current="true"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Listen live to 702' }).click();
  await expectPlaying(page);
  await expect(page.getByRole('button', { name: 'Stop 702 live' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop 702 live' }).click();
  await expect.poll(async () => (await mediaState(page))?.paused).toBe(true);
});

for (const { name, time } of GUIDE_TIMES) {
  test(`the guide moves its highlight when the show on air ends, in the ${name}`, async ({ page }) => {
    const today = sastDay(Date.now());
    const start = atSast(today, time);
    const shows = [...(await epg(today)), ...(await epg(sastDay(start + 86_400_000)))];
    const index = shows.findIndex(
      (s) => s.startTimeUnixSeconds * 1000 <= start && start < s.endTimeUnixSeconds * 1000,
    );
    const onAir = shows[index];
    const next = shows[index + 1];
    expect(onAir && next).toBeTruthy();
    await page.clock.install({ time: start });
    await page.goto('/station/702/guide');
    const current = page.locator('.programme-guide__list li[aria-current="true"]');
    await expect(current).toHaveAttribute('data-start', String(onAir?.startTimeUnixSeconds));
    const now = await page.evaluate(() => Date.now());
    await page.clock.fastForward((onAir?.endTimeUnixSeconds ?? 0) * 1000 - now + 2_000);
    // The next show is on air, on the next day's guide when the last show before midnight ended.
    await expect(current).toHaveAttribute('data-start', String(next?.startTimeUnixSeconds));
    await expect(current).toContainText(next?.headline ?? '');
    await expect(page.getByRole('button', { name: /^Today,/ })).toHaveAttribute('aria-pressed', 'true');
  });
}

test('an unknown station shows the not-found page; a bad date shows today and leaves the address', async ({
  page,
}) => {
  await page.goto('/station/nope/guide');
  await expect(page.locator('main[data-state="not-found"] h1')).toHaveText('We could not find this station');
  await expect(page.getByText('Unknown station')).toHaveCount(0);
  for (const bad of ['2026-02-30', '1999-01-01', 'tomorrow']) {
    await page.goto(`/station/kfm/guide?date=${bad}`);
    await expect(page.getByRole('button', { name: /^Today,/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.programme-guide__list li').first()).toBeVisible();
    await expect(page).toHaveURL(/\/station\/kfm\/guide$/);
  }
});

test('the chosen day is in the address, so a reload and a shared link keep it; today has none', async ({
  page,
}) => {
  const today = sastDay(Date.now());
  await page.clock.install({ time: atSast(today, '12:00:00') });
  await page.goto('/station/702/guide');
  const list = page.locator('.programme-guide__list');
  const tomorrow = addDays(today, 1);
  const tomorrowShows = await epg(tomorrow);
  await page.getByRole('button', { name: /^Tomorrow,/ }).click();
  await expect(page).toHaveURL(new RegExp(`/station/702/guide\\?date=${tomorrow}$`));
  await page.reload();
  await expect(page.getByRole('button', { name: /^Tomorrow,/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.locator('li').first()).toHaveAttribute(
    'data-start',
    String(tomorrowShows[0]?.startTimeUnixSeconds),
  );
  await expect(list.locator('li').first()).toBeInViewport();
  // A shared link in a fresh tab shows the same day.
  const other = await page.context().newPage();
  await other.goto(`/station/702/guide?date=${tomorrow}`);
  await expect(other.getByRole('button', { name: /^Tomorrow,/ })).toHaveAttribute('aria-pressed', 'true');
  await other.close();
  await page.getByRole('button', { name: /^Today,/ }).click();
  await expect(page).toHaveURL(/\/station\/702\/guide$/);
  await expect(list.locator('li[aria-current="true"]')).toHaveCount(1);
});
