/**
 * Catch-up from the programme guide (docs/time-shift.md): every show that started inside the station's window is marked
 * and plays from its start, in the host app's guide page and in the partner widget.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_URL, PLATFORM_URL } from '../support/ports';
import { mediaTime, onMedia, seekMedia } from '../support/media';
import { hydrated, recordCopies } from '../support/player-ui';
import { atSast, sastDay } from '../support/sast-clock';

/** A show of `guide` that ended inside the window (not the one on air), going back a day when today has none. */
async function pastCatchUpShow(guide: Locator): Promise<Locator> {
  const past = guide.locator('li[data-catch-up="true"]:not([aria-current])');
  await expect(guide.locator('li').first()).toBeVisible();
  if ((await past.count()) === 0) {
    await guide.getByRole('button', { name: /^Yesterday/ }).click();
    await expect(guide.locator('li[data-catch-up="true"]').first()).toBeVisible();
  }
  return past.last();
}

interface HistoryItem {
  title: string;
  artist: string;
  startTimeUnixSeconds: number;
  endTimeUnixSeconds: number;
}

async function contentApi<T>(page: Page, query: string, variables: object): Promise<T> {
  const reply = await page.request.get(`${PLATFORM_URL}/graphql`, {
    headers: { 'x-app-name': 'prime', 'x-app-platform': 'web' },
    params: { query, variables: JSON.stringify(variables) },
  });
  const body = (await reply.json()) as { data: T };
  return body.data;
}

/** The guide's show on `station` starting at `start`, from the content API (it may be on another day's page). */
async function guideShowStartingAt(page: Page, station: string, start: number) {
  const day = new Date((start + 2 * 3600) * 1000).toISOString().slice(0, 10);
  const data = await contentApi<{ getEpgData: { headline: string; startTimeUnixSeconds: number }[] }>(
    page,
    'query($s: Station!, $d: String!) { getEpgData(station: $s, date: $d) { headline startTimeUnixSeconds } }',
    { s: `_${station}`, d: day },
  );
  const show = data.getEpgData.find((s) => s.startTimeUnixSeconds === start);
  if (!show) throw new Error(`no ${station} show starts at ${start}`);
  return show;
}

async function nowPlayingHistory(page: Page, station: string, from: number, to: number) {
  const data = await contentApi<{ getNowPlayingHistory: HistoryItem[] }>(
    page,
    'query($s: Station!, $f: Int!, $t: Int!) { getNowPlayingHistory(station: $s, fromUnixSeconds: $f, toUnixSeconds: $t) { title artist startTimeUnixSeconds endTimeUnixSeconds } }',
    { s: `_${station}`, f: from, t: to },
  );
  return data.getNowPlayingHistory;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function catchUpRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/catchup/')) urls.push(request.url());
  });
  return urls;
}

