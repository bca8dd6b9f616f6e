/**
 * An AbortSignal that aborts itself once a deadline has passed, checked by the executor itself.
 *
 * Our resolvers are synchronous, so a timer can never fire while a query executes: the event loop is busy with
 * it. The executor (@graphql-tools/executor, yoga's) calls `signal.throwIfAborted()` before every field, so the
 * clock is read there: past the deadline the signal aborts with `reason` and execution unwinds at once. A timer
 * also aborts it, for resolvers that wait on I/O.
 */
export function deadlineSignal(ms: number, reason: () => Error): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const deadline = performance.now() + ms;
  const { signal } = controller;
  const abort = () => {
    if (!signal.aborted) controller.abort(reason());
  };
  const timer = setTimeout(abort, ms);
  const throwIfAborted = signal.throwIfAborted.bind(signal);
  // An own property shadows AbortSignal.prototype.throwIfAborted for this one signal.
  Object.defineProperty(signal, 'throwIfAborted', {
    value: () => {
      if (performance.now() >= deadline) abort();
      throwIfAborted();
    },
  });
  return { signal, clear: () => clearTimeout(timer) };
}
