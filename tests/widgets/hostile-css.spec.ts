/**
 * A partner stylesheet with global resets and !important rules on *, button and div (demo/hostile.css) must not
 * change how the widgets look: element screenshots on hostile-css.html and on the plain gallery.html (same
 * markup) are compared pixel by pixel, both pages open side by side so live data is the same.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectMediaPlaying } from '../support/seen';
import { DEMO_URL } from '../support/ports';

const WIDGETS = ['primedia-live-player', 'primedia-programme-guide', 'primedia-podcast-episodes'] as const;

async function ready(page: Page) {
  // Widgets load as they near the viewport; the hostile page's margins push them further down.
  for (const tag of WIDGETS) await page.locator(tag).scrollIntoViewIfNeeded();
  await expect(
    page.locator('primedia-live-player').getByRole('button', { name: 'Play 702 live' }),
  ).toBeEnabled();
  await expect(page.locator('primedia-programme-guide [part~="current"]')).toHaveCount(1);
  await expect(page.locator('primedia-podcast-episodes [part="episode"]')).toHaveCount(4);
  await expect(page.locator('primedia-live-player [part="now-playing"]')).not.toHaveText(/^\s*$/);
  // Images decoded, so neither screenshot catches one half-drawn.
  await page.waitForFunction(() =>
    [
      ...document.querySelectorAll(
        'primedia-programme-guide, primedia-podcast-episodes, primedia-live-player',
      ),
    ]
      .flatMap((el) => [...(el.shadowRoot?.querySelectorAll('img') ?? [])])
      .every((img) => img.complete),
  );
}

/**
 * The element's box, clipped at whole pixels: the hostile page places it at a fractional offset, and an element
 * screenshot would round that into a one-pixel difference in size.
 */
async function shoot(page: Page, tag: string): Promise<Buffer> {
  const element = page.locator(tag);
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${tag} has no box`);
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    clip: {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    },
  });
}

/** Share of pixels that differ between two PNG screenshots of the same size, measured in the browser. */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = async (data: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = await Promise.all([load(first), load(second)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let different = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (
          Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0)) > 8 ||
          Math.abs((x.data[i + 1] ?? 0) - (y.data[i + 1] ?? 0)) > 8 ||
          Math.abs((x.data[i + 2] ?? 0) - (y.data[i + 2] ?? 0)) > 8
        )
          different++;
      }
      return different / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

test('the widgets look the same under hostile global CSS as on a plain page', async ({ browser }) => {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1000, height: 900 },
  });
  const [plain, hostile] = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all([plain.goto(`${DEMO_URL}/gallery.html`), hostile.goto(`${DEMO_URL}/hostile-css.html`)]);
  await Promise.all([ready(plain), ready(hostile)]);
  // The docked mini player is empty until something plays, but on the hostile page the partner's padding and
  // ::before content give its bare box a height, painted over whatever scrolls under it: out of the way.
  for (const page of [plain, hostile])
    await page.locator('primedia-mini-player').evaluate((el: HTMLElement) => (el.style.display = 'none'));
  // The hostile sheet really applies to the page around the widgets.
  expect(await hostile.evaluate(() => getComputedStyle(document.body).textTransform)).toBe('uppercase');

  for (const tag of WIDGETS) {
    const [a, b] = await Promise.all([shoot(plain, tag), shoot(hostile, tag)]);
    fs.writeFileSync(test.info().outputPath(`${tag}-plain.png`), a);
    fs.writeFileSync(test.info().outputPath(`${tag}-hostile.png`), b);
    // Allowed: the page background showing through the rounded corners (it is the page's), anti-aliasing.
    // A leaked font, underline or box change moves several per cent of the pixels.
    expect(await differingPixels(plain, a, b), tag).toBeLessThan(0.005);
  }
  await context.close();
});

test('the page’s one media element is out of the partner’s reach: no query finds it, no rule shows it', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/hostile-css.html`);
  // A partner rule that would turn any video on the page into a big visible box, the holder's tag included.
  await page.addStyleTag({
    content: `video, audio, primedia-media { display: block !important; position: static !important;
      width: 640px !important; height: 360px !important; opacity: 1 !important; overflow: visible !important; }`,
  });
  const live = page.locator('primedia-live-player');
  await live.scrollIntoViewIfNeeded();
  await live.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(live.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
  await expectMediaPlaying(page);
  expect(await page.evaluate(() => document.querySelectorAll('video, audio').length)).toBe(0);
  const holder = await page.locator('primedia-media').boundingBox();
  expect(holder && holder.width <= 1 && holder.height <= 1).toBe(true);
  expect(await page.locator('primedia-media').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
});
