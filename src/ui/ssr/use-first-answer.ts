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
import { useServerRequest, type LoadFailure, type ServerRequest, type SettledAnswer } from './server-request';

export type FirstAnswer<T> =
  { status: 'ready'; data: T } | { status: 'empty' } | ({ status: 'failed' } & LoadFailure);

/** Without a description of its own, a failure is a connection's. */
const connectionFailure = (error: unknown): LoadFailure => ({
  kind: 'connection',
  network: true,
  message: error instanceof Error ? error.message : String(error),
});

function serverLoad(
  request: ServerRequest,
  key: string,
  load: () => Promise<unknown>,
  describeFailure: (error: unknown) => LoadFailure,
): Promise<SettledAnswer> {
  let settled = request.loads.get(key);
  if (!settled) {
    const answer = load().then(
      (data): SettledAnswer => (data ? { status: 'ready', data } : { status: 'empty' }),
      (error: unknown): SettledAnswer => ({ status: 'failed', ...describeFailure(error) }),
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
  describeFailure: (error: unknown) => LoadFailure = connectionFailure,
): FirstAnswer<T> | null {
  const request = useServerRequest();
  if (key === null) return null;
  const found = request ? use(serverLoad(request, key, load, describeFailure)) : peekHydratedAnswer(key);
  if (!found || found.status === 'timed-out') return null;
  return found as FirstAnswer<T>;
}

export const forgetFirstAnswer = forgetHydratedAnswer;
