/**
 * A podcast's episodes, newest first, paged with "Load more" (episodesLimit / afterEpisode, docs/product.md, "Calls to the platform"); each
 * episode plays in the page's one player. Used by the podcast detail page and, as
 * <primedia-podcast-episodes url="/podcasts/..." page-size="10">, by partner pages: styles live in
 * podcast-episodes.css under the root class only, and problems show inside the component and fire
 * `primedia-error` (docs/design.md, "Names partners depend on", "Reliability rules").
 */
import { useEffect, useRef, useState } from 'react';
import type { EpisodeCardFragment } from '../../core/api/generated/strings/graphql';
import { recordProblem } from '../../core/monitoring/problems';
import { formatDuration, formatPublishDate, stationLabel } from '../content/format';
import { InternalLink, type NavigateFn } from '../content/internal-link';
import { PlayContentButton } from '../content/play-content-button';
import type { PlayableItem } from '../../core/queue/queue-item';
import { setFollowing } from '../../core/queue/play-next';
import { ProgressMark } from '../up-next/progress-mark';
import { QueueButton } from '../up-next/queue-button';
import { ResponsiveImage } from '../image/responsive-image';
import { useEmit } from '../common/host-events';
import { usePlaybackFailure } from '../common/playback-failure';
import { forgetFirstAnswer, useFirstAnswer } from '../ssr/use-first-answer';
import { loadEpisodes, type EpisodeLoad, type EpisodePage } from './load-episodes';
import { parsePageSize, parsePodcastUrl } from './validate';

/** The player request origin of this list's episodes, so the list knows a failure is its own. */
const PLAY_ORIGIN = 'podcast-episodes';

export interface PodcastEpisodesProps {
  /** The podcast's path, e.g. '/podcasts/the-money-hour-podcast' (an episode's path lists its podcast). */
  url?: string;
  /** Episodes per page, 1-50 (default 10). */
  pageSize?: number | string;
  /**
   * In the host app: episode titles link to the episode page and navigate in place. Without it (a widget on a
   * partner page) titles are plain text, since a site path would point at the partner's origin.
   */
  onNavigate?: NavigateFn;
  /** Heading level of episode titles (the list sits under the page's own headings). */
  headingLevel?: 2 | 3;
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; page: EpisodePage; more: 'idle' | 'loading' | 'failed' }
  | { status: 'failed'; code: 'not-found' | 'not-a-podcast' | 'load-failed'; message: string };

const CONNECTION_MESSAGE = 'The episodes could not be loaded. Check your connection and try again.';

function stateOf(path: string, load: EpisodeLoad): State {
  if (load.status === 'ok') return { status: 'ready', page: load.page, more: 'idle' };
  if (load.status === 'not-found')
    return { status: 'failed', code: 'not-found', message: `No podcast was found at ${path}.` };
  return { status: 'failed', code: 'not-a-podcast', message: `${path} is not a podcast.` };
}

/** An episode as the player starts it; null when it has nothing to play. Its own page uses it too. */
export function playableOf(
  episode: Pick<
    EpisodeCardFragment,
    '_url' | 'mediaId' | 'kind' | 'headline' | 'station' | 'duration' | 'premium'
  > & {
    image: { ratio1x1: { sm: string } };
  },
): PlayableItem | null {
  if (!episode.mediaId) return null;
  return {
    mediaId: episode.mediaId,
    type: episode.kind === 'video' ? 'video' : 'audio',
    title: episode.headline,
    stationName: stationLabel(episode.station),
    imageUrl: episode.image.ratio1x1.sm,
    duration: episode.duration,
    premium: episode.premium,
    pageUrl: episode._url,
  };
}

