/**
 * /my-content (docs/product.md, "Routes", page name my_content; requiresAuth, guarded by the router): the listener's personal
 * content. Recently played (from the play history) and the saved list with the documented list filter
 * (all / following / bookmark, docs/product.md, "Content"), each linking to its full list at /my-content/{type}.
 */
import { useState } from 'react';
import type { ListFilter } from '../../core/api/generated/graphql';
import { ToggleGroup } from '../layout/toggle-group';
import { Link } from '../router/link';
import type { PageProps } from '../routes';
import {
  CardList,
  EmptyState,
  LoadFailed,
  SignedOutNotice,
  useListener,
  useRecentlyPlayed,
  useSavedList,
} from './my-content-list';
import './personal-pages.css';

const RECENT_COUNT = 6;
const SAVED_PAGE_SIZE = 12;

const FILTERS: readonly { value: ListFilter; label: string; fullList: string }[] = [
  { value: 'all', label: 'All', fullList: '/my-content/bookmarks' },
  { value: 'following', label: 'Following', fullList: '/my-content/following' },
  { value: 'bookmark', label: 'Bookmarks', fullList: '/my-content/bookmarks' },
];

function RecentlyPlayed({ sub }: { sub: string }) {
  const { cards, retry } = useRecentlyPlayed(sub, RECENT_COUNT, 'recently played');
  return (
    <section className="personal-section" aria-labelledby="my-content-recent" aria-busy={cards === null}>
      <div className="my-content-heading">
        <h2 id="my-content-recent">Recently played</h2>
        <Link href="/my-content/recently-played">See all</Link>
      </div>
      {cards === null ? <p className="personal-muted">Loading…</p> : null}
      {cards === 'failed' ? <LoadFailed onRetry={retry} /> : null}
      {Array.isArray(cards) && cards.length === 0 ? (
        <p className="personal-muted">Nothing played yet. What you listen to shows up here.</p>
      ) : null}
      {Array.isArray(cards) && cards.length > 0 ? <CardList cards={cards} label="Recently played" /> : null}
    </section>
  );
}

function Saved({ sub }: { sub: string }) {
  const [filter, setFilter] = useState<ListFilter>('all');
  const list = useSavedList(filter, SAVED_PAGE_SIZE, sub);
  const active = FILTERS.find((f) => f.value === filter) ?? FILTERS[0];
  return (
    <section
      className="personal-section"
      aria-labelledby="my-content-saved"
      aria-busy={list.status === 'loading'}
    >
      <h2 id="my-content-saved">Saved</h2>
      <div className="my-content-filter">
        <ToggleGroup options={FILTERS} value={filter} onChange={setFilter} label="Show" />
      </div>
      {list.status === 'loading' ? <p className="personal-muted">Loading…</p> : null}
      {list.status === 'failed' ? <LoadFailed onRetry={list.retry} /> : null}
      {list.status === 'ready' && list.cards.length === 0 ? (
        <EmptyState>
          {filter === 'following'
            ? 'You do not follow any shows or podcasts yet.'
            : filter === 'bookmark'
              ? 'You have no bookmarks yet.'
              : 'Nothing saved yet. Bookmark episodes and articles, or follow shows, to find them here.'}
        </EmptyState>
      ) : null}
      {list.status === 'ready' && list.cards.length > 0 ? (
        <>
          <CardList cards={list.cards} label={`Saved: ${active?.label ?? 'All'}`} />
          <div className="personal-actions">
            {list.hasNextPage ? (
              <button
                type="button"
                className="personal-button"
                onClick={list.loadMore}
                disabled={list.loadingMore}
              >
                {list.loadingMore ? 'Loading…' : 'Load more'}
              </button>
            ) : null}
            {filter !== 'all' && active ? (
              <Link href={active.fullList} className="personal-button">
                See all {active.label.toLowerCase()}
              </Link>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}

export default function MyContentPage(_props: PageProps) {
  const listener = useListener();
  return (
    <main className="personal-page my-content-page">
      <h1>My Content</h1>
      {listener === 'pending' ? <p className="personal-muted">Loading…</p> : null}
      {listener === null ? <SignedOutNotice /> : null}
      {typeof listener === 'string' && listener !== 'pending' ? (
        <>
          <RecentlyPlayed sub={listener} />
          <Saved sub={listener} />
          <section className="personal-section" aria-labelledby="my-content-downloads">
            <div className="my-content-heading">
              <h2 id="my-content-downloads">Downloads</h2>
              <Link href="/my-content/downloads">See downloads</Link>
            </div>
            <p className="personal-muted">Episodes saved on this device, to listen without a connection.</p>
          </section>
        </>
      ) : null}
    </main>
  );
}
