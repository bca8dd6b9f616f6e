/**
 * Search (docs/product.md, "Routes" /search, docs/product.md, "Content" view states, docs/product.md, "Calls to the platform" getSearchContent / getSearchAd): debounced input kept in the URL
 * (`?q=`), media-type and station filters, skip/take paging, results cached by Apollo keyed by the query, the
 * three view states (initial, saved result, live result), an empty state, and the search ad in a reserved slot.
 */
import { useStore } from '@nanostores/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { describeApiFailure } from '../../core/api/errors';
import { $session } from '../../core/auth/session';
import { GetSearchAdDocument, GetSearchContentDocument } from '../../core/api/generated/graphql';
import { AdSlot, adsConfigured } from '../../ui/ad-slot/ad-slot';
import { contentKind, distinctOverline } from '../../ui/cards/teaser-card';
import { ResponsiveImage } from '../../ui/image/responsive-image';
import { withApollo } from '../api/with-apollo';
import { BackLink } from '../layout/back-link';
import { MediaTypeFilter } from '../layout/media-type-filter';
import { ToggleGroup } from '../layout/toggle-group';
import { QueryState } from '../layout/query-state';
import { Link } from '../router/link';
import { navigate } from '../router/location';
import type { PageProps } from '../routes';
import {
  FILTER_STATIONS,
  forgetSearch,
  lastSearch,
  parseSearch,
  rememberSearch,
  searchUrl,
  SEARCH_PAGE_SIZE,
  type SearchParams,
  type SearchViewState,
} from './search-state';
import { SearchRadio } from './search-radio';
import { useHydrated } from '../../ui/ssr/use-hydrated';
import './search-page.css';
import { useAppLocation } from '../router/use-app-location';

export const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_AD_SIZE = [320, 100] as const;

