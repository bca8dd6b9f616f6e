/**
 * Instant play in the app (docs/widgets-loader.md, "Instant play"): on a server-rendered page the live player's button is there before the
 * app's code. A press on it then plays at once through the small press entry (app-server/start-script.ts,
 * src/app/press-play.ts): one play, of the station pressed, and the app that hydrates later shows it playing
 * without starting it again or replaying the press. Production build, production server (project "journeys").
 */
import { expect, test } from '@playwright/test';
import { onMedia } from '../support/media';
import { HLSJS_ENGINE_CODE, holdRequests } from '../support/hold';
import { collectPageProblems } from '../support/page-problems';
import { expectMediaPlaying } from '../support/seen';
import { rungOf, storeDataSaver } from '../data-saver/data-saver.helpers';

test.use({ viewport: { width: 390, height: 844 } });

// A freshly started server's first render of a page can outlast its 2.5 s wait for the page's data on a busy
// machine, and then rightly sends the streamed fallback, with no live control to press: these tests are about
// the press, so the page is rendered once before them.
test.beforeAll(async ({ request }) => {
  for (const path of ['/station/702', '/station/702/guide'])
    expect((await request.get(path)).status()).toBe(200);
});

test('a press on a live player before the app has loaded plays that station at once, and the app takes it over', async ({
  page,
}) => {
  // The app's own code is held back: only the press entry (src/app/press-play.ts) can play.
  const { release } = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  // A mismatch (the player's stores changed before hydration) or an inline script the policy refused.
  const problems = collectPageProblems(page);
  const loads: string[] = [];
  page.on('request', (r) => {
    if (/\/media\/live\/[^/]+\/[^/]+\.m3u8/.test(r.url())) loads.push(new URL(r.url()).pathname);
  });
  await page.goto('/station/702', { waitUntil: 'commit' });
  const player = page.locator('.live-player');
  const play = player.getByRole('button', { name: 'Play 702 live' });
  await expect(play).toBeEnabled();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
  await play.click();
  // Busy at once, and a second press is not a second play.
  await expect(play).toHaveAttribute('aria-busy', 'true');
  await play.click();

  // The station plays with the app's code still held back.
  await expect
    .poll(() => onMedia(page, (media) => (media && !media.paused ? media.currentTime : 0)), {
      timeout: 15_000,
      message: 'audio plays before the app has hydrated',
    })
    .toBeGreaterThan(1);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
  // Still busy: the server's control cannot show "Stop" until the app has hydrated.
  await expect(play).toHaveAttribute('aria-busy', 'true');
  expect(loads.length).toBeGreaterThan(0);
  expect(loads.every((p) => p.startsWith('/media/live/702/'))).toBe(true);
  // A second start would load the element's source again (loadstart); the page's own reads of the playlists
  // (the live edge, the data saver) are not starts, so requests are not counted.
  await onMedia(page, (media) => {
    const counter = window as unknown as { loadStarts: number };
    counter.loadStarts = 0;
    media?.addEventListener('loadstart', () => counter.loadStarts++);
  });
  const before = await onMedia(page, (media) => media?.currentTime ?? 0);

  // The app arrives, shows the station playing and does not start it again.
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  const stop = player.getByRole('button', { name: 'Stop 702 live' });
  await expect(stop).toBeVisible({ timeout: 10_000 });
  await expect(stop).not.toHaveAttribute('aria-busy');
  await expect(stop).not.toHaveAttribute('data-pressed');
  // It plays on past the app's arrival, still on the press's load.
  const hydratedAt = await onMedia(page, (media) => media?.currentTime ?? 0);
  await expect
    .poll(() => onMedia(page, (media) => media?.currentTime ?? 0))
    .toBeGreaterThan(hydratedAt + 0.5);
  await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible();
  expect(await onMedia(page, (media) => media?.paused ?? true)).toBe(false);
  expect(await onMedia(page, (media) => media?.currentTime ?? 0)).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { loadStarts: number }).loadStarts)).toBe(0);
  expect(problems).toEqual([]);
});