test('a past show from the guide page plays from its start', async ({ page }) => {
  test.setTimeout(90_000);
  const requests = catchUpRequests(page);
  await page.goto('/station/702/guide?engine=hlsjs');
  const guide = page.getByRole('region', { name: /programme guide/ });
  const show = await pastCatchUpShow(guide);
  const headline = (await show.getByRole('heading').textContent())?.trim() ?? '';
  const start = Number(await show.getAttribute('data-start'));
  await show.getByRole('button', { name: `Play: ${headline}`, exact: true }).click();

  const mini = page.getByRole('region', { name: 'Player' });
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThan(1);
  expect(new URL(requests[0] ?? 'http://x/').searchParams.get('from')).toBe(String(start));
  await expect(mini.getByText(headline, { exact: true })).toBeVisible();
  await expect(mini.getByRole('button', { name: 'Go live' })).toBeVisible();
  // "-h:mm:ss" behind live: as far back as the show's start, give or take what has played.
  const behind = ((await mini.locator('[part="behind"]').textContent()) ?? '')
    .replace('-', '')
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
  expect(Math.abs(behind - (Date.now() / 1000 - start))).toBeLessThan(30);
  const seek = mini.getByRole('slider', { name: 'Seek' });
  await expect(seek).toBeVisible();

  // The range runs on past the show's end to the moment it was asked for, and the bar marks where the guide's
  // next show begins: over the slider, as far along it as that start is into the range.
  const end = Number(await show.getAttribute('data-end'));
  const next = await guideShowStartingAt(page, '702', end);
  const mark = mini.locator('[part="show-marks"] > span').first();
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute('data-show', next.headline);
  const duration = await onMedia(page, (media) => media?.duration ?? 0);
  const [markBox, seekBox] = await Promise.all([mark.boundingBox(), seek.boundingBox()]);
  if (!markBox || !seekBox) throw new Error('the mark or the seek bar has no box');
  // A range's value runs between the thumb's centre at each end: half of Chromium's 16 px thumb in from each side.
  const along = (markBox.x + markBox.width / 2 - (seekBox.x + 8)) / (seekBox.width - 16);
  expect(Math.abs(along - (end - start) / duration)).toBeLessThan(0.01);
  await expect(seek).toHaveAttribute('aria-valuetext', new RegExp(`, ${escapeRegExp(headline)}$`));

  // Playing across the boundary: the title becomes the next show's, as the guide has it.
  await seekMedia(page, end - start - 3);
  await expect(mini.getByText(next.headline, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(seek).toHaveAttribute('aria-valuetext', new RegExp(`, ${escapeRegExp(next.headline)}$`));
});

test('the now-playing line shows what aired at the playhead and changes at an item boundary', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/station/947/guide?engine=hlsjs');
  const guide = page.getByRole('region', { name: /programme guide/ });
  // A show that has ended has aired all its items, so there is always a boundary to cross.
  const show = await pastCatchUpShow(guide);
  const headline = (await show.getByRole('heading').textContent())?.trim() ?? '';
  const start = Number(await show.getAttribute('data-start'));
  const end = Number(await show.getAttribute('data-end'));
  await show.getByRole('button', { name: `Play: ${headline}`, exact: true }).click();
  const mini = page.getByRole('region', { name: 'Player' });
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });

  // What aired, as the content API tells it; pick a boundary a while after the show's start.
  const items = await nowPlayingHistory(page, '947', start, end);
  const index = items.findIndex((item) => item.startTimeUnixSeconds > start + 60);
  const before = items[index - 1];
  const after = items[index];
  if (!before || !after) throw new Error(`no item boundary in ${headline} (${items.length} items)`);
  const line = mini.locator('[part="now-playing"]');

  // Just before the boundary: the earlier item; playing across it: the later one.
  await seekMedia(page, after.startTimeUnixSeconds - start - 4);
  await expect(line).toHaveText(`${before.title} · ${before.artist}`, { timeout: 10_000 });
  await expect(line).toHaveText(`${after.title} · ${after.artist}`, { timeout: 15_000 });
  // The lock screen says the same.
  await expect
    .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.artist ?? ''))
    .toBe(`${after.title} · ${after.artist}`);
});

test('the guide widget marks the shows that play from their start', async ({ page }) => {
  await page.goto(`${DEMO_URL}/station.html`);
  const guide = page.locator('primedia-programme-guide[station="947"]');
  const current = guide.locator('li[aria-current="true"]');
  await expect(current).toBeVisible();
  // The show on air started inside the window; shows still to come did not.
  await expect(current.getByRole('button', { name: /^From the start: / })).toBeVisible();
  // Tomorrow's shows are all still to come (today may have none left after the one on air).
  await guide.getByRole('button', { name: /^Tomorrow/ }).click();
  await expect(guide.locator('li').first()).toBeVisible();
  await expect(guide.locator('li[data-catch-up]')).toHaveCount(0);
  await expect(guide.getByRole('button', { name: /^(From the start|Play): / })).toHaveCount(0);
});

/** The day strip's button `daysBack` days before today (the strip starts a week back). */
function dayBack(guide: Locator, daysBack: number): Locator {
  return guide
    .getByRole('group', { name: 'Choose a day' })
    .getByRole('button')
    .nth(7 - daysBack);
}

