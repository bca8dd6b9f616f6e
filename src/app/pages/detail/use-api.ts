/**
 * Loads a page's data once per key and keeps the answer with the key it is for, so a new path shows "loading"
 * until its own answer. Three outcomes every content page handles (DESIGN.md §5, never a blank page):
 * data, empty (the API answered null: unknown path or id) and failed (network or server), with retry.
 *
 * Server rendering (src/app/ssr): on the server the load runs once per request and the render waits for it (up
 * to the request's deadline, after which the page renders its loading state and the browser loads the data); in
 * the browser the first render takes the server's answer from the page, so hydration shows the same content and
 * asks nothing again.
 */
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { use, useCallback, useEffect, useState } from 'react';
import { recordProblem } from '../../../core/monitoring/problems';
import { forgetHydratedAnswer, peekHydratedAnswer } from '../../ssr/hydration-data';
import {
  useResponseStatus,
  useServerRequest,
  type ServerRequest,
  type SettledAnswer,
} from '../../../ui/ssr/server-request';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'empty' }
  | { status: 'failed'; kind: 'connection' | 'server' };

const failureKind = (error: unknown) => (CombinedGraphQLErrors.is(error) ? 'server' : 'connection');

function loadedOf<T>(settled: SettledAnswer | undefined): Loaded<T> | null {
  if (!settled || settled.status === 'timed-out') return null;
  return settled.status === 'ready' ? { status: 'ready', data: settled.data as T } : settled;
}

/** The server's load for `key`: started by the first render that asks, bounded by the request's deadline. */
function serverLoad(
  request: ServerRequest,
  key: string,
  load: () => Promise<unknown>,
): Promise<SettledAnswer> {
  let settled = request.loads.get(key);
  if (!settled) {
    const answer = load().then(
      (data): SettledAnswer => (data ? { status: 'ready', data } : { status: 'empty' }),
      (error: unknown): SettledAnswer => ({ status: 'failed', kind: failureKind(error) }),
    );
    const late = request.deadline.then((): SettledAnswer => ({ status: 'timed-out' }));
    settled = Promise.race([answer, late]).then((result) => {
      request.answers.set(key, result);
      return result;
    });
    request.loads.set(key, settled);
  }
  return settled;
}

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
  const request = useServerRequest();
  const client = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const fullKey = `${key}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded<T> } | null>(() => {
    const hydrated = request ? null : loadedOf<T>(peekHydratedAnswer(key));
    return hydrated ? { key: fullKey, loaded: hydrated } : null;
  });
  const answered = answer?.key === fullKey;
  useEffect(() => {
    if (answered) {
      forgetHydratedAnswer(key); // the page came with it: nothing to ask
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
  const loaded: Loaded<T> = request
    ? (loadedOf<T>(use(serverLoad(request, key, () => load(client)))) ?? { status: 'loading' })
    : answered
      ? answer.loaded
      : { status: 'loading' };
  useResponseStatus(STATUS_OF[loaded.status]);
  return { ...loaded, retry };
}
