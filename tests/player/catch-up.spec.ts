/**
 * Catch-up (docs/time-shift.md) against the real platform, with each stream engine: start the show on air from its
 * beginning on the live player element, hear the segment whose program date time is the show's start, seek,
 * see "-mm:ss" where LIVE was and what aired at the playhead, and "Go live" back to the live controls of docs/product.md, "Player"
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { DEMO_URL, PLATFORM_URL } from '../support/ports';
import { mediaTime, onMedia } from '../support/media';
import { expectMediaPlaying } from '../support/seen';

/** The show on air on `station`, from the platform's now-playing stream. */
async function showOnAir(page: Page, station: string) {
  return page.evaluate(
    ({ url, station }) =>
      new Promise<{ headline: string; startTimeUnixSeconds: number; endTimeUnixSeconds: number }>(
        (resolve, reject) => {
          const source = new EventSource(url);
          source.onmessage = (event: MessageEvent<string>) => {
            source.close();
            const stations = (
              JSON.parse(event.data) as {
                stations: {
                  station: string;
                  show: { headline: string; startTimeUnixSeconds: number; endTimeUnixSeconds: number };
                }[];
              }
            ).stations;
            const found = stations.find((s) => s.station === station);
            if (found) resolve(found.show);
            else reject(new Error(`no ${station} in the stream`));
          };
          source.onerror = () => {
            source.close();
            reject(new Error('now-playing stream failed'));
          };
        },
      ),
    { url: `${PLATFORM_URL}/now-playing`, station },
  );
}

/** The first segment of a media playlist: its URI and program date time. */
function firstSegment(playlist: string): { uri: string; date: number } | null {
  let date: number | null = null;
  for (const line of playlist.split('\n')) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) date = Date.parse(line.slice(25));
    else if (line && !line.startsWith('#') && date !== null) return { uri: line, date };
  }
  return null;
}

/**
 * Records the catch-up media playlist the player reads and the segments it asks for after it, so a test can say
 * which moment of the station's past it heard first.
 */
function watchCatchUp(page: Page) {
  const seen = { playlist: null as string | null, playlistUrl: '', segments: [] as string[] };
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (/^\/media\/catchup\/[^/]+\/(?!index)[0-9a-z]+\.m3u8$/.test(url.pathname) && seen.playlist === null) {
      seen.playlistUrl = response.url();
      void response.text().then((text) => (seen.playlist ??= text));
    }
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/media/pool/')) seen.segments.push(url.pathname);
  });
  return seen;
}

