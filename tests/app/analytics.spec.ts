/**
 * screen_view on each navigation (docs/product.md, "Analytics") with page_name from the route meta and the page
 * identifier: detail_page the full path, microsite the route param name, station_selection the route param id
 * (as station_name), epg the station; share_content when content is shared (docs/product.md, "Analytics"). Events are read from
 * window.dataLayer (src/core/analytics).
 */
import { expect, test } from '@playwright/test';
import { recordCopies } from '../support/player-ui';
import { dataLayer, lastScreenView, pageReady } from './app.helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const CASES: Array<[path: string, expected: Record<string, string>]> = [
  ['/', { page_name: 'explore' }],
  ['/stations', { page_name: 'stations' }],
  ['/search', { page_name: 'search' }],
  ['/error/connection-error', { page_name: 'connection_error' }],
  ['/error/empty-error', { page_name: 'empty_error' }],
  ['/error/something-went-wrong', { page_name: 'something_went_wrong' }],
  ['/news/ward-committee-recount', { page_name: 'detail_page', slug: '/news/ward-committee-recount' }],
  ['/sites/summer-sounds', { page_name: 'microsite', slug: 'summer-sounds', type: 'sites' }],
  ['/competitions/win-a-weekend', { page_name: 'microsite', slug: 'win-a-weekend', type: 'competitions' }],
  ['/station/947', { page_name: 'station_selection', station_name: '947' }],
  ['/station/kfm/guide', { page_name: 'epg', station_name: 'kfm' }],
];

for (const [path, expected] of CASES) {
  test(`screen_view for ${path}`, async ({ page }) => {
    await page.goto(path);
    await pageReady(page);
    await expect.poll(() => lastScreenView(page)).toEqual({ event: 'screen_view', ...expected });
  });
}

test('each in-app navigation logs one screen_view; typing a search does not', async ({ page }) => {
  await page.goto('/');
  await pageReady(page, 'Explore');
  const menu = page.locator('.side-menu');
  await menu.getByRole('link', { name: /^702/ }).click();
  await expect
    .poll(() => lastScreenView(page))
    .toEqual({
      event: 'screen_view',
      page_name: 'station_selection',
      station_name: '702',
    });
  await menu.getByRole('link', { name: 'Search' }).click();
  await pageReady(page, 'Search');
  await page.getByRole('searchbox').fill('soweto');
  await expect(page).toHaveURL(/q=soweto/);
  const views = (await dataLayer(page)).filter((e) => e.event === 'screen_view').map((e) => e.page_name);
  expect(views).toEqual(['explore', 'station_selection', 'search']);
});

test('sharing logs share_content and copies the link', async ({ page }) => {
  // What the page hands the clipboard, kept by the page: headless Chromium's own clipboard, shared by the
  // parallel workers' pages, once left a write unsettled for over 10 s on a loaded machine.
  const lastCopy = await recordCopies(page);
  await page.goto('/ui');
  await pageReady(page, 'Component showcase');
  const share = page.getByRole('group', { name: 'Share Showcase story' });
  await expect(share.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=Showcase%20story%20http/,
  );
  await expect(share.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/,
  );
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  expect(await lastCopy()).toMatch(/\/news\/showcase$/);
  const shared = (await dataLayer(page)).filter((e) => e.event === 'share_content');
  expect(shared).toEqual([
    {
      event: 'share_content',
      page_name: 'ui',
      slug: '/news/showcase',
      type: 'NewsTeaserDetail',
      station_name: '702',
    },
  ]);
});
