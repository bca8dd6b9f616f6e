/**
 * Starts Explore's first query (docs/product.md, "Calls to the platform" getHomeExplore) while the page's own code is still loading, on a first
 * load of `/` that the server did not render (in development, or a page whose server ran out of time): the
 * query no longer waits for the Explore chunk to arrive and run, so the hero image (the largest paint) is known
 * sooner. The request goes through the page's Apollo Client with exactly the variables ExplorePage's load uses,
 * so the page's query joins it in flight (Apollo deduplicates identical queries) or finds its answer in the
 * cache. A failure is left to the page's own query, which shows it. A server-rendered page came with the
 * answer, so nothing is asked, and Apollo Client does not load before the page is interactive.
 */
import { loadApiClient, loadApiDocuments } from '../../core/api/connection';

export const REELS_PAGE_SIZE = 4;

export function prefetchExplore(pathname: string, serverRendered: boolean): void {
  if (pathname !== '/' || serverRendered) return;
  Promise.all([loadApiClient(), loadApiDocuments()])
    .then(([client, { GetHomeExploreDocument }]) =>
      client.query({
        query: GetHomeExploreDocument,
        variables: { mediaType: 'ALL', first: REELS_PAGE_SIZE },
      }),
    )
    .catch(() => undefined);
}
