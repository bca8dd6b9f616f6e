/**
 * Shared steps of the data saver's browser tests (issue 17): which rung of the ladder the page fetches, read
 * from the network log, and a live stream started from the station page as a listener starts it.
 */
import { expect, type Page, type Request } from '@playwright/test';

/** The rung folder of a segment URL: /media/pool/{recipe}/a0-32k/s001.ts -> "32k"; null for other URLs. */
export function rungOf(url: string): string | null {
  return (
    /\/media\/(?:pool|vod\/[^/]+)\/[0-9a-f]{12}\/[av]\d+-([0-9a-z]+)\/[st]\d{3}\.ts/.exec(url)?.[1] ?? null
  );
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
export async function storeDataSaver(page: Page, value: string): Promise<void> {
  await page.addInitScript((stored) => localStorage.setItem('primedia.data-saver', stored), value);
}

/** Plays 702 live from its station page with the given engine and waits until its time moves. */
export async function playLive702(page: Page, engine: 'native' | 'hlsjs'): Promise<void> {
  await page.goto(`/station/702?engine=${engine}`);
  await page.locator('.live-player').getByRole('button', { name: 'Play 702 live' }).click();
  await expect(page.locator('.live-player').getByRole('button', { name: 'Stop 702 live' })).toBeVisible({
    timeout: 15_000,
  });
}
