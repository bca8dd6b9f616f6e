/**
 * Explore, the home page (spec §2 "/", §3 "Home reels", §7 getHomeExplore): hero teasers (the first image is the
 * largest paint and loads with priority), the four live streams (each plays its station live), then the reels of
 * every type, paged by cursor ("More" loads the next page), filtered by media type ALL / AUDIO / VIDEO.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import { useState } from 'react';
import {
  GetHomeExploreDocument,
  type FilterMediaType,
  type ReelPageFragment,
} from '../../core/api/generated/graphql';
import { HeroTeaserCard } from '../../ui/cards/teaser-card';
import { LivePlayer } from '../../ui/live-player/live-player';
import { Reel } from '../../ui/reels/reel';
import { Scroller } from '../../ui/scroller/scroller';
import { MediaTypeFilter } from '../layout/media-type-filter';
import { QueryError, QueryState } from '../layout/query-state';
import type { PageProps } from '../routes';
import { REELS_PAGE_SIZE } from './explore-prefetch';
import './explore-page.css';

export { REELS_PAGE_SIZE };

type ReelEdge = ReelPageFragment['edges'][number];

/** Station enum values from the API (`_702`) to the app's station ids ('702'). */
const stationId = (station: string) => station.replace(/^_/, '');

export default function ExplorePage(_props: PageProps) {
  const [mediaType, setMediaType] = useState<FilterMediaType>('ALL');
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(GetHomeExploreDocument, {
    variables: { mediaType, first: REELS_PAGE_SIZE },
    notifyOnNetworkStatusChange: false,
  });
  const [more, setMore] = useState<{ edges: ReelEdge[]; endCursor: string | null; hasNext: boolean } | null>(
    null,
  );
  const [moreState, setMoreState] = useState<{ loading: boolean; error: ErrorLike | null }>({
    loading: false,
    error: null,
  });

  // A new filter starts the reels from their first page again.
  const changeFilter = (next: FilterMediaType) => {
    setMediaType(next);
    setMore(null);
    setMoreState({ loading: false, error: null });
  };

  const explore = data?.getHomeExplore;
  const firstPage = explore?.reels;
  const edges = [...(firstPage?.edges ?? []), ...(more?.edges ?? [])];
  const hasNext = more ? more.hasNext : (firstPage?.pageInfo.hasNextPage ?? false);
  const cursor = more ? more.endCursor : (firstPage?.pageInfo.endCursor ?? null);

  const loadMore = async () => {
    if (!cursor) return;
    setMoreState({ loading: true, error: null });
    try {
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
      setMoreState({ loading: false, error: caught instanceof Error ? caught : new Error(String(caught)) });
    }
  };

  return (
    <main className="page explore-page">
      <div className="explore-page__head">
        <h1 className="page__title">Explore</h1>
        <MediaTypeFilter value={mediaType} onChange={changeFilter} label="Show" />
      </div>
      <QueryState
        loading={loading}
        error={error}
        hasData={!!explore}
        onRetry={() => void refetch()}
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
            {hasNext ? (
              <button
                type="button"
                className="button button--quiet explore-page__more"
                onClick={() => void loadMore()}
                disabled={moreState.loading}
                aria-busy={moreState.loading}
              >
                {moreState.loading ? 'Loading…' : 'Show more'}
              </button>
            ) : null}
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
