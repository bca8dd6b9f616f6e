/**
 * Loads a page's data once per key and keeps the answer with the key it is for, so a new path shows "loading"
 * until its own answer. Three outcomes every content page handles (docs/design.md, "Reliability rules", never a blank page):
 * data, empty (the API answered null: unknown path or id) and failed (network or server), with retry.
 *
 * Server rendering (src/app/ssr): the first answer may already be in hand (useFirstAnswer): on the server the
 * render waits for it; hydrating in the browser it comes with the page, so nothing is asked again, and the
 * Apollo Client a load needs is only loaded when one runs (../../api/request-client.ts).
 */
import type { ApolloClient } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { describeApiFailure } from '../../../core/api/errors';
import { recordProblem } from '../../../core/monitoring/problems';
import { useResponseStatus, type LoadFailure } from '../../../ui/ssr/server-request';
import { forgetFirstAnswer, useFirstAnswer } from '../../../ui/ssr/use-first-answer';
import { useApiClientLoader } from '../../api/request-client';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'empty' }
  | ({ status: 'failed' } & LoadFailure);

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
  const loadClient = useApiClientLoader();
  const [attempt, setAttempt] = useState(0);
  const fullKey = `${key}#${attempt}`;
  const first = useFirstAnswer(attempt === 0 ? key : null, () => loadClient().then(load), describeApiFailure);
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
    loadClient()
      .then(load)
      .then(
        (data) => {
          if (!cancelled)
            setAnswer({ key: fullKey, loaded: data ? { status: 'ready', data } : { status: 'empty' } });
        },
        (error: unknown) => {
          if (cancelled) return;
          const failure = describeApiFailure(error);
          recordProblem({
            area: 'content-page',
            message: `${key} failed (${failure.kind}): ${String(error)}`,
          });
          setAnswer({ key: fullKey, loaded: { status: 'failed', ...failure } });
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
