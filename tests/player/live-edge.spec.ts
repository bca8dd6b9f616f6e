/**
 * Live streams that go stale (docs/design.md, "Stream failures"), on both engines:
 * - a live playlist that keeps answering 200 but stops advancing (the origin's freezeLive fault) is reloaded
 *   within 4 x target duration once it advances again, with one "reconnecting" state at most and no toast;
 * - live played again after a pause long enough for its segments to leave the sliding window starts at the
 *   live edge within 3 s, without a 404 loop on the expired segments.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL, PLATFORM_URL } from '../support/ports';
import { countLoads, onMedia, playbackState } from '../support/media';

const TARGET_DURATION_S = 2; // server/media: 2 s audio segments
const LIVE_WINDOW_S = 12; // server/media/playlists.ts LIVE_WINDOW x 2 s

const playButton = (page: Page, name: string) =>
  page.locator(`primedia-live-player button.live-player__control[aria-label="${name}"]`);

async function fault(command: object) {
  const res = await fetch(`${PLATFORM_URL}/media/_faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(command),
  });
  expect(res.status).toBe(200);
}

async function mediaSequence(): Promise<number> {
  // Every rung of the ladder shares one timeline; the lightest rung's playlist stands for all.
  const text = await (await fetch(`${PLATFORM_URL}/media/live/702/32k.m3u8`)).text();
  return Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
}

const mediaState = playbackState;

/** Plays 702 live and counts the element's loads (one per engine the player creates). */
async function playLive(page: Page, engine: string) {
  await page.goto(`${DEMO_URL}/news-article.html?engine=${engine}`);
  await playButton(page, 'Play 702 live').click();
  await expect(playButton(page, 'Stop 702 live')).toBeVisible({ timeout: 15_000 });
  await countLoads(page);
  const start = (await mediaState(page)).time;
  await expect
    .poll(async () => (await mediaState(page)).time, { timeout: 10_000 })
    .toBeGreaterThan(start + 1);
}

test.afterEach(async () => {
  await fault({ reset: true });
});

for (const engine of ['native', 'hlsjs'] as const) {
  test(`${engine}: a frozen live playlist is reloaded within 4 x target duration once it advances`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await playLive(page, engine);
    const reconnectingSeen: number[] = [];
    let last = '';
    const status = page.locator('primedia-live-player [part="now-playing"]');
    const watch = setInterval(() => {
      void status
        .textContent({ timeout: 1_000 })
        .then((text) => {
          if (text === 'Reconnecting…' && last !== text) reconnectingSeen.push(Date.now());
          last = text ?? '';
        })
        .catch(() => undefined);
    }, 200);

    // The origin starts the freeze when the command arrives, so it ends no earlier than 15 s after it was sent:
    // a load before that moment is a load while frozen. (Reading the load count at release instead raced the
    // player's next reconnect attempt, which may rightly land between the release and the read.)
    const sent = Date.now();
    await fault({ freezeLive: { station: '702', seconds: 15 } });
    const frozenUntilAtLeast = sent + 15_000;
    // Read after the fault is in place: read before it, the window may advance once more in between.
    const frozenAt = await mediaSequence();
    // The release is the moment the window advances again, and the fault held until then: same window, still 200.
    await expect
      .poll(mediaSequence, { timeout: 15_000 + TARGET_DURATION_S * 4 * 1000, intervals: [250] })
      .toBeGreaterThan(frozenAt);
    const released = Date.now();
    expect(released).toBeGreaterThanOrEqual(frozenUntilAtLeast);
    const atRelease = await mediaState(page);
    // No reload while frozen: it would only replay the stale window.
    expect(atRelease.loadTimes.filter((at) => at < frozenUntilAtLeast)).toEqual([]);

    await expect
      .poll(
        async () => {
          const now = await mediaState(page);
          return now.loads >= 1 && !now.paused && now.readyState >= 3;
        },
        { timeout: TARGET_DURATION_S * 4 * 1000 },
      )
      .toBe(true);
    const resumedAt = (await mediaState(page)).time;
    await expect
      .poll(async () => (await mediaState(page)).time, { timeout: 3_000 })
      .toBeGreaterThan(resumedAt + 0.5);
    expect(Date.now() - released).toBeLessThan(TARGET_DURATION_S * 4 * 1000 + 3_000);
    clearInterval(watch);

    expect(reconnectingSeen.length).toBeLessThanOrEqual(1);
    await expect(playButton(page, 'Stop 702 live')).toBeVisible();
    await expect(status).not.toHaveText('Reconnecting…');
    await expect(page.getByRole('status').filter({ hasText: /Error while/ })).toHaveCount(0);
  });

  test(`${engine}: live played again after a long pause starts at the live edge without a 404 loop`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await playLive(page, engine);
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/media/pool/') && r.status() === 404) missing.push(r.url());
    });
    const pausedAt = await mediaSequence();
    await onMedia(page, (media) => media?.pause());
    await expect(playButton(page, 'Play 702 live')).toBeVisible();
    // Until every segment of the window at the pause, the paused position's among them, has left the window.
    await expect
      .poll(mediaSequence, { timeout: (LIVE_WINDOW_S + 10) * 1000 })
      .toBeGreaterThan(pausedAt + LIVE_WINDOW_S / TARGET_DURATION_S);

    const resumed = Date.now();
    // The element itself, as a headset key without our handler would: the player must go to the live edge.
    await onMedia(page, (media) => void media?.play().catch(() => undefined));
    await expect
      .poll(
        async () => {
          const now = await mediaState(page);
          return now.loads >= 1 && !now.paused && now.readyState >= 3;
        },
        // A fresh playlist and segment: seconds on a quiet machine, more beside other work. A 404 loop would
        // never get here at all, which is what this waits to rule out.
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(Date.now() - resumed).toBeLessThan(10_500);
    const state = await mediaState(page);
    console.log(`[live-edge] ${engine} after resume`, state);
    if (state.edge !== null) expect(state.edge - state.time).toBeLessThan(4 * TARGET_DURATION_S + 1);
    await expect
      .poll(async () => (await mediaState(page)).time, { timeout: 5_000, message: 'plays on from the edge' })
      .toBeGreaterThan(state.time + 1);
    expect(missing.length).toBeLessThanOrEqual(2);
  });
}
