/**
 * What the download tests share: a media origin slowed so a test can act part-way through a download, and
 * screenshots of a page at a phone's and a desktop's width.
 */
import type { Locator, Page } from '@playwright/test';
import { scrollTo } from '../support/seen';

const SHOTS = 'test-results/downloads';

/**
 * Holds each request for a download file 400 ms, so a test can pause or cut the connection part-way, and
 * records each GET's Range header ('none' without one), in order.
 */
export async function slowDownloads(page: Page): Promise<string[]> {
  const ranges: string[] = [];
  await page.route('**/media/download/**', async (route) => {
    if (route.request().method() === 'GET') ranges.push(route.request().headers().range ?? 'none');
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  return ranges;
}

/** Screenshots `target` at 390 and 1440 px into test-results/downloads/{name}-{width}.png. */
export async function shoot(page: Page, name: string, target: Locator = page.locator('main')) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await scrollTo(target);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}