/**
 * Opens the day `daysBack` days ago in `guide`, plays its last show from its start and checks the player: the
 * show's title, the now playing of its first seconds, the range asked for and the media clock advancing.
 */
async function playsPastDayShow(page: Page, guide: Locator, station: string, daysBack: number) {
  const requests = catchUpRequests(page);
  await dayBack(guide, daysBack).click();
  await expect(dayBack(guide, daysBack)).toHaveAttribute('aria-pressed', 'true');
  const show = guide.locator('li[data-catch-up="true"]').last();
  await expect(show).toBeVisible();
  const headline = (await show.getByRole('heading').textContent())?.trim() ?? '';
  const start = Number(await show.getAttribute('data-start'));
  expect(Date.now() / 1000 - start).toBeGreaterThan((daysBack - 1) * 24 * 3600);
  await show.getByRole('button', { name: `Play: ${headline}`, exact: true }).click();

  const mini = page.getByRole('region', { name: 'Player' });
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThan(1);
  const at = await mediaTime(page);
  await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThan(at + 0.5);
  expect(new URL(requests[0] ?? 'http://x/').searchParams.get('from')).toBe(String(start));
  await expect(mini.getByText(headline, { exact: true })).toBeVisible();
  const items = await nowPlayingHistory(page, station, start, start + 60);
  const item = items.find((i) => i.startTimeUnixSeconds <= start + 2 && start + 2 < i.endTimeUnixSeconds);
  if (!item) throw new Error(`nothing aired on ${station} at ${start}`);
  const line = mini.locator('[part="now-playing"]');
  if (item.title) await expect(line).toHaveText(`${item.title}${item.artist ? ` · ${item.artist}` : ''}`);
  else await expect(line).toHaveCount(0);
}

for (const daysBack of [1, 6]) {
  test(`a show from ${daysBack === 1 ? 'yesterday' : 'six days ago'} plays from its start in the guide page`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/station/702/guide?engine=hlsjs');
    const guide = page.getByRole('region', { name: /programme guide/ });
    await expect(guide.locator('li').first()).toBeVisible();
    await playsPastDayShow(page, guide, '702', daysBack);
  });
}

test('a show from six days ago plays from its start in the guide widget on a partner page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${DEMO_URL}/station.html`);
  const guide = page.locator('primedia-programme-guide[station="947"]');
  await expect(guide.locator('li').first()).toBeVisible();
  await playsPastDayShow(page, guide, '947', 6);
});

// The window's edge falls inside the day a week back whatever the time: pinned to named South African times,
// including just after midnight, when that day's first show started a week and half a minute ago.
for (const { name, time } of [
  { name: 'at midday', time: '12:30:00' },
  { name: 'late in the evening', time: '22:40:00' },
  { name: 'just after midnight', time: '00:00:30' },
]) {
  test(`${name} a show that started before the window says it is not available to replay`, async ({
    page,
  }) => {
    const now = atSast(sastDay(Date.now()), time);
    await page.clock.install({ time: now });
    await page.goto('/station/kfm/guide');
    const guide = page.getByRole('region', { name: /programme guide/ });
    // A day pressed before the app has hydrated is kept and pressed again after (the early-press journey); here
    // the press is made on the hydrated page, so the test reads only the window's edge.
    await hydrated(page);
    await dayBack(guide, 7).click();
    await expect(dayBack(guide, 7)).toHaveAttribute('aria-pressed', 'true');
    // The first show of a week ago started more than a week ago: its row says why it has no Play.
    const first = guide.locator('li').first();
    await expect(first).toHaveAttribute('data-start', /\d+/);
    expect(Number(await first.getAttribute('data-start'))).toBeLessThan(now / 1000 - 7 * 24 * 3600);
    await expect(first.getByText('Not available to replay')).toBeVisible();
    await expect(first.getByRole('button', { name: /^Play: / })).toHaveCount(0);
    // Later that day, shows inside the window play.
    await expect(guide.getByRole('button', { name: /^Play: / }).last()).toBeVisible();
  });
}