test('a press on a live player that has arrived before the rest of its page is kept, and plays', async ({
  page,
}) => {
  // A slow connection: the page arrives over seconds, its live player near its top, so a listener sees the
  // play button, and taps it, well before the end of the page is here.
  const network = await page.context().newCDPSession(page);
  const throttle = (downloadThroughput: number) =>
    network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput,
      uploadThroughput: -1,
    });
  await throttle(8_000);
  // Whether the page had arrived in full when the tap landed: the hydration data is its last part.
  await page.addInitScript(() => {
    const seen = window as unknown as { pageArrivedAtTap?: boolean };
    const note = () => (seen.pageArrivedAtTap = document.getElementById('primedia-ssr-data') !== null);
    window.addEventListener('click', note, { capture: true, once: true });
  });
  const problems = collectPageProblems(page);
  await page.goto('/station/702', { waitUntil: 'commit' });
  const player = page.locator('.live-player');
  const play = player.getByRole('button', { name: 'Play 702 live' });
  await play.click();
  expect(await page.evaluate(() => (window as { pageArrivedAtTap?: boolean }).pageArrivedAtTap)).toBe(false);
  // Kept: busy at once, before the rest of the page and any of the app's code.
  await expect(play).toHaveAttribute('aria-busy', 'true');

  await throttle(-1);
  await expectMediaPlaying(page, 2);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 10_000 });
  expect(problems).toEqual([]);
});

test("the page names its live stream's catalog answer, its ladder and the press companion in its head, and the press uses them without asking again", async ({
  page,
}) => {
  const catalog: string[] = [];
  const ladder: string[] = [];
  page.on('request', (r) => {
    if (/\/playback\/v1\/accounts\/[^/]+\/videos\/live-702$/.test(r.url())) catalog.push(r.url());
    if (/\/media\/live\/702\/index\.m3u8$/.test(r.url())) ladder.push(r.resourceType());
  });
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/i.test(message.text())) unused.push(message.text());
  });
  // Native HLS, whose media element reads the ladder itself, so its own request shows whether it took the
  // preloaded answer (Apple's WebKit plays so; this Chromium plays through hls.js unless told). That hls.js
  // starts from the press's own read is checked in tests/player/shell-play.spec.ts.
  const response = await page.goto('/station/702?engine=native', { waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(
    /<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="[^"]+\/videos\/live-702">/,
  );
  expect(html).toMatch(
    /<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="[^"]+\/media\/live\/702\/index\.m3u8">/,
  );
  // The press companion (src/app/press-prefetch.ts) comes with the head, ahead of a tap as the page appears.
  expect(html).toMatch(
    /<head>[^]*<script type="module" async src="\/assets\/press-prefetch-[^"]+\.js"><\/script>[^]*<\/head>/,
  );
  // Only a page with a live control runs it: a podcast's page has none.
  const podcast = await page.request.get('/podcasts/the-money-hour-podcast');
  expect(podcast.status()).toBe(200);
  expect(await podcast.text()).not.toContain('press-prefetch');

  const play = page.locator('.live-player').getByRole('button', { name: 'Play 702 live' });
  await play.click();
  await expect
    .poll(() => onMedia(page, (media) => (media && !media.paused ? media.currentTime : 0)), {
      timeout: 15_000,
    })
    .toBeGreaterThan(1);
  // The preloads were the only times the page asked for them before the media element did: the press path's
  // fetches took the preloaded answers. (Later, a stall's check of the live window reads the ladder again,
  // past the cache, by design: src/core/player/recovery/reconnect.ts.)
  expect(catalog).toHaveLength(1);
  // (indexOf would be -1 without the element's request, and slice(0, -1) would hide a second read.)
  const elementAsked = ladder.indexOf('media');
  expect(elementAsked, `the media element asked for the ladder: ${ladder.join(', ')}`).toBeGreaterThan(0);
  expect(ladder.slice(0, elementAsked)).toEqual(['other']);
  // Chrome warns about a preload nobody used three seconds after the load event: wait until that has passed.
  await page.waitForFunction(
    () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (
        navigation !== undefined &&
        navigation.loadEventEnd > 0 &&
        performance.now() > navigation.loadEventEnd + 3_500
      );
    },
    undefined,
    { timeout: 20_000 },
  );
  expect(unused).toEqual([]);
});

/** The press entry (src/app/press-play.ts), not its prefetch companion (src/app/press-prefetch.ts). */
const PRESS_ENTRY = /\/assets\/press-(?!prefetch-)[^/]+\.js$/;
/** The app's own entry, React and the router with it. */
const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;

