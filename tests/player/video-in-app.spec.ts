/**
 * Video in the host app (docs/product.md, "Video"): "Watch" shows the page's one media element in place of the
 * header image (on a news article: inside its Brightcove block), seen by a person (in the viewport, uncovered,
 * the picture moving), with a close button that hides and pauses it from the keyboard and gives the focus back.
 * Leaving the page while a video plays pauses it: no sound is left playing without its picture.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { detailById, detailByUrl } from '../content/content.helpers';
import { expectMediaPlaying, expectUncovered, expectVideoSeen, mediaPlaying } from '../support/seen';

const VIDEO_PAGE = '/video/a-day-with-a-lifeguard';

async function headlineOf(url: string): Promise<string> {
  const item = await detailByUrl(url);
  if (!item) throw new Error(`no content at ${url}`);
  return item.headline;
}

async function closeWithKeyboard(page: Page, view: ReturnType<Page['locator']>, opener: RegExp) {
  await view.getByRole('button', { name: 'Close video' }).focus();
  await page.keyboard.press('Enter');
  await expect(view).toHaveCount(0);
  await expect.poll(() => mediaPlaying(page)).toBe(false);
  await expect(page.getByRole('button', { name: opener }).first()).toBeFocused();
}

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test('the video page shows the playing video in place of the header image; close hides and pauses', async ({
      page,
    }) => {
      const headline = await headlineOf(VIDEO_PAGE);
      await page.goto(VIDEO_PAGE);
      const header = page.locator('.content-header');
      await expect(header.locator('img.content-header__image')).toBeVisible();
      await header.getByRole('button', { name: `Watch ${headline}` }).click();

      const view = page.getByRole('region', { name: `Video: ${headline}` });
      await expect(view).toBeVisible();
      await expect(header.locator('img.content-header__image')).toHaveCount(0);
      await expectMediaPlaying(page);
      await expectVideoSeen(page, view.locator('video'));
      await expectUncovered(view.getByRole('button', { name: 'Close video' }));
      expect((await axeScan(page).include('.video-player').analyze()).violations).toEqual([]);

      await closeWithKeyboard(page, view, new RegExp(`^Watch ${headline}`));
      await expect(header.locator('img.content-header__image')).toBeVisible();
    });

    test('the Brightcove block of a news article shows the video inside the block', async ({ page }) => {
      const article = await detailById('news-0012');
      await page.goto(article._url);
      const block = page.locator('.news-block--video');
      await block.getByRole('button', { name: /^Watch / }).click();
      const view = block.getByRole('region', { name: /^Video: / });
      await expect(view).toBeVisible();
      await expectMediaPlaying(page);
      await expectVideoSeen(page, view.locator('video'));
      await closeWithKeyboard(page, view, /^Watch /);
    });
  });
}

test('leaving the page while a video plays pauses it; nothing plays unseen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const headline = await headlineOf(VIDEO_PAGE);
  await page.goto(VIDEO_PAGE);
  await page.getByRole('button', { name: `Watch ${headline}` }).click();
  await expectMediaPlaying(page);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Explore' }).click();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(() => mediaPlaying(page)).toBe(false);
  await expect(page.locator('.video-player')).toHaveCount(0);
  // The element waits hidden again.
  const inHolder = await page.evaluate(
    () => !!document.querySelector('[data-primedia-player-holder]')?.shadowRoot?.querySelector('video'),
  );
  expect(inHolder).toBe(true);

  // Back on the video page the listener finds it where it stopped and plays on from there.
  await page.goBack();
  const view = page.getByRole('region', { name: `Video: ${headline}` });
  await expect(view).toBeVisible();
  expect(await mediaPlaying(page)).toBe(false);
  await view.getByRole('button', { name: 'Play', exact: true }).click();
  await expectMediaPlaying(page);
  await expectVideoSeen(page, view.locator('video'));
});

test('a video podcast plays its episodes in view, once, from the list and on the episode page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/podcasts/jozi-eats');
  const row = page.locator('.podcast-episodes li').filter({ hasNotText: 'Audiostar+' }).first();
  const title = (await row.locator('.podcast-episodes__title').innerText()).trim();
  await row.getByRole('button', { name: `Watch ${title}` }).click();
  await expect(page.locator('.video-player')).toHaveCount(1);
  await expectMediaPlaying(page);
  await expectVideoSeen(page, page.locator('.video-player video'));

  await row.getByRole('link', { name: title }).click();
  await expect(page.locator('main h1').first()).toHaveText(title);
  await expect.poll(() => mediaPlaying(page)).toBe(false);
  await page
    .locator('.content-header')
    .getByRole('button', { name: `Watch ${title}` })
    .click();
  await expectMediaPlaying(page);
  await expect(page.locator('.video-player')).toHaveCount(1);
  await expectVideoSeen(page, page.locator('.content-header .video-player video'));
});
