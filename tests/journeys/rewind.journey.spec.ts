/**
 * A week of radio to rewind, on the production build, with the page's clock and the platform's clock both
 * pinned to a South African hour (server/util/test-clock.ts): in the small hours of a weekend, at breakfast on
 * a weekday and late on a weekday evening. At each: a show from yesterday and one from six days ago play from
 * their start in the guide page and in the guide widget on a partner's article; "Hear it again" plays a song from within one segment of its start; a shared moment
 * plays from that moment and one older than the window says so and offers live; search finds a show by name
 * and a song by artist. Each step checks what a person sees: the title, now playing, the media clock moving.
 */
import http from 'node:http';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_URL, JOURNEY_APP_URL, JOURNEY_PLATFORM_URL, TEST_PORTS } from '../support/ports';
import { mediaTime, onMedia } from '../support/media';
import { hydrated, miniPlayer } from '../support/player-ui';
import { atSast, nearestWeekday, sastDay, SATURDAY, WEDNESDAY } from '../support/sast-clock';
import { expectUncovered } from '../support/seen';

const THURSDAY = 4;
const DAY = 24 * 3600;

const today = sastDay(Date.now());
const HOURS = [
  { name: '03:00 on a Saturday', day: nearestWeekday(today, SATURDAY), time: '03:00:00' },
  { name: '07:45 on a Wednesday', day: nearestWeekday(today, WEDNESDAY), time: '07:45:00' },
  { name: '23:30 on a Thursday', day: nearestWeekday(today, THURSDAY), time: '23:30:00' },
];

interface Aired {
  title: string;
  artist: string;
  startTimeUnixSeconds: number;
  endTimeUnixSeconds: number;
}

async function contentApi<T>(page: Page, query: string, variables: object): Promise<T> {
  const reply = await page.request.get(`${JOURNEY_PLATFORM_URL}/graphql`, {
    headers: { 'x-app-name': 'prime', 'x-app-platform': 'web' },
    params: { query, variables: JSON.stringify(variables) },
  });
  const body = (await reply.json()) as { data: T };
  return body.data;
}

async function aired(page: Page, station: string, from: number, to: number): Promise<Aired[]> {
  const data = await contentApi<{ getNowPlayingHistory: Aired[] }>(
    page,
    'query($s: Station!, $f: Int!, $t: Int!) { getNowPlayingHistory(station: $s, fromUnixSeconds: $f, toUnixSeconds: $t) { title artist startTimeUnixSeconds endTimeUnixSeconds } }',
    { s: station === '702' || station === '947' ? `_${station}` : station, f: from, t: to },
  );
  return data.getNowPlayingHistory;
}

/**
 * A partner's article on an origin of its own (tests/support/ports.ts, `journeyArticle`; not a listed partner, so
 * the widgets read anonymously, as catch-up needs), with the quick start's script: the widgets the partner demo serves, pointed at the
 * journeys' platform and app by the script's data attributes (docs/widgets.md, "Self-hosting and caching").
 */
const PARTNER_ORIGIN = `http://127.0.0.1:${TEST_PORTS.journeyArticle}`;
const PARTNER_ARTICLE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>What 947 played this week</title>
    <script type="module" src="${DEMO_URL}/built/embed.js" data-platform-url="${JOURNEY_PLATFORM_URL}"
            data-app-url="${JOURNEY_APP_URL}"></script>
  </head>
  <body>
    <main>
      <h1>What 947 played this week</h1>
      <primedia-programme-guide station="947"></primedia-programme-guide>
    </main>
    <primedia-mini-player></primedia-mini-player>
  </body>