test('a press while the press entry is on its way asks for its first media at once, and the app’s code waits for the first sound', async ({
  page,
}) => {
  // In the page: when the media element first played (the player repeats `playing` on its holder).
  await page.addInitScript(() => {
    document.addEventListener(
      'playing',
      () => ((window as unknown as { firstPlaying?: number }).firstPlaying ??= performance.now()),
      true,
    );
  });
  // The press entry is slow to arrive, as on mobile data when a tap lands as the page appears.
  const { release } = await holdRequests(page, PRESS_ENTRY);
  const media: { path: string; type: string }[] = [];
  page.on('request', (r) => {
    if (/\/media\/(live|pool)\//.test(r.url()))
      media.push({ path: new URL(r.url()).pathname, type: r.resourceType() });
  });
  await page.goto('/station/702', { waitUntil: 'commit' });
  const player = page.locator('.live-player');
  const play = player.getByRole('button', { name: 'Play 702 live' });
  await expect(play).toBeEnabled();
  await play.click();

  // With the press entry still held back, the page asks for the start's rung playlist and its segments.
  await expect
    .poll(() => media.filter((m) => m.type === 'fetch' && m.path.endsWith('.ts')).length, {
      message: 'the start’s segments are asked for before the press entry has arrived',
    })
    .toBeGreaterThanOrEqual(2);
  expect(media.some((m) => m.type === 'fetch' && m.path === '/media/live/702/32k.m3u8')).toBe(true);
  expect(media.filter((m) => m.type === 'media')).toEqual([]); // nothing plays yet
  expect(await onMedia(page, (element) => element !== null)).toBe(false);

  release();
  await expect
    .poll(() => onMedia(page, (element) => (element && !element.paused ? element.currentTime : 0)), {
      timeout: 15_000,
      message: 'the station plays once the press entry is here',
    })
    .toBeGreaterThan(1);
  // The app's code was asked for only after the first sound, so it never shared the connection with the start.
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  const { firstPlaying, appAsked } = await page.evaluate((entry) => {
    const asked = performance
      .getEntriesByType('resource')
      .find((e) => new RegExp(entry).test(new URL(e.name).pathname));
    return {
      firstPlaying: (window as unknown as { firstPlaying?: number }).firstPlaying ?? null,
      appAsked: asked?.startTime ?? null,
    };
  }, APP_ENTRY.source);
  expect(firstPlaying).not.toBeNull();
  expect(appAsked).not.toBeNull();
  expect(appAsked as number).toBeGreaterThanOrEqual(firstPlaying as number);
  await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible();
});

test('a press that cannot play does not keep the app’s code waiting for a sound', async ({ page }) => {
  // The media origin is unreachable: no live stream starts.
  await page.route(/\/media\/(live|pool)\//, (route) => route.abort());
  // Held until after the press, so the app's code is not on its way before it (see above).
  const { release } = await holdRequests(page, PRESS_ENTRY);
  const appAsked: number[] = [];
  page.on('request', (r) => {
    if (APP_ENTRY.test(r.url())) appAsked.push(Date.now());
  });
  await page.goto('/station/702', { waitUntil: 'commit' });
  const play = page.locator('.live-player').getByRole('button', { name: 'Play 702 live' });
  await expect(play).toBeEnabled();
  await play.click();
  await expect(play).toHaveAttribute('aria-busy', 'true');
  const releasedAt = Date.now();
  release();
  // The failed play ends the wait (the press entry says so), well before the start script's 4 s limit.
  await expect.poll(() => appAsked.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect((appAsked[0] ?? Infinity) - releasedAt).toBeLessThan(3_000);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  // The app shows the control free again, for another try.
  await expect(play).not.toHaveAttribute('aria-busy', { timeout: 20_000 });
});

test('a press on any other button before the app has loaded is carried out once the app has hydrated', async ({
  page,
}) => {
  const { release } = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/station/702/guide', { waitUntil: 'commit' });
  const tomorrow = page.getByRole('button', { name: /^Tomorrow,/ });
  await expect(tomorrow).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
  await tomorrow.click();
  // Busy at once, so the listener knows the press was taken; nothing else happens before the app is there.
  await expect(tomorrow).toHaveAttribute('aria-busy', 'true');
  await expect(tomorrow).toHaveAttribute('aria-pressed', 'false');

  release();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expect(tomorrow).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
  await expect(tomorrow).not.toHaveAttribute('aria-busy');
  const day = (await tomorrow.getAttribute('aria-label'))?.split(', ')[1] ?? '';
  await expect(page.getByRole('list', { name: new RegExp(`^Shows on ${day}`) })).toBeVisible();
});

test.describe('fields', () => {
  // Without the worker, which the first page installs and which would then answer the app's code from its
  // cache on the next pages, past the hold.
  test.use({ serviceWorkers: 'block' });
  test('choices made in a page’s fields before the app has loaded hold, and take effect, once it has hydrated', async ({
    page,
  }) => {
    // The widget builder: a select. React, hydrating, puts a field back to the server's value; the app makes the
    // listener's change again (src/app/early-changes.ts), so the preview and the snippet follow it.
    let held = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/widgets', { waitUntil: 'commit' });
    await page.getByLabel('Station').selectOption('kfm');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
    held.release();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
    await expect(page.getByLabel('Station')).toHaveValue('kfm');
    await expect(
      page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Play KFM 94.5 live' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Snippet' }).locator('code')).toContainText(
      'station="kfm"',
    );

    // The search page: words typed in its box are searched for.
    await page.unrouteAll();
    held = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/search', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Search Primedia+' }).fill('money');
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
    held.release();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
    await expect(page.getByRole('searchbox', { name: 'Search Primedia+' })).toHaveValue('money');
    await expect(page).toHaveURL(/[?&]q=money(&|$)/);

    // A setting's switch: turned off before the app is there, it is off once hydrated and after a reload.
    await page.unrouteAll();
    held = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/settings', { waitUntil: 'commit' });
    const resume = page.getByRole('switch', { name: /^Resume where I left off/ });
    await expect(resume).toBeChecked();
    await resume.click();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
    held.release();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
    await expect(resume).not.toBeChecked();
    await page.unrouteAll();
    await page.reload();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
    await expect(resume).not.toBeChecked();
  });
});

