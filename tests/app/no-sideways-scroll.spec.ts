/**
 * No page of the app is wider than the window (issue: hidden texts of competition cards spilled out of their
 * reel and made Explore 1859 px wide). Every route of the app's own route table (src/app/route-table.ts) is opened
 * with a sample address and measured at 320, 390, 768, 1200 and 1440 px: the document's scroll width must not
 * exceed its client width. Explore is measured again after every "Show more", and the video page and the news
 * article with a Brightcove block while their video plays. A route added to the table without a sample here
 * fails the first test, so the list cannot fall behind.
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/app/route-table';
import { signInThroughApp } from '../auth/auth.helpers';
import { detailById, urlsByTypename } from '../content/content.helpers';

const WIDTHS = [320, 390, 768, 1200, 1440] as const;

/** Sample addresses per route pattern of src/app/route-table.ts. The catch-all detail route gets one per typename. */
const SAMPLES: Record<string, readonly string[]> = {
  '/': ['/'],
  '/auth/callback': ['/auth/callback'],
  '/user/login': [],
  '/partner-action': ['/partner-action'],
  '/embed/station/:id': ['/embed/station/702'],
  '/embed/podcast/:id': ['/embed/podcast/the-money-hour-podcast'],
  '/widgets': ['/widgets'],
  // Both leave for the identity provider at once; their page layout is the one measured at /auth/callback.
  '/user/logout': [],
  '/competitions/:name': ['/competitions/jozi-foodie-tour'],
  '/sites/:name': ['/sites/summer-sounds'],
  '/error/connection-error': ['/error/connection-error'],
  '/error/empty-error': ['/error/empty-error'],
  '/error/something-went-wrong': ['/error/something-went-wrong'],
  '/my-content': ['/my-content'],
  '/my-content/downloads': ['/my-content/downloads'],
  '/my-content/:type': ['/my-content/bookmarks'],
  '/preview/*': ['/preview/news-0044'],
  '/search': ['/search', '/search?q=the'],
  '/settings': ['/settings'],
  '/stations': ['/stations'],
  '/station/:station/guide': ['/station/702/guide'],
  '/station/:id': ['/station/947'],
  '/ui': ['/ui'],
  '/*': ['/no-such-page'], // plus one address per content typename, found in the seed
};

/** The widths at which the page is wider than the window, with how wide it got. */
async function overflowAtEachWidth(page: Page): Promise<string[]> {
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const measured = await page.evaluate(
      () =>
        new Promise<{ scroll: number; client: number }>((resolve) =>
          // Two frames: the new width's layout (and effects reacting to it) are done before measuring.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({
                scroll: document.documentElement.scrollWidth,
                client: document.documentElement.clientWidth,
              }),
            ),
          ),
        ),
    );
    if (measured.scroll > measured.client) wide.push(`${width} px: page ${measured.scroll} px wide`);
  }
  return wide;
}

async function open(page: Page, url: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url);
  // A page shows its heading once its content is in; an embed page has no heading, only its one widget.
  const shown = url.startsWith('/embed/')
    ? page.getByRole('main').getByRole('button').first()
    : page.locator('h1').first();
  await expect(shown).toBeVisible({ timeout: 15_000 });
}

test('every route of the route table has a sample address here', () => {
  expect(ROUTES.map((route) => route.path).filter((path) => !(path in SAMPLES))).toEqual([]);
});

test('no route is wider than the window at any width', async ({ page }) => {
  test.setTimeout(240_000);
  const typenameUrls = Object.values(await urlsByTypename());
  const news = await detailById('news-0012');
  const samples = (path: string) => SAMPLES[path] ?? [];
  const anonymous = ROUTES.filter((route) => !route.meta.requiresAuth).flatMap((route) =>
    route.path === '/*' ? [...samples(route.path), ...typenameUrls, news._url] : samples(route.path),
  );
  const failures: string[] = [];
  for (const url of anonymous) {
    await open(page, url);
    failures.push(...(await overflowAtEachWidth(page)).map((line) => `${url} at ${line}`));
  }

  // Routes that need a session, signed in.
  await signInThroughApp(page, 'listener@example.com');
  for (const route of ROUTES.filter((r) => r.meta.requiresAuth)) {
    for (const url of samples(route.path)) {
      await open(page, url);
      failures.push(...(await overflowAtEachWidth(page)).map((line) => `${url} at ${line}`));
    }
  }
  expect(failures).toEqual([]);
});

test('Explore stays within the window after every "Show more"', async ({ page }) => {
  await open(page, '/');
  const more = page.getByRole('button', { name: 'Show more' });
  // The heading shows before Explore's reels have loaded; the first page of reels brings the button.
  await expect(more).toBeVisible({ timeout: 15_000 });
  let pages = 0;
  while ((await more.count()) > 0) {
    const reels = await page.locator('section.reel').count();
    await more.click();
    await expect.poll(() => page.locator('section.reel').count()).toBeGreaterThan(reels);
    pages += 1;
  }
  expect(pages).toBeGreaterThan(0);
  expect(await overflowAtEachWidth(page)).toEqual([]);
});

test('a playing video keeps the page within the window', async ({ page }) => {
  const news = await detailById('news-0012');
  for (const [url, scope] of [
    ['/video/a-day-with-a-lifeguard', '.content-header'],
    [news._url, '.news-block--video'],
  ] as const) {
    await open(page, url);
    await page
      .locator(scope)
      .getByRole('button', { name: /^Watch / })
      .click();
    await expect(page.locator('.video-player video')).toBeVisible();
    expect(await overflowAtEachWidth(page), url).toEqual([]);
  }
});
