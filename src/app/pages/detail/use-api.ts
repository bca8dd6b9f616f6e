/**
 * Loads a page's data once per key and keeps the answer with the key it is for, so a new path shows "loading"
 * until its own answer. Three outcomes every content page handles (DESIGN.md §5, never a blank page):
 * data, empty (the API answered null: unknown path or id) and failed (network or server), with retry.
 *
 * Server rendering (src/app/ssr): the first answer may already be in hand (useFirstAnswer): on the server the
 * render waits for it; hydrating in the browser it comes with the page, so nothing is asked again.
 */
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { recordProblem } from '../../../core/monitoring/problems';
import { useResponseStatus } from '../../../ui/ssr/server-request';
import { forgetFirstAnswer, useFirstAnswer } from '../../../ui/ssr/use-first-answer';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'empty' }
  | { status: 'failed'; kind: 'connection' | 'server' };

const failureKind = (error: unknown) => (CombinedGraphQLErrors.is(error) ? 'server' : 'connection');

const STATUS_OF: Record<Loaded<unknown>['status'], number> = {
  loading: 200,
  ready: 200,
  empty: 404,
  failed: 503,
};

/** `load` gets the Apollo Client of the render: the page's, or on the server the request's own. */
export function useApi<T>(
  key: string,
  load: (client: ApolloClient) => Promise<T | null>,
): Loaded<T> & { retry: () => void } {
  const client = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const fullKey = `${key}#${attempt}`;
  const first = useFirstAnswer(attempt === 0 ? key : null, () => load(client), failureKind);
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded<T> } | null>(() =>
    first ? { key: fullKey, loaded: first } : null,
  );
  const answered = answer?.key === fullKey;
  useEffect(() => {
    if (answered) {
      forgetFirstAnswer(key); // the page came with it: nothing to ask
      return;
    }
    let cancelled = false;
    load(client).then(
      (data) => {
        if (!cancelled)
          setAnswer({ key: fullKey, loaded: data ? { status: 'ready', data } : { status: 'empty' } });
      },
      (error: unknown) => {
        if (cancelled) return;
        const kind = failureKind(error);
        recordProblem({ area: 'content-page', message: `${key} failed (${kind}): ${String(error)}` });
        setAnswer({ key: fullKey, loaded: { status: 'failed', kind } });
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` is a new closure each render; the key says when the request changes.
  }, [fullKey]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // On the server there is no effect: the first answer is all there is (or loading, past the deadline).
  const loaded: Loaded<T> = answered ? answer.loaded : (first ?? { status: 'loading' });
  useResponseStatus(STATUS_OF[loaded.status]);
  return { ...loaded, retry };
}