test('hls.js: a press before the app has loaded plays before hls.js has arrived, and hls.js goes on with the same audio', async ({
  page,
}) => {
  // Where the browser needs hls.js, its 100 kB would be most of the wait on a phone: the press plays the
  // segments it prefetched itself (src/core/player/early-start/mse-early-start.ts), and hls.js takes the element over.
  const { release: releaseHlsJs } = await holdRequests(page, HLSJS_ENGINE_CODE);
  const { release: releaseApp } = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  // Every media element the page creates, counted from its creation: the player keeps it in a shadow root,
  // whose media events the document does not hear.
  await page.addInitScript(() => {
    const seen = { emptied: 0, loadStarts: 0 };
    Object.defineProperty(window, '__media', { value: seen });
    const create = Document.prototype.createElement;
    Document.prototype.createElement = function (
      this: Document,
      ...args: Parameters<Document['createElement']>
    ) {
      const element = create.apply(this, args);
      if (element instanceof HTMLMediaElement) {
        element.addEventListener('emptied', () => seen.emptied++);
        element.addEventListener('loadstart', () => seen.loadStarts++);
      }
      return element;
    } as Document['createElement'];
  });
  await page.goto('/station/702?engine=hlsjs', { waitUntil: 'commit' });
  const player = page.locator('.live-player');
  await player.getByRole('button', { name: 'Play 702 live' }).click();

  const clock = () => onMedia(page, (media) => (media && !media.paused ? media.currentTime : 0));
  const bufferedEnd = () =>
    onMedia(page, (media) => (media?.buffered.length ? media.buffered.end(media.buffered.length - 1) : 0));
  await expect
    .poll(clock, { timeout: 15_000, message: 'audio plays while hls.js is held' })
    .toBeGreaterThan(0);
  const startedAt = await clock();
  await expect.poll(clock, { timeout: 10_000 }).toBeGreaterThan(startedAt + 1);
  const earlyEnd = await bufferedEnd();

  releaseHlsJs();
  // More is buffered than the early start's two segments, and the clock plays on through where they ended.
  await expect.poll(bufferedEnd, { timeout: 15_000 }).toBeGreaterThan(earlyEnd + 1);
  await expect.poll(clock, { timeout: 15_000 }).toBeGreaterThan(earlyEnd + 1);
  releaseApp();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expect(player.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 10_000 });
  // One start: the element took one source and was never emptied for another.
  expect(await page.evaluate(() => (window as unknown as { __media: object }).__media)).toEqual({
    emptied: 0,
    loadStarts: 1,
  });
});

for (const engine of ['native', 'hlsjs'] as const) {
  test(`with the data saver on this device, a press before the app has loaded plays the lightest rung only (${engine})`, async ({
    page,
  }) => {
    await storeDataSaver(page, 'on');
    const { release } = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    // The rung of every media playlist and segment asked for (the ladder itself names none).
    const rungs: string[] = [];
    page.on('request', (request) => {
      const rung = rungOf(request.url()) ?? /\/media\/live\/702\/(\d+k)\.m3u8/.exec(request.url())?.[1];
      if (rung) rungs.push(rung);
    });
    await page.goto(`/station/702?engine=${engine}`, { waitUntil: 'commit' });
    const play = page.locator('.live-player').getByRole('button', { name: 'Play 702 live' });
    await expect(play).toBeEnabled();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
    await play.click();
    // 8 s of sound: long enough for either engine to have climbed, had it been let.
    await expectMediaPlaying(page, 8);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
    expect(rungs.filter((rung) => rung !== '32k')).toEqual([]);
    expect(rungs.length).toBeGreaterThan(2);
    release();
  });
}
