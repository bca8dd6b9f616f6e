/**
 * Explore, the home page (docs/product.md, "Routes", "Home reels", "Calls to the platform" getHomeExplore): hero teasers (the first image is the
 * largest paint and loads with priority), the four live streams (each plays its station live), then the reels of
 * every type, paged by cursor ("More" loads the next page), filtered by media type ALL / AUDIO / VIDEO.
 *
 * Read through useApi, not Apollo's useQuery: the server's answer hydrates the page, and Apollo Client loads when
 * the listener asks for more or another filter (docs/ssr.md).
 */
import type { ApolloClient } from '@apollo/client';
import { useState } from 'react';
import { describeApiFailure } from '../../core/api/errors';
import { loadApiDocuments } from '../../core/api/connection';
import type { FilterMediaType, ReelPageFragment } from '../../core/api/generated/graphql';
import { HeroTeaserCard } from '../../ui/cards/teaser-card';
import { LivePlayer } from '../../ui/live-player/live-player';
import { Reel } from '../../ui/reels/reel';
import { Scroller } from '../../ui/scroller/scroller';
import { useHydrated } from '../../ui/ssr/use-hydrated';
import { MediaTypeFilter } from '../layout/media-type-filter';
import { QueryError, QueryState, type QueryFailure } from '../layout/query-state';
import type { PageProps } from '../routes';
import { useApiClientLoader } from '../api/request-client';
import { ContinueListening } from './continue-listening';
import { useApi } from './detail/use-api';
import { REELS_PAGE_SIZE } from './explore-prefetch';
import './explore-page.css';

export { REELS_PAGE_SIZE };

type ReelEdge = ReelPageFragment['edges'][number];

/** Station enum values from the API (`_702`) to the app's station ids ('702'). */
const stationId = (station: string) => station.replace(/^_/, '');

/** The first page of a filter; the same variables as explore-prefetch.ts, so a prefetch is found in the cache. */
async function loadExplore(client: ApolloClient, mediaType: FilterMediaType) {
  const { GetHomeExploreDocument } = await loadApiDocuments();
  const { data } = await client.query({
    query: GetHomeExploreDocument,
    variables: { mediaType, first: REELS_PAGE_SIZE },
  });
  // Explore always exists: no answer is a failure, never "not found".
  if (!data) throw new Error('Server response was missing for query getHomeExplore');
  return data.getHomeExplore;
}

/**
 * The server's HTML has the button before the code that answers it: until then it shows as not yet usable,
 * rather than taking a tap and doing nothing. Its own component, so the end of hydration renders the button
 * again and not the whole page.
 */
function ShowMore({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="button button--quiet explore-page__more"
      onClick={onClick}
      disabled={loading || !hydrated}
      aria-busy={loading}
    >
      {loading ? 'Loading…' : 'Show more'}
    </button>
  );
}

export default function ExplorePage(_props: PageProps) {
  const [mediaType, setMediaType] = useState<FilterMediaType>('ALL');
  const loadClient = useApiClientLoader();
  const loaded = useApi(`explore:${mediaType}`, (client) => loadExplore(client, mediaType));
  const [more, setMore] = useState<{ edges: ReelEdge[]; endCursor: string | null; hasNext: boolean } | null>(
    null,
  );
  const [moreState, setMoreState] = useState<{ loading: boolean; error: QueryFailure | null }>({
    loading: false,
    error: null,
  });

  // A new filter starts the reels from their first page again.
  const changeFilter = (next: FilterMediaType) => {
    setMediaType(next);
    setMore(null);
    setMoreState({ loading: false, error: null });
  };

  const explore = loaded.status === 'ready' ? loaded.data : null;
  const firstPage = explore?.reels;
  const edges = [...(firstPage?.edges ?? []), ...(more?.edges ?? [])];
  const hasNext = more ? more.hasNext : (firstPage?.pageInfo.hasNextPage ?? false);
  const cursor = more ? more.endCursor : (firstPage?.pageInfo.endCursor ?? null);

  const loadMore = async () => {
    if (!cursor) return;
    setMoreState({ loading: true, error: null });
    try {
      const [client, { GetHomeExploreDocument }] = await Promise.all([loadClient(), loadApiDocuments()]);
      const result = await client.query({
        query: GetHomeExploreDocument,
        variables: { mediaType, first: REELS_PAGE_SIZE, after: cursor },
      });
      const page = result.data?.getHomeExplore.reels;
      if (!page) throw new Error('Server response was missing for query getHomeExplore');
      setMore((previous) => ({
        edges: [...(previous?.edges ?? []), ...page.edges],
        endCursor: page.pageInfo.endCursor ?? null,
        hasNext: page.pageInfo.hasNextPage,
      }));
      setMoreState({ loading: false, error: null });
    } catch (caught) {
      setMoreState({ loading: false, error: describeApiFailure(caught) });
    }
  };

  return (
    <main className="page explore-page">
      <div className="explore-page__head">
        <h1 className="page__title">Explore</h1>
        <MediaTypeFilter value={mediaType} onChange={changeFilter} label="Show" />
      </div>
      <ContinueListening />
      <QueryState
        loading={loaded.status === 'loading'}
        error={loaded.status === 'failed' ? loaded : null}
        hasData={!!explore}
        onRetry={loaded.retry}
        label="Explore"
        skeleton={<ExploreSkeleton />}
      >
        {explore ? (
          <>
            {explore.heroTeasers.length > 0 ? (
              <section aria-label="Featured">
                <Scroller as="div" label="Featured" className="explore-page__heroes">
                  {explore.heroTeasers.map((hero, index) => (
                    <HeroTeaserCard key={hero.id} teaser={hero} priority={index === 0} />
                  ))}
                </Scroller>
              </section>
            ) : null}
            <section className="explore-page__live" aria-labelledby="explore-live">
              <h2 id="explore-live" className="reel__title">
                Live radio
              </h2>
              <ul className="explore-page__live-list">
                {explore.livestreams.map((live) => (
                  <li key={live.id}>
                    <LivePlayer station={stationId(live.station)} />
                  </li>
                ))}
              </ul>
            </section>
            {edges.map((edge) => (
              <Reel key={edge.node.id} reel={edge.node} />
            ))}
            {edges.length === 0 ? (
              <div className="state-panel">
                <p>Nothing to explore for this filter yet.</p>
              </div>
            ) : null}
            {moreState.error ? <QueryError error={moreState.error} onRetry={() => void loadMore()} /> : null}
            {hasNext ? <ShowMore loading={moreState.loading} onClick={() => void loadMore()} /> : null}
          </>
        ) : null}
      </QueryState>
    </main>
  );
}

function ExploreSkeleton() {
  return (
    <div className="explore-page__skeleton">
      <div className="skeleton" style={{ aspectRatio: '16 / 9' }} />
      <div className="skeleton" style={{ height: 120 }} />
    </div>
  );
}
