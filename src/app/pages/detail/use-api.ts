/**
 * Loads a page's data once per key and keeps the answer with the key it is for, so a new path shows "loading"
 * until its own answer. Three outcomes every content page handles (DESIGN.md §5, never a blank page):
 * data, empty (the API answered null: unknown path or id) and failed (network or server), with retry.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useState } from 'react';
import { recordProblem } from '../../../core/monitoring/problems';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'empty' }
  | { status: 'failed'; kind: 'connection' | 'server' };

export function useApi<T>(key: string, load: () => Promise<T | null>): Loaded<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const fullKey = `${key}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    let cancelled = false;
    load().then(
      (data) => {
        if (!cancelled)
          setAnswer({ key: fullKey, loaded: data ? { status: 'ready', data } : { status: 'empty' } });
      },
      (error: unknown) => {
        if (cancelled) return;
        const kind = CombinedGraphQLErrors.is(error) ? 'server' : 'connection';
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
  const loaded: Loaded<T> = answer?.key === fullKey ? answer.loaded : { status: 'loading' };
  return { ...loaded, retry };
}
