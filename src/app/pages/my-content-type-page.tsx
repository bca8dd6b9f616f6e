/**
 * /my-content/{type} (docs/product.md, "Routes", page name my_content_bookmarks; requiresAuth; no mobile navigation bar): one
 * personal list in full: bookmarks, following or recently played, paged with "Load more", with an empty state
 * that links to Explore.
 */
import { BackLink } from '../layout/back-link';
import { useState } from 'react';
import type { ListFilter } from '../../core/api/generated/graphql';
import { MY_CONTENT_TYPES, parseMyContentType } from '../../core/personal/my-content';
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

const PAGE_SIZE = 20;
const HISTORY_LIMIT = 200;

const EMPTY: Record<string, string> = {
  bookmark: 'You have no bookmarks yet. Bookmark episodes and articles to find them here.',
  following: 'You do not follow any shows or podcasts yet.',
  history: 'Nothing played yet. What you listen to shows up here.',
};

function LoadMore({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <div className="personal-actions">
      <button type="button" className="personal-button" onClick={onClick} disabled={busy}>
        {busy ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}

function SavedList({ list, sub, title }: { list: ListFilter; sub: string; title: string }) {
  const saved = useSavedList(list, PAGE_SIZE, sub);
  if (saved.status === 'loading') return <p className="personal-muted">Loading…</p>;
  if (saved.status === 'failed') return <LoadFailed onRetry={saved.retry} />;
  if (saved.cards.length === 0) return <EmptyState>{EMPTY[list] ?? EMPTY.bookmark ?? ''}</EmptyState>;
  return (
    <>
      <p className="personal-muted">{saved.totalCount === 1 ? '1 item' : `${saved.totalCount} items`}</p>
      <CardList
        cards={saved.cards}
        label={title}
        toggle={list === 'bookmark' ? 'bookmark' : list === 'following' ? 'following' : undefined}
      />
      {saved.hasNextPage ? <LoadMore onClick={saved.loadMore} busy={saved.loadingMore} /> : null}
    </>
  );
}

function History({ sub, title }: { sub: string; title: string }) {
  const { cards, retry } = useRecentlyPlayed(sub, HISTORY_LIMIT, 'history');
  const [shown, setShown] = useState(PAGE_SIZE);
  if (cards === null) return <p className="personal-muted">Loading…</p>;
  if (cards === 'failed') return <LoadFailed onRetry={retry} />;
  if (cards.length === 0) return <EmptyState>{EMPTY.history ?? ''}</EmptyState>;
  return (
    <>
      <CardList cards={cards.slice(0, shown)} label={title} />
      {cards.length > shown ? <LoadMore onClick={() => setShown((n) => n + PAGE_SIZE)} busy={false} /> : null}
    </>
  );
}

export default function MyContentTypePage({ params }: PageProps) {
  const listener = useListener();
  const type = parseMyContentType(params.type);
  if (!type) {
    return (
      <main className="personal-page my-content-page">
        <h1>Not found</h1>
        <p>
          There is no such list. <Link href="/my-content">Back to My Content</Link>
        </p>
      </main>
    );
  }
  const { list, title } = MY_CONTENT_TYPES[type];
  return (
    <main className="personal-page my-content-page">
      <BackLink fallback="/my-content" label="My Content" always />
      <h1>{title}</h1>
      {listener === 'pending' ? <p className="personal-muted">Loading…</p> : null}
      {listener === null ? <SignedOutNotice /> : null}
      {typeof listener === 'string' && listener !== 'pending' ? (
        list === 'history' ? (
          <History sub={listener} title={title} />
        ) : (
          <SavedList list={list} sub={listener} title={title} />
        )
      ) : null}
    </main>
  );
}