function SearchPage(_props: PageProps) {
  const { search } = useAppLocation();
  const session = useStore($session, { ssr: 'initial' });
  const fromUrl = parseSearch(search);
  // The tab's last search, as it was when the page opened. It lives in sessionStorage, which the server cannot
  // see: a server-rendered page shows it once hydrated, so its first render matches the server's HTML.
  const hydrated = useHydrated();
  const [openedWith] = useState(lastSearch);
  const [cleared, setCleared] = useState(false);
  const saved = hydrated && !cleared ? openedWith : null;
  const [text, setText] = useState(fromUrl.q);
  const inputId = useId();
  const typing = useRef(false);

  const view: SearchViewState = fromUrl.q.trim() ? 'live-result' : saved ? 'saved-result' : 'initial';
  const active: SearchParams | null =
    view === 'live-result' ? fromUrl : view === 'saved-result' ? saved : null;

  // Back/forward or a link changes ?q=: show it in the box unless the listener is typing.
  useEffect(() => {
    if (!typing.current) setText(fromUrl.q);
  }, [fromUrl.q]);

  // Debounce: the URL (and so the query) follows the box 300 ms after the last key.
  useEffect(() => {
    if (text === fromUrl.q) {
      typing.current = false;
      return;
    }
    const timer = setTimeout(() => {
      typing.current = false;
      navigate(searchUrl({ ...fromUrl, q: text, skip: 0 }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // fromUrl is derived from `search`; listing it would restart the timer on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, search]);

  useEffect(() => {
    if (view === 'live-result') rememberSearch(fromUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, view]);

  const results = useQuery(GetSearchContentDocument, {
    variables: active
      ? {
          searchQuery: active.q.trim(),
          mediaType: active.mediaType,
          station: active.station,
          page: active.skip,
          pageSize: SEARCH_PAGE_SIZE,
        }
      : { searchQuery: '' },
    skip: !active,
  });
  const premium = session.user?.audiostarPlus === true;
  const ad = useQuery(GetSearchAdDocument, {
    variables: { searchQuery: active?.q.trim() ?? null },
    skip: !active || premium,
  });

  const selectedStation = active?.station ?? fromUrl.station;
  const update = (change: Partial<SearchParams>) =>
    navigate(searchUrl({ ...(active ?? fromUrl), q: active?.q ?? text, skip: 0, ...change }), {
      replace: change.skip === undefined,
    });

  const data = results.data?.getSearchContent;
  const total = data?.total ?? 0;
  // The radio's answers (shows and songs) lead the first page; content pages on below them.
  const radio = data && active?.skip === 0 ? { shows: data.shows, songs: data.songs } : null;
  const radioFound = radio ? radio.shows.length + radio.songs.length : 0;
  const first = active ? active.skip + 1 : 0;
  const last = active ? Math.min(active.skip + SEARCH_PAGE_SIZE, total) : 0;

  return (
    <main className="page search-page" data-view-state={view}>
      <BackLink fallback="/" label="Back" />
      <h1 className="page__title">Search</h1>
      <form className="search-page__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          Search Primedia+
        </label>
        <input
          id={inputId}
          className="search-page__input"
          type="search"
          value={text}
          placeholder="Search shows, songs, podcasts, news…"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          onChange={(event) => {
            typing.current = true;
            setText(event.target.value);
          }}
        />
      </form>
      <div className="search-page__filters">
        <MediaTypeFilter
          value={active?.mediaType ?? fromUrl.mediaType}
          onChange={(mediaType) => update({ mediaType })}
          label="Media type"
        />
        <ToggleGroup
          options={FILTER_STATIONS}
          value={selectedStation}
          onChange={(station) => update({ station: station === selectedStation ? null : station })}
          label="Station"
        />
      </div>

      {view === 'initial' ? (
        <div className="state-panel" data-testid="search-initial">
          <p>
            Find shows in the guide, songs played this week, podcasts, news, videos and competitions across
            702, 947, KFM and CapeTalk.
          </p>
        </div>
      ) : null}

      {active ? (
        <section className="search-page__results" aria-labelledby="search-results-title">
          <div className="search-page__results-head">
            <h2 id="search-results-title" className="reel__title">
              {view === 'saved-result' ? `Your last search: “${active.q}”` : `Results for “${active.q}”`}
            </h2>
            {view === 'saved-result' ? (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  forgetSearch();
                  setCleared(true);
                }}
              >
                Clear
              </button>
            ) : null}
          </div>
          {!premium ? (
            <div
              className="search-page__ad"
              // The slot's space is held while the search ad's id is on its way; the slot takes over after.
              style={
                ad.loading && adsConfigured()
                  ? { aspectRatio: `${SEARCH_AD_SIZE[0]} / ${SEARCH_AD_SIZE[1] + 24}` }
                  : undefined
              }
            >
              {ad.data?.getSearchAd.advertisementId ? (
                <AdSlot advertisementId={ad.data.getSearchAd.advertisementId} size={SEARCH_AD_SIZE} />
              ) : null}
            </div>
          ) : null}
          <QueryState
            loading={results.loading}
            error={results.error ? describeApiFailure(results.error) : null}
            hasData={!!data}
            onRetry={() => void results.refetch()}
            label="search results"
            skeleton={<div className="skeleton" style={{ height: 400 }} />}
          >
            {radio ? <SearchRadio shows={radio.shows} songs={radio.songs} /> : null}
            <p className="page__lead" role="status">
              {total === 0 ? '' : `Showing ${first}–${last} of ${total}`}
            </p>
            {data && data.results.length === 0 && radioFound === 0 ? (
              <div className="state-panel" data-testid="search-empty">
                <strong>No results for “{active.q}”</strong>
                <p>Try other words, or fewer filters.</p>
              </div>
            ) : (
              <ul className="search-page__list">
                {data?.results.map((item) => {
                  const kind = contentKind(item.typename);
                  const overline = distinctOverline(kind, item.overline);
                  return (
                    <li key={item.id}>
                      <Link href={item._url} className="search-result">
                        <ResponsiveImage
                          image={item.headerImage?.ratio16x9}
                          ratio={16 / 9}
                          sizes="160px"
                          alt=""
                        />
                        <span className="search-result__text">
                          <span className="teaser-card__kind">{kind}</span>
                          {overline ? <span className="teaser-card__overline">{overline}</span> : null}
                          <span className="search-result__headline">{item.headline}</span>
                          {item.subline ? (
                            <span className="search-result__subline">{item.subline}</span>
                          ) : null}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
            {total > SEARCH_PAGE_SIZE ? (
              <nav className="search-page__pager" aria-label="Result pages">
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={active.skip === 0}
                  onClick={() => update({ skip: Math.max(0, active.skip - SEARCH_PAGE_SIZE) })}
                >
                  Previous
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={active.skip + SEARCH_PAGE_SIZE >= total}
                  onClick={() => update({ skip: active.skip + SEARCH_PAGE_SIZE })}
                >
                  Next
                </button>
              </nav>
            ) : null}
          </QueryState>
        </section>
      ) : null}
    </main>
  );
}

// Search reads through Apollo's useQuery (its cache keeps results by query, docs/product.md, "Calls to the platform"); the provider comes with
// this page's chunk.
export default withApollo(SearchPage);
