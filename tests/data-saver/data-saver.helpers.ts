/**
 * Shared steps of the data saver's browser tests (docs/data-saver.md): which rung of the ladder the page fetches, read
 * from the network log, and a live stream started from the station page as a listener starts it.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { DATA_SAVER_COOKIE } from '../../src/core/data-saver/cookie';
import { HLSJS_ENGINE_CODE, holdRequests } from '../support/hold';
import { APP_URL } from '../support/ports';
import { onMedia } from '../support/media';

/** The rung folder of a segment URL: /media/pool/{recipe}/a0-32k/s001.ts -> "32k"; null for other URLs. */
export function rungOf(url: string): string | null {
  return (
    /\/media\/(?:pool|vod\/[^/]+)\/[0-9a-f]{12}\/[av]\d+-([0-9a-z]+)\/[st]\d{3}\.ts/.exec(url)?.[1] ?? null
  );
}

/** The width of an image crop URL: /images/{id}/16x9/768.webp -> 768; null for other URLs. */
export function cropWidthOf(url: string): number | null {
  const match = /\/images\/[^/]+\/[^/]+\/(\d+)\.webp$/.exec(new URL(url).pathname);
  return match ? Number(match[1]) : null;
}

export interface SegmentLog {
  /** Rungs of the media segments requested so far, in order. */
  rungs: string[];
  /** Wall-clock ms of each segment request. */
  at: number[];
}

/** Records every media segment the page requests from now on. */
export function logSegments(page: Page): SegmentLog {
  const log: SegmentLog = { rungs: [], at: [] };
  page.on('request', (request: Request) => {
    const rung = rungOf(request.url());
    if (rung === null) return;
    log.rungs.push(rung);
    log.at.push(Date.now());
  });
  return log;
}

/** Stores the data saver setting on this device before the app starts, as a previous visit would have. */
/**
 * Stores the data saver setting as the app does: in this device's storage and, while on, in the cookie that
 * tells the app's server to render the smaller crops from the first byte (src/core/data-saver/cookie.ts).
 */
export async function storeDataSaver(page: Page, value: string): Promise<void> {
  await page.addInitScript((stored) => localStorage.setItem('primedia.data-saver', stored), value);
  if (value === 'on') {
    await page.context().addCookies([{ name: DATA_SAVER_COOKIE, value: 'on', url: APP_URL }]);
  }
}

/**
 * How a live play starts: on either engine, or with hls.js through an early start (docs/widgets-loader.md, "Instant play"), where the press's
 * prefetched segments play before hls.js has arrived and hls.js takes the same buffer over.
 */
export type LiveStart = 'native' | 'hlsjs' | 'hlsjs-early';

/** Plays 702 live from its station page as `start` says and waits until the player says it plays. */
export async function playLive702(page: Page, start: LiveStart): Promise<void> {
  const engine = start === 'native' ? 'native' : 'hlsjs';
  const hlsJs = start === 'hlsjs-early' ? await holdRequests(page, HLSJS_ENGINE_CODE) : null;
  // The stream's ladder, read ahead of a press: by the server's page as it loads (a production build) or when
  // the pointer comes to the control (the dev server).
  const ladder = hlsJs
    ? page.waitForResponse((response) => response.url().endsWith('/media/live/702/index.m3u8'))
    : null;
  await page.goto(`/station/702?engine=${engine}`);
  // The page's app has started: these tests follow the player's own start on each engine. A press before that,
  // on the server's page, has journeys of its own (tests/journeys/early-press.journey.spec.ts).
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  const play = page.locator('.live-player').getByRole('button', { name: 'Play 702 live' });
  if (hlsJs) {
    // The press prefetches the live start and plays it while hls.js is held.
    await play.hover();
    await ladder;
    await play.click();
    await expect
      .poll(
        () =>
          onMedia(
            page,
            (media) => !!media?.src.startsWith('blob:') && !media.paused && media.readyState >= 3,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    hlsJs.release();
  } else {
    await play.click();
  }
  await expect(page.locator('.live-player').getByRole('button', { name: 'Stop 702 live' })).toBeVisible({
    timeout: 15_000,
  });
}
