/**
 * The first answer of a component's own load, when the page already has it: while the server renders a request
 * the render waits for the load (once per request and key, bounded by the request's deadline); in the browser,
 * hydrating that page, it is the answer the server sent in the page (src/ui/ssr/hydration-data.ts). Null means
 * "load it yourself" (a partner page, a later visit, a load the server ran out of time for).
 *
 * A component starts its state from it and, once mounted, calls `forgetFirstAnswer(key)` so a later mount
 * loads afresh.
 */
import { use } from 'react';
import { forgetHydratedAnswer, peekHydratedAnswer } from './hydration-data';
import { useServerRequest, type ServerRequest, type SettledAnswer } from './server-request';

export type FirstAnswer<T> =
  { status: 'ready'; data: T } | { status: 'empty' } | { status: 'failed'; kind: 'connection' | 'server' };

function serverLoad(
  request: ServerRequest,
  key: string,
  load: () => Promise<unknown>,
  failureKind: (error: unknown) => 'connection' | 'server',
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

export function useFirstAnswer<T>(
  key: string | null,
  load: () => Promise<T | null>,
  failureKind: (error: unknown) => 'connection' | 'server' = () => 'connection',
): FirstAnswer<T> | null {
  const request = useServerRequest();
  if (key === null) return null;
  const found = request ? use(serverLoad(request, key, load, failureKind)) : peekHydratedAnswer(key);
  if (!found || found.status === 'timed-out') return null;
  return found as FirstAnswer<T>;
}

export const forgetFirstAnswer = forgetHydratedAnswer;
