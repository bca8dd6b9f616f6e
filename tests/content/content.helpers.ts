/**
 * Helpers for the content pages' browser tests: small GraphQL reads against the real content API (to find
 * seeded URLs and compare what the page shows with what the API says), and the page's one media element.
 */
import { expect, type Page } from '@playwright/test';
import { CONTENT_TYPENAMES } from '../../server/seed/types';
import { graphqlData } from '../support/graphql';
import { onMedia } from '../support/media';

// The platform's own list of content typenames: a test may import server/ to stay in step with its seed.
export const TYPENAMES = CONTENT_TYPENAMES;

/** One seeded, non-premium URL per content typename, found through search. */
export async function urlsByTypename(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const term of ['a', 'e', 'o', 'catch-up', 'podcast', 'terms', 'competition']) {
    const data = await graphqlData<{ getSearchContent: { results: { typename: string; _url: string }[] } }>(
      'query($q: String!) { getSearchContent(searchQuery: $q, pageSize: 100) { results { typename _url } } }',
      { variables: { q: term } },
    );
    for (const r of data.getSearchContent.results) {
      if ((TYPENAMES as readonly string[]).includes(r.typename) && !found[r.typename])
        found[r.typename] = r._url;
    }
  }
  return found;
}

export interface DetailSummary {
  __typename: string;
  _id: string;
  headline: string;
  premium: boolean;
  title?: string;
}

export async function detailByUrl(url: string): Promise<DetailSummary | null> {
  const data = await graphqlData<{ getDetailPageByUrl: DetailSummary | null }>(
    'query($url: String!) { getDetailPageByUrl(url: $url) { __typename _id headline premium ... on StaticPage { title } } }',
    { variables: { url } },
  );
  return data.getDetailPageByUrl;
}

export async function detailById(id: string): Promise<{ _url: string; headline: string }> {
  const data = await graphqlData<{ getDetailPageById: { _url: string; headline: string } | null }>(
    'query($id: ID!) { getDetailPageById(id: $id) { _url headline } }',
    { variables: { id } },
  );
  if (!data.getDetailPageById) throw new Error(`no content ${id}`);
  return data.getDetailPageById;
}

export async function mediaState(page: Page) {
  return onMedia(page, (media) => {
    return media ? { paused: media.paused, time: media.currentTime, src: media.currentSrc } : null;
  });
}

/** Resolves once the page's media element plays (not paused, time moving). */
export async function expectPlaying(page: Page) {
  await expect.poll(async () => (await mediaState(page))?.paused ?? true, { timeout: 20_000 }).toBe(false);
  await expect
    .poll(async () => (await mediaState(page))?.time ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(0.5);
}

/**
 * What plays is `station`'s live stream, as a listener sees it in the mini player. The element's own source
 * says so only on native HLS; through hls.js (Chromium, Firefox) it is a Media Source blob.
 */
export async function expectLiveIn(page: Page, station: string) {
  const bar = page.getByRole('region', { name: 'Player' });
  await expect(bar.locator('.mini-player__station-name')).toHaveText(station);
  await expect(bar.getByText('Live', { exact: true })).toBeVisible();
  const src = (await mediaState(page))?.src ?? '';
  if (!src.startsWith('blob:')) expect(src).toContain(`/media/live/${station}/`);
}