test('the station page catch-up shelf plays one of the last shows from its start', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const requests = catchUpRequests(page);
  await page.goto('/station/capetalk?engine=hlsjs');
  const shelf = page.getByRole('region', { name: 'Catch up' });
  const show = shelf
    .locator('li')
    .filter({ has: page.getByRole('button', { name: /^Play: / }) })
    .first();
  const play = show.getByRole('button', { name: /^Play: / });
  await expect(play).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await shelf.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`station-${width}.png`) });
  }
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeInViewport({ ratio: 1 });
  const headline = (await show.getByRole('heading').textContent())?.trim() ?? '';
  await play.click();
  const mini = page.getByRole('region', { name: 'Player' });
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(mini.getByText(headline, { exact: true })).toBeVisible();
  expect(requests.length).toBeGreaterThan(0);
});

test('"Hear it again" on a played song plays it from its start with now playing showing it', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const requests = catchUpRequests(page);
  await page.goto('/station/947?engine=hlsjs');
  const list = page.getByRole('region', { name: 'Played on 947' });
  const songs = list.getByRole('button', { name: /^Hear it again: .+ · .+/ });
  await expect(songs.nth(1)).toBeVisible();
  // Not the newest: it may still be playing; the one before it has aired whole.
  const row = list
    .locator('li')
    .filter({ has: page.getByRole('button', { name: /^Hear it again: .+ · .+/ }) })
    .nth(1);
  const name = (
    (await row.getByRole('button', { name: /^Hear it again: / }).getAttribute('aria-label')) ?? ''
  ).replace('Hear it again: ', '');
  const artist = name.split(' · ')[1] ?? '';
  // Search by artist keeps the row.
  await list.getByLabel('Find a song or artist').fill(artist);
  await expect(
    list.getByRole('button', { name: `Hear it again: ${name}`, exact: true }).first(),
  ).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`played-${width}.png`) });
  }
  await list
    .getByRole('button', { name: `Hear it again: ${name}`, exact: true })
    .first()
    .click();
  const mini = page.getByRole('region', { name: 'Player' });
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  const at = await mediaTime(page);
  await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThan(at + 1);
  const from = Number(new URL(requests[0] ?? 'http://x/').searchParams.get('from'));
  const items = await nowPlayingHistory(page, '947', from - 5, from + 5);
  const item = items.find((i) => i.startTimeUnixSeconds === from);
  expect(`${item?.title} · ${item?.artist}`).toBe(name);
  // Within one 2 s segment of the song's start: the playlist starts at the segment airing at `from`.
  await expect(mini.locator('[part="now-playing"]')).toHaveText(name);
});

test('a shared moment opens the station page and plays from that moment', async ({ page }) => {
  test.setTimeout(90_000);
  // The page's copy kept by the page, not headless Chromium's clipboard, which the parallel workers share.
  const lastCopy = await recordCopies(page);
  const requests = catchUpRequests(page);
  await page.goto('/station/947?engine=hlsjs');
  const list = page.getByRole('region', { name: 'Played on 947' });
  const share = list.getByRole('button', { name: /^(Share|Link copied): / }).nth(1);
  await share.click();
  await expect(share).toHaveText('Link copied');
  const link = (await lastCopy()) ?? '';
  const at = Number(new URL(link).searchParams.get('at'));
  expect(new URL(link).pathname).toBe('/station/947');

  await page.goto(`${link}&engine=hlsjs`);
  const play = page.getByRole('button', { name: /^Play 947 from \d\d:\d\d, [A-Z][a-z]+day$/ });
  await expect(play).toBeInViewport();
  await play.click();
  const mini = page.getByRole('region', { name: 'Player' });
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  const time = await mediaTime(page);
  await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThan(time + 1);
  expect(new URL(requests[0] ?? 'http://x/').searchParams.get('from')).toBe(String(at));
});

test('a shared moment older than the window says so and offers live', async ({ page }) => {
  const eightDaysAgo = Math.floor(Date.now() / 1000) - 8 * 86_400;
  await page.goto(`/station/702?at=${eightDaysAgo}`);
  await expect(
    page.getByText(/on 702 is no longer available: catch-up keeps the last 7 days\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Listen live to 702' })).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Play 702 from / })).toHaveCount(0);
});