</html>`;

/**
 * Serves the article from a server of its own on loopback: a page fulfilled by the test's router counts as
 * public to Chromium, which then refuses its requests to loopback addresses (the widgets' code and platform).
 */
let partner: http.Server | null = null;
test.beforeAll(async () => {
  partner = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PARTNER_ARTICLE);
  });
  await new Promise<void>((resolve) =>
    partner?.listen(Number(new URL(PARTNER_ORIGIN).port), '127.0.0.1', resolve),
  );
});
test.afterAll(() => new Promise<void>((resolve) => (partner ? partner.close(() => resolve()) : resolve())));

async function openPartnerArticle(page: Page): Promise<Locator> {
  await page.goto(`${PARTNER_ORIGIN}/news/what-947-played`);
  const guide = page.locator('primedia-programme-guide[station="947"]');
  await expect(guide.locator('li').first()).toBeVisible({ timeout: 30_000 });
  return guide;
}

/** Pins the page's clock and the platform's to `at` (unix ms); both run on from there. */
async function pinClocks(page: Page, at: number) {
  await page.clock.install({ time: at });
  const reply = await page.request.post(`${JOURNEY_PLATFORM_URL}/test/clock`, { data: { at } });
  expect(reply.ok()).toBe(true);
}

/**
 * The catch-up ranges the page asks for, by their `from`: their multivariant playlists only, as a rung's
 * playlist of the range playing before may still be fetched after the next press.
 */
function catchUpStarts(page: Page): number[] {
  const starts: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/media\/catchup\/[^/]+\/index\.m3u8$/.test(url.pathname))
      starts.push(Number(url.searchParams.get('from')));
  });
  return starts;
}

async function expectClockAdvancing(page: Page) {
  await expect.poll(() => mediaTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  const at = await mediaTime(page);
  await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThan(at + 0.5);
}

/** "Title · Artist" as the player's now-playing line shows what aired at `at` on `station`. */
async function expectNowPlaying(page: Page, station: string, at: number) {
  const items = await aired(page, station, at, at + 60);
  const item = items.find((i) => i.startTimeUnixSeconds <= at && at < i.endTimeUnixSeconds);
  if (!item) throw new Error(`nothing aired on ${station} at ${at}`);
  await expect(miniPlayer(page).locator('[part="now-playing"]')).toHaveText(
    `${item.title}${item.artist ? ` · ${item.artist}` : ''}`,
  );
}

/** The day strip's button `daysBack` days before today (the strip starts a week back). */
const dayBack = (guide: Locator, daysBack: number) =>
  guide
    .getByRole('group', { name: 'Choose a day' })
    .getByRole('button')
    .nth(7 - daysBack);

async function playsShowFromDaysBack(
  page: Page,
  guide: Locator,
  station: string,
  daysBack: number,
  now: number,
) {
  const starts = catchUpStarts(page);
  await dayBack(guide, daysBack).click();
  await expect(dayBack(guide, daysBack)).toHaveAttribute('aria-pressed', 'true');
  const show = guide.locator('li[data-catch-up="true"]').first();
  await expect(show).toBeVisible();
  const headline = (await show.getByRole('heading').textContent())?.trim() ?? '';
  const start = Number(await show.getAttribute('data-start'));
  expect(now - start).toBeGreaterThan((daysBack - 1) * DAY);
  const play = show.getByRole('button', { name: `Play: ${headline}`, exact: true });
  // The guide plays once it knows the station's stream; its live button is enabled from then on.
  await expect(guide.getByRole('button', { name: /\blive\b/i }).first()).toBeEnabled();
  await expectUncovered(play);
  await play.click();
  await expect(miniPlayer(page).getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  await expectClockAdvancing(page);
  expect(starts[0]).toBe(start);
  await expect(miniPlayer(page).getByText(headline, { exact: true })).toBeVisible();
  await expectNowPlaying(page, station, start + 1);
}

/** Seconds of a "-h:mm:ss" or "-mm:ss" behind-live text. */
const secondsOf = (text: string) =>
  text
    .replace('-', '')
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test.afterEach(async ({ request }) => {
  await request.post(`${JOURNEY_PLATFORM_URL}/test/clock`, { data: { at: null } });
});

for (const hour of HOURS) {
  test(`at ${hour.name} (${hour.day}), a week of radio plays back`, async ({ page }) => {
    const pinned = atSast(hour.day, hour.time);
    const now = pinned / 1000;
    await pinClocks(page, pinned);

    await test.step('the guide page plays a show from yesterday and one from six days ago', async () => {
      await page.goto('/station/947/guide');
      await hydrated(page);
      const guide = page.getByRole('region', { name: /programme guide/ });
      await playsShowFromDaysBack(page, guide, '947', 1, now);
      await playsShowFromDaysBack(page, guide, '947', 6, now);
    });

    await test.step('the guide widget on a partner article plays a show from yesterday and one from six days ago', async () => {
      const guide = await openPartnerArticle(page);
      await playsShowFromDaysBack(page, guide, '947', 1, now);
      await playsShowFromDaysBack(page, guide, '947', 6, now);
      await page.goto('/station/947/guide');
      await hydrated(page);
    });

    await test.step('the guide page lists what played, and "Hear it again" plays a song from its start', async () => {
      const played = page.getByRole('region', { name: 'Played on 947' });
      await expect(played.getByRole('heading', { name: 'Played on 947' })).toBeVisible();
      const again = played.getByRole('button', { name: /^Hear it again: / }).nth(1);
      await expect(again).toBeVisible();
      const name = (await again.getAttribute('aria-label')) ?? '';
      const [title = '', artist = ''] = name.replace('Hear it again: ', '').split(' · ');
      const items = await aired(page, '947', Math.floor(now) - 3 * 3600, Math.floor(now));
      const song = items.filter((i) => i.title === title && i.artist === artist).at(-1);
      if (!song) throw new Error(`no ${title} in what aired`);
      const starts = catchUpStarts(page);
      await again.click();
      await expectClockAdvancing(page);
      expect(starts[0]).toBe(song.startTimeUnixSeconds);
      await expect(miniPlayer(page).locator('[part="now-playing"]')).toHaveText(`${title} · ${artist}`);
      // Behind live by as long ago as the song started, less what has played: within one 2 s segment (and the
      // display's rounding) of the song's start.
      const seen = await onMedia(page, (media) => ({
        behind: document.querySelector('[part="behind"]')?.textContent ?? '',
        played: media?.currentTime ?? 0,
        now: Date.now() / 1000,
      }));
      const heardFrom = seen.now - secondsOf(seen.behind) - seen.played;
      expect(Math.abs(heardFrom - song.startTimeUnixSeconds)).toBeLessThanOrEqual(3);
    });

    await test.step('a shared moment plays from that moment', async () => {
      const at = Math.floor(now) - 26 * 3600;
      const starts = catchUpStarts(page);
      await page.goto(`/station/702?at=${at}`);
      await hydrated(page);
      const label = new Intl.DateTimeFormat('en-ZA', {
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'long',
        hour12: false,
        timeZone: 'Africa/Johannesburg',
      }).formatToParts(at * 1000);
      const part = (type: string) => label.find((p) => p.type === type)?.value ?? '';
      const play = page.getByRole('button', {
        name: `Play 702 from ${part('hour')}:${part('minute')}, ${part('weekday')}`,
      });
      await expectUncovered(play);
      await play.click();
      await expectClockAdvancing(page);
      expect(starts[0]).toBe(at);
      await expectNowPlaying(page, '702', at + 1);
    });

    await test.step('a moment older than the window explains itself and offers live', async () => {
      await page.goto(`/station/702?at=${Math.floor(now) - 8 * DAY}`);
      await hydrated(page);
      const moment = page.getByRole('region', { name: 'Shared moment' });
      await expect(moment).toContainText('is no longer available: catch-up keeps the last 7 days.');
      const live = moment.getByRole('button', { name: 'Listen live to 702' });
      await expectUncovered(live);
      await live.click();
      await expect(miniPlayer(page)).toContainText('Live');
      await expectClockAdvancing(page);
    });

    await test.step('search finds a show by name and plays it from its start', async () => {
      const yesterday = await contentApi<{ getEpgData: { headline: string }[] }>(
        page,
        'query($s: Station!, $d: String!) { getEpgData(station: $s, date: $d) { headline } }',
        { s: 'kfm', d: sastDay(pinned - DAY * 1000) },
      );
      const name = yesterday.getEpgData[0]?.headline ?? '';
      await page.goto(`/search?q=${encodeURIComponent(name)}`);
      await hydrated(page);
      const shows = page.getByRole('region', { name: 'Shows in the guide' });
      const play = shows.getByRole('button', { name: `Play from start: ${name}` }).first();
      await expectUncovered(play);
      await expect(shows.getByRole('button', { name: `Remind me of ${name}` }).first()).toBeVisible();
      await play.click();
      await expectClockAdvancing(page);
      await expect(miniPlayer(page).getByText(name, { exact: true })).toBeVisible();
    });

    await test.step('search finds a song by its artist', async () => {
      const items = await aired(page, 'kfm', Math.floor(now) - 3600, Math.floor(now));
      const song = items.at(-2);
      if (!song) throw new Error('nothing aired on KFM in the last hour');
      await page.goto(`/search?q=${encodeURIComponent(song.artist)}`);
      await hydrated(page);
      const songs = page.getByRole('region', { name: 'Songs played' });
      const again = songs
        .getByRole('button', { name: `Hear it again: ${song.title} · ${song.artist}` })
        .first();
      await expectUncovered(again);
      await again.click();
      await expectClockAdvancing(page);
      await expect(miniPlayer(page).locator('[part="now-playing"]')).toContainText(song.artist);
    });
  });
}