function Episode({
  episode,
  newer,
  onNavigate,
  headingLevel,
  focusRef,
}: {
  episode: EpisodeCardFragment;
  /** The episode published after this one (the one above it, newest first): the podcast's next episode. */
  newer: EpisodeCardFragment | null;
  onNavigate?: NavigateFn;
  headingLevel: 2 | 3;
  focusRef?: (node: HTMLLIElement | null) => void;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const length = formatDuration(episode.duration);
  const date = formatPublishDate(episode.publishedAt.iso8601);
  const playable = playableOf(episode);
  return (
    <li className="podcast-episodes__item" part="episode" ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      <ResponsiveImage
        className="podcast-episodes__image"
        image={episode.image.ratio1x1}
        ratio={1}
        sizes="72px"
        alt=""
      />
      <div className="podcast-episodes__body">
        {episode.overline ? <p className="podcast-episodes__overline">{episode.overline}</p> : null}
        <Heading className="podcast-episodes__title" title={episode.headline}>
          {onNavigate ? (
            <InternalLink href={episode._url} onNavigate={onNavigate}>
              {episode.headline}
            </InternalLink>
          ) : (
            episode.headline
          )}
        </Heading>
        <p className="podcast-episodes__meta">
          {date ? <time dateTime={episode.publishedAt.iso8601}>{date}</time> : null}
          {length ? <span>{length}</span> : null}
          {episode.premium ? <span className="podcast-episodes__premium">Audiostar+</span> : null}
          {playable ? <ProgressMark mediaId={playable.mediaId} duration={playable.duration} /> : null}
        </p>
      </div>
      {playable ? (
        <span className="podcast-episodes__actions">
          <QueueButton item={playable} className="podcast-episodes__queue" />
          <PlayContentButton
            className="podcast-episodes__play"
            origin={PLAY_ORIGIN}
            item={playable}
            onPlay={() => setFollowing(playable.mediaId, newer ? playableOf(newer) : null)}
          />
        </span>
      ) : null}
    </li>
  );
}

export function PodcastEpisodes({ url, pageSize, onNavigate, headingLevel = 3 }: PodcastEpisodesProps) {
  const emit = useEmit();
  const parsedUrl = parsePodcastUrl(url);
  const parsedSize = parsePageSize(pageSize);
  const problem = 'code' in parsedUrl ? parsedUrl : 'code' in parsedSize ? parsedSize : null;
  const path = 'path' in parsedUrl ? parsedUrl.path : null;
  const size = 'size' in parsedSize ? parsedSize.size : null;
  const [attempt, setAttempt] = useState(0);
  const key = `${path}:${size}:${attempt}`;
  // The answer is kept with the request it is for, so changed attributes show "loading" until their own answer.
  // A server-rendered page comes with the first page of episodes (src/ui/ssr): it shows without a request.
  const firstKey = path && size && attempt === 0 ? `episodes:${path}:${size}` : null;
  const first = useFirstAnswer<EpisodeLoad>(firstKey, () =>
    path && size ? loadEpisodes(path, size, null) : Promise.resolve(null),
  );
  const [answer, setAnswer] = useState<{ key: string; state: State } | null>(() =>
    first?.status === 'ready' ? { key, state: stateOf(path ?? '', first.data) } : null,
  );
  const state: State = answer?.key === key ? answer.state : { status: 'loading' };
  const setState = (next: State) => setAnswer({ key, state: next });
  const firstNew = useRef<HTMLLIElement | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  const answered = answer?.key === key;
  useEffect(() => {
    if (!path || !size) return;
    if (answered) {
      if (firstKey) forgetFirstAnswer(firstKey);
      return;
    }
    let cancelled = false;
    const settle = (next: State) => {
      if (!cancelled) setAnswer({ key, state: next });
    };
    loadEpisodes(path, size, null).then(
      (load) => settle(stateOf(path, load)),
      (error: unknown) => {
        if (cancelled) return;
        recordProblem({ area: 'podcast-episodes', message: `episodes failed: ${String(error)}` });
        settle({ status: 'failed', code: 'load-failed', message: CONNECTION_MESSAGE });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [path, size, key, answered, firstKey]);

  const failure =
    problem ?? (state.status === 'failed' ? { code: state.code, message: state.message } : null);
  // Once per distinct failure, not once per render.
  const failureCode = failure?.code;
  const failureMessage = failure?.message;
  const failureAttribute = failure && 'attribute' in failure ? failure.attribute : undefined;
  useEffect(() => {
    if (!failureCode) return;
    emit('primedia-error', { code: failureCode, message: failureMessage, attribute: failureAttribute });
  }, [failureCode, failureMessage, failureAttribute, emit]);

  // An episode from this list that could not play (a network failure, or hls.js blocked by a CSP without blob:).
  const playbackFailure = usePlaybackFailure((request) => request.origin === PLAY_ORIGIN);
  useEffect(() => {
    if (playbackFailure) emit('primedia-error', { code: 'playback-failed', message: playbackFailure });
  }, [playbackFailure, emit]);

  useEffect(() => {
    if (focusIndex !== null) firstNew.current?.focus();
  }, [focusIndex]);

  if (problem) {
    return (
      <div
        className="primedia-surface podcast-episodes podcast-episodes--error"
        part="container"
        role="alert"
      >
        <p className="podcast-episodes__message">{problem.message}</p>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="primedia-surface podcast-episodes" part="container" aria-busy="true">
        <p className="podcast-episodes__status">Loading episodes…</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="primedia-surface podcast-episodes podcast-episodes--error" part="container">
        <p className="podcast-episodes__message" role="alert">
          {state.message}
        </p>
        {state.code === 'load-failed' ? (
          <button type="button" className="podcast-episodes__button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        ) : null}
      </div>
    );
  }

  const { page, more } = state;
  const loadMore = () => {
    if (!page.endCursor) return;
    setState({ status: 'ready', page, more: 'loading' });
    loadEpisodes(page.podcast.url, size ?? 10, page.endCursor).then(
      (load) => {
        if (load.status !== 'ok') throw new Error(`podcast ${load.status}`);
        setFocusIndex(page.episodes.length);
        setState({
          status: 'ready',
          more: 'idle',
          page: {
            ...load.page,
            episodes: [...page.episodes, ...load.page.episodes],
          },
        });
      },
      (error: unknown) => {
        recordProblem({ area: 'podcast-episodes', message: `more episodes failed: ${String(error)}` });
        emit('primedia-error', { code: 'load-failed', message: CONNECTION_MESSAGE });
        setState({ status: 'ready', page, more: 'failed' });
      },
    );
  };

  return (
    <section
      className="primedia-surface podcast-episodes"
      part="container"
      aria-label={`Episodes of ${page.podcast.headline}`}
    >
      {playbackFailure ? (
        <p className="podcast-episodes__message" part="error" role="alert">
          {playbackFailure}
        </p>
      ) : null}
      <p className="podcast-episodes__count" aria-live="polite">
        {page.episodes.length === 0
          ? 'No episodes yet.'
          : `Showing ${page.episodes.length} of ${page.totalCount} episodes`}
      </p>
      <ol className="podcast-episodes__list">
        {page.episodes.map((episode, index) => (
          <Episode
            key={episode._id}
            episode={episode}
            newer={page.episodes[index - 1] ?? null}
            onNavigate={onNavigate}
            headingLevel={headingLevel}
            focusRef={
              index === focusIndex
                ? (node) => {
                    firstNew.current = node;
                  }
                : undefined
            }
          />
        ))}
      </ol>
      {more === 'failed' ? (
        <p className="podcast-episodes__message" role="alert">
          {CONNECTION_MESSAGE}
        </p>
      ) : null}
      {page.hasNextPage ? (
        <button
          type="button"
          className="podcast-episodes__button"
          part="load-more"
          onClick={loadMore}
          disabled={more === 'loading'}
          aria-busy={more === 'loading' || undefined}
        >
          {more === 'loading' ? 'Loading…' : more === 'failed' ? 'Try again' : 'Load more'}
        </button>
      ) : null}
    </section>
  );
}