for (const engine of ['native', 'hlsjs'] as const) {
  test(`starts the show on air from its beginning, seeks, and goes live again (${engine})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${DEMO_URL}/news-article.html?engine=${engine}`);
    const show = await showOnAir(page, '702');
    const player = page.locator('primedia-live-player[station="702"]');
    const mini = page.locator('primedia-mini-player');
    const seen = watchCatchUp(page);

    const fromStart = player.getByRole('button', { name: `From the start of ${show.headline}` });
    await expect(fromStart).toBeVisible();
    await fromStart.click();

    // The live player becomes an on-demand control with "-h:mm:ss" for LIVE and a way back to live.
    await expect(player.getByRole('button', { name: 'Pause 702' })).toBeVisible({ timeout: 15_000 });
    await expectMediaPlaying(page, 1); // catch-up audio plays
    const badge = player.locator('[part="badge"]');
    await expect(badge).toHaveText(/^-\d+:\d\d(:\d\d)?$/);
    await expect(player.getByRole('button', { name: 'Go live' })).toBeVisible();
    await expect(player.locator('[part="show"]')).toHaveText(show.headline);

    // The first segment heard is the playlist's first, which aired at the show's start (within one segment),
    // and the playhead is as far behind live as the show has run.
    expect(new URL(seen.playlistUrl).searchParams.get('from')).toBe(String(show.startTimeUnixSeconds));
    await expect.poll(() => seen.playlist !== null).toBe(true);
    const first = firstSegment(seen.playlist ?? '');
    expect(Math.abs((first?.date ?? 0) - show.startTimeUnixSeconds * 1000)).toBeLessThanOrEqual(2000);
    expect(seen.segments[0]).toBe(first?.uri);
    const played = await mediaTime(page);
    const behind = badgeSeconds(await badge.textContent());
    const expected = Date.now() / 1000 - (show.startTimeUnixSeconds + played);
    expect(Math.abs(behind - expected)).toBeLessThanOrEqual(5);

    // On-demand controls in the mini player: a seek bar and +15 s that moves the playhead.
    await expect(mini.getByRole('slider', { name: 'Seek' })).toBeVisible();
    const before = await mediaTime(page);
    await mini.getByRole('button', { name: 'Forward 15 seconds' }).click();
    await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 12);
    const afterSkip = await mediaTime(page);
    await expect
      .poll(() => mediaTime(page), { timeout: 10_000, message: 'plays on after seeking' })
      .toBeGreaterThan(afterSkip + 1);

    // Pause resumes where it paused, while live moved on: the playhead as the element's own pause and playing
    // events saw it, however long the test takes to look.
    await onMedia(page, (media) => {
      if (!media) throw new Error('no media element');
      const marks: { pausedAt?: number; resumedAt?: number } = {};
      (window as unknown as { pauseMarks: typeof marks }).pauseMarks = marks;
      media.addEventListener('pause', () => (marks.pausedAt ??= media.currentTime));
      media.addEventListener('playing', () => {
        if (marks.pausedAt !== undefined) marks.resumedAt ??= media.currentTime;
      });
    });
    const pauseMarks = () =>
      page.evaluate(
        () => (window as unknown as { pauseMarks: { pausedAt?: number; resumedAt?: number } }).pauseMarks,
      );
    await player.getByRole('button', { name: 'Pause 702' }).click();
    await expect(player.getByRole('button', { name: 'Play 702' })).toBeVisible();
    await expect.poll(async () => (await pauseMarks()).pausedAt).toBeDefined();
    const behindAtPause = badgeSeconds(await badge.textContent());
    await expect
      .poll(async () => badgeSeconds(await badge.textContent()), { message: 'live moves on while paused' })
      .toBeGreaterThan(behindAtPause + 1);
    await player.getByRole('button', { name: 'Play 702' }).click();
    await expect(player.getByRole('button', { name: 'Pause 702' })).toBeVisible();
    await expect.poll(async () => (await pauseMarks()).resumedAt, { timeout: 15_000 }).toBeDefined();
    const { pausedAt = NaN, resumedAt = NaN } = await pauseMarks();
    expect(Math.abs(resumedAt - pausedAt)).toBeLessThan(1);

    // Go live: the live stream and docs/product.md, "Player"'s live controls (stop, no seek bar, no ±15 s).
    await player.getByRole('button', { name: 'Go live' }).click();
    await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
    await expect(badge).toHaveText('Live');
    await expect(mini.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(mini.getByRole('slider', { name: 'Seek' })).toHaveCount(0);
    await expect(mini.getByRole('button', { name: 'Forward 15 seconds' })).toHaveCount(0);
    const src = await onMedia(page, (media) => media?.currentSrc ?? '');
    if (engine === 'native') expect(src).toContain('/media/live/702/index.m3u8');
  });
}

/** "-1:02:03" or "-12:34" in seconds. */
function badgeSeconds(text: string | null): number {
  const parts = (text ?? '').replace('-', '').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

test('on a 320 px phone the live player’s catch-up buttons are 44 px targets and "Go live" keeps its words', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 320, height: 700 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${DEMO_URL}/station.html`);
  const player = page.locator('primedia-live-player').first();
  const fromStart = player.getByRole('button', { name: /^From the start of / });
  await expect(fromStart).toBeVisible({ timeout: 15_000 });
  const target = async (button: typeof fromStart) => {
    const box = await button.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  };
  await target(fromStart);
  await fromStart.tap();
  const goLive = player.getByRole('button', { name: 'Go live' });
  await expect(goLive).toBeVisible({ timeout: 15_000 });
  await target(goLive);
  // The words in full, not "G…": the pill's text is not cut.
  const pill = goLive.locator('[part="go-live"]');
  await expect(pill).toHaveText('Go live');
  expect(await pill.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await context.close();
});
