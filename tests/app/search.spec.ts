/**
 * Search (docs/product.md, "Routes" /search, docs/product.md, "Content" view states, docs/product.md, "Calls to the platform" getSearchContent, getSearchAd) against the real content API:
 * a seeded article is found by a word of its headline typed into the box (debounced, kept in ?q=), the media
 * type and station filters and skip/take paging agree with the API's totals, a search with no match shows the
 * empty state, and coming back shows the saved result.
 */
import { expect, test } from '@playwright/test';
import { graphql } from '../support/graphql';
import { pageReady, watchConsole } from './app.helpers';

test.use({ viewport: { width: 1440, height: 900 } });

async function apiTotal(searchQuery: string, extra: Record<string, unknown> = {}): Promise<number> {
  const result = await graphql<{ getSearchContent: { total: number } }>(
    `
      query ($q: String!, $m: FilterMediaType, $s: FilterStation) {
        getSearchContent(searchQuery: $q, page: 0, pageSize: 10, mediaType: $m, station: $s) {
          total
        }
      }
    `,
    { variables: { q: searchQuery, ...extra } },
  );
  return result.data?.getSearchContent.total ?? -1;
}

async function seededArticle(): Promise<{ headline: string; word: string }> {
  const result = await graphql<{
    getHomeExplore: { heroTeasers: { teaserDetail: { __typename: string; headline: string } | null }[] };
  }>('{ getHomeExplore(first: 1) { heroTeasers { teaserDetail { __typename headline } } } }');
  const news = result.data?.getHomeExplore.heroTeasers.find(
    (h) => h.teaserDetail?.__typename === 'NewsTeaserDetail',
  );
  const headline = news?.teaserDetail?.headline ?? '';
  const word = headline.split(/\W+/).sort((a, b) => b.length - a.length)[0] ?? '';
  expect(word.length).toBeGreaterThan(4);
  return { headline, word };
}

test('finds a seeded article by a word of its headline, typed into the box', async ({ page }) => {
  const { headline, word } = await seededArticle();
  await page.goto('/search');
  await pageReady(page, 'Search');
  await expect(page.locator('main')).toHaveAttribute('data-view-state', 'initial');
  await page.getByRole('searchbox', { name: 'Search Primedia+' }).fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`\\?q=${word.toLowerCase()}$`));
  await expect(page.locator('main')).toHaveAttribute('data-view-state', 'live-result');
  await expect(page.getByRole('link', { name: new RegExp(headline) })).toBeVisible();
  // No ad script is configured here, so no ad can come: no empty labelled box, no space held for one
  // (a served ad and its reserved space: tests/app/ad-fill.spec.ts).
  await expect(page.locator('.search-page__ad .ad-slot')).toHaveAttribute('data-ad-state', 'empty');
  expect((await page.locator('.search-page__ad').boundingBox())?.height ?? 0).toBe(0);
  await expect(page.getByText('Advertisement', { exact: true })).toBeHidden();
});

test('filters and pages agree with the API', async ({ page }) => {
  const all = await apiTotal('soweto');
  const audio = await apiTotal('soweto', { m: 'AUDIO' });
  const kfm = await apiTotal('soweto', { s: 'KFM' });
  expect(all).toBeGreaterThan(10);
  expect(audio).toBeLessThan(all);

  await page.goto('/search?q=soweto');
  await pageReady(page, 'Search');
  const status = page.getByText(/^Showing \d+–\d+ of \d+$/);
  await expect(status).toHaveText(`Showing 1–10 of ${all}`);
  const firstResult = await page.locator('.search-page__list a').first().getAttribute('href');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=10/);
  await expect(status).toHaveText(`Showing 11–${Math.min(20, all)} of ${all}`);
  await expect(page.locator('.search-page__list a').first()).not.toHaveAttribute('href', firstResult ?? '');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(status).toHaveText(`Showing 1–10 of ${all}`);

  await page.getByRole('group', { name: 'Media type' }).getByRole('button', { name: 'Audio' }).click();
  await expect(page).toHaveURL(/media=AUDIO/);
  await expect(status).toHaveText(`Showing 1–${Math.min(10, audio)} of ${audio}`);

  await page.getByRole('group', { name: 'Media type' }).getByRole('button', { name: 'All' }).click();
  await page.getByRole('group', { name: 'Station' }).getByRole('button', { name: 'KFM' }).click();
  await expect(page).toHaveURL(/station=KFM/);
  await expect(status).toHaveText(`Showing 1–${Math.min(10, kfm)} of ${kfm}`);
});

test('a search without matches shows the empty state; the last search comes back as the saved result', async ({
  page,
}) => {
  await page.goto('/search?q=zzqxwvjkl');
  await pageReady(page, 'Search');
  await expect(page.getByTestId('search-empty')).toContainText('No results for “zzqxwvjkl”');

  await page.goto('/search?q=soweto');
  await expect(page.locator('.search-page__list a').first()).toBeVisible();
  await page.locator('.side-menu').getByRole('link', { name: 'Explore' }).click();
  await pageReady(page, 'Explore');
  await page.locator('.side-menu').getByRole('link', { name: 'Search' }).click();
  await pageReady(page, 'Search');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('main')).toHaveAttribute('data-view-state', 'saved-result');
  await expect(page.getByRole('heading', { name: 'Your last search: “soweto”' })).toBeVisible();
  await expect(page.locator('.search-page__list a').first()).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.locator('main')).toHaveAttribute('data-view-state', 'initial');
});

test("a server-rendered /search offers the tab's last search once hydrated, without a hydration mismatch", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/search?q=soweto');
  await pageReady(page, 'Search'); // hydrated: the page has kept the search for the tab
  await expect(page.locator('.search-page__list a').first()).toBeVisible();
  // A full load, not a link: the server renders /search without the tab's sessionStorage, the browser has it.
  await page.goto('/search');
  await pageReady(page, 'Search');
  await expect(page.getByRole('heading', { name: 'Your last search: “soweto”' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
