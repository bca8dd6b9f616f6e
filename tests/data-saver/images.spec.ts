/**
 * Images follow the data saver (docs/data-saver.md): on a 2x screen, Explore (/) with the data saver on fetches no crop
 * wider than 768 px and fewer image bytes than with it off, while every picture still shows.
 */
import { expect, test, type Page } from '@playwright/test';
import { cropWidthOf, storeDataSaver } from './data-saver.helpers';

test.use({ deviceScaleFactor: 2, viewport: { width: 1280, height: 800 } });

/** Loads / and returns the widths and total bytes of the images it fetched. */
async function imagesOfExplore(page: Page): Promise<{ widths: number[]; bytes: number }> {
  const sizes: Promise<number>[] = [];
  const widths: number[] = [];
  page.on('requestfinished', (request) => {
    const width = cropWidthOf(request.url());
    if (width === null) return;
    widths.push(width);
    sizes.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
  });
  await page.goto('/');
  const hero = page.locator('main img').first();
  await expect(hero).toBeVisible();
  // The platform draws and encodes each crop at its first request: seconds on a busy machine.
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.waitForLoadState('networkidle');
  return { widths, bytes: (await Promise.all(sizes)).reduce((a, b) => a + b, 0) };
}

test('with the data saver on, Explore shows its pictures from smaller crops', async ({ browser }) => {
  const off = await browser.newContext();
  const offPage = await off.newPage();
  await storeDataSaver(offPage, 'off');
  const full = await imagesOfExplore(offPage);
  await off.close();

  const on = await browser.newContext();
  const onPage = await on.newPage();
  await storeDataSaver(onPage, 'on');
  const saved = await imagesOfExplore(onPage);
  console.log(`[data-saver] images on /: off ${full.bytes} B, on ${saved.bytes} B`);
  await on.close();

  expect(Math.max(...full.widths)).toBeGreaterThan(768);
  expect(saved.widths.length).toBeGreaterThan(0);
  expect(Math.max(...saved.widths)).toBeLessThanOrEqual(768);
  expect(saved.bytes).toBeLessThan(full.bytes);
});
