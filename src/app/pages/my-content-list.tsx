/**
 * Pieces shared by /my-content and /my-content/{type}: the item cards (image, headline, type, date, duration,
 * linking to the detail page), the saved-list loader with "Load more", the play-history loader, and the
 * signed-out and empty states.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { $session } from '../../core/auth/session';
import { showToast } from '../../core/feedback/toast';
import { recordProblem } from '../../core/monitoring/problems';
import type { ListFilter } from '../../core/api/generated/graphql';
import {
  loadRecentlyPlayed,
  loadSavedIds,
  loadSavedPage,
  typeLabel,
  type PersonalCard,
} from '../../core/personal/my-content';
import { formatRemaining } from '../../core/time';
import { BookmarkButton } from '../../ui/bookmark-button/bookmark-button';
import { FollowButton } from '../../ui/follow-button/follow-button';
import { ResponsiveImage } from '../../ui/image/responsive-image';
import { ProtectedButton } from '../../ui/protected/protected-action';
import { Link } from '../router/link';

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString('en-ZA', { day: 'numeric', month: 'short', year: 'numeric' });
}

export interface CardListProps {
  cards: PersonalCard[];
  label: string;
  /** A bookmark or follow toggle beside each card, so saved items can be removed from their list. */
  toggle?: 'bookmark' | 'following';
}

export function CardList({ cards, label, toggle }: CardListProps) {
  return (
    <ul className="my-content-cards" aria-label={label}>
      {cards.map((card) => {
        const date = formatDate(card.publishedIso);
        return (
          <li key={card.id} className="my-content-card">
            <Link href={card.url} className="my-content-card__link">
              <span className="my-content-card__image">
                <ResponsiveImage image={card.image?.ratio1x1} ratio={1} sizes="96px" alt="" />
              </span>
              <span className="my-content-card__body">
                <span className="my-content-card__headline">{card.headline}</span>
                <span className="my-content-card__meta personal-muted">
                  <span>{typeLabel(card.typeName)}</span>
                  {date ? <time dateTime={card.publishedIso ?? undefined}>{date}</time> : null}
                  {card.duration ? <span>{formatRemaining(card.duration)}</span> : null}
                  {card.playheadSeconds !== undefined && card.duration ? (
                    <span>{formatRemaining(Math.max(0, card.duration - card.playheadSeconds))} left</span>
                  ) : null}
                </span>
              </span>
            </Link>
            {toggle === 'bookmark' ? (
              <BookmarkButton id={card.id} path={card.url} typeName={card.typeName} label={card.headline} />
            ) : null}
            {toggle === 'following' ? (
              <FollowButton id={card.id} path={card.url} typeName={card.typeName} label={card.headline} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function EmptyState({ children }: { children: string }) {
  return (
    <div className="my-content-empty">
      <p>{children}</p>
      <Link href="/" className="personal-button--primary">
        Explore
      </Link>
    </div>
  );
}

export function SignedOutNotice() {
  return (
    <section className="personal-section">
      <p>Log in to see your bookmarks, the shows you follow and what you played recently.</p>
      <ProtectedButton className="personal-button--primary" onAction={() => undefined}>
        Log in
      </ProtectedButton>
    </section>
  );
}

/** The signed-in listener's sub, or null; 'pending' while start-up reads the stored user. */
export function useListener(): string | null | 'pending' {
  const session = useStore($session, { ssr: 'initial' });
  if (session.status === 'pending') return 'pending';
  return session.status === 'signed-in' ? (session.user?.sub ?? null) : null;
}

interface SavedList {
  status: 'loading' | 'ready' | 'failed';
  cards: PersonalCard[];
  totalCount: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface ListState {
  key: string;
  status: SavedList['status'];
  ids: string[];
  cards: PersonalCard[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
  loadingMore: boolean;
}

/** One saved list (all / following / bookmark), `pageSize` cards at a time. */
export function useSavedList(list: ListFilter, pageSize: number, sub: string | null): SavedList {
  const key = `${sub}:${list}`;
  const [state, setState] = useState<ListState | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!sub) return;
    let cancelled = false;
    loadSavedIds(list)
      .then(async (ids) => ({ ids, page: await loadSavedPage(ids, pageSize) }))
      .then(
        ({ ids, page }) => {
          if (cancelled) return;
          setState({ key, status: 'ready', ids, ...page, loadingMore: false });
        },
        (error: unknown) => {
          recordProblem({ area: 'my-content', message: `list ${list} failed: ${String(error)}` });
          if (!cancelled)
            setState({
              key,
              status: 'failed',
              ids: [],
              cards: [],
              totalCount: 0,
              endCursor: null,
              hasNextPage: false,
              loadingMore: false,
            });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [key, list, pageSize, sub, attempt]);

  const current = state?.key === key ? state : null;
  const loadMore = useCallback(() => {
    if (!current || current.loadingMore || !current.hasNextPage) return;
    setState({ ...current, loadingMore: true });
    loadSavedPage(current.ids, pageSize, current.endCursor).then(
      (page) =>
        setState((now) =>
          now?.key === current.key
            ? {
                ...now,
                cards: [...now.cards, ...page.cards],
                endCursor: page.endCursor,
                hasNextPage: page.hasNextPage,
                loadingMore: false,
              }
            : now,
        ),
      (error: unknown) => {
        recordProblem({ area: 'my-content', message: `more of ${list} failed: ${String(error)}` });
        showToast('Could not load more. Please try again.');
        setState((now) => (now?.key === current.key ? { ...now, loadingMore: false } : now));
      },
    );
  }, [current, list, pageSize]);

  return {
    status: current?.status ?? 'loading',
    cards: current?.cards ?? [],
    totalCount: current?.totalCount ?? 0,
    hasNextPage: current?.hasNextPage ?? false,
    loadingMore: current?.loadingMore ?? false,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}

export interface RecentlyPlayed {
  /** Null while loading; 'failed' when the history could not be read. */
  cards: PersonalCard[] | 'failed' | null;
  retry: () => void;
}

/** The listener's play history, at most `limit` cards; a failure is recorded as "`what` failed". */
export function useRecentlyPlayed(sub: string, limit: number, what: string): RecentlyPlayed {
  const [state, setState] = useState<{ sub: string; cards: PersonalCard[] | 'failed' } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    loadRecentlyPlayed(sub, limit).then(
      (cards) => !cancelled && setState({ sub, cards }),
      (error: unknown) => {
        recordProblem({ area: 'my-content', message: `${what} failed: ${String(error)}` });
        if (!cancelled) setState({ sub, cards: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [sub, limit, what, attempt]);
  return { cards: state?.sub === sub ? state.cards : null, retry: () => setAttempt((n) => n + 1) };
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="my-content-empty">
      <p>This list could not be loaded. Check your connection and try again.</p>
      <button type="button" className="personal-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
