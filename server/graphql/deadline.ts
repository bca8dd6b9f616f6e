/**
 * An AbortSignal that aborts itself once a deadline has passed, checked by the executor itself.
 *
 * Our resolvers are synchronous, so a timer cannot fire while a stretch of execution runs: the event loop is
 * busy with it. The executor (@graphql-tools/executor, yoga's) calls `signal.throwIfAborted()` before every
 * field, so the clock is read there too: past the deadline the signal aborts with `reason` in a microtask, once
 * the executor has finished the stretch it is in, never in the middle of it. Aborting in the middle threw out of
 * a half-built list whose finished items' promises then rejected with nothing to catch them (unhandled
 * rejections, fatal to a Node process). Time slicing (time-slice.ts) keeps each stretch short, and every field
 * that waits for its next slice sees the abort and never resumes. A timer also aborts it, for resolvers that
 * wait on I/O.
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
  // The executor's first check comes before it has built anything: past the deadline there, stop at once.
  let started = false;
  // An own property shadows AbortSignal.prototype.throwIfAborted for this one signal.
  Object.defineProperty(signal, 'throwIfAborted', {
    value: () => {
      if (!signal.aborted && performance.now() >= deadline) {
        if (started) queueMicrotask(abort);
        else abort();
      }
      started = true;
      throwIfAborted();
    },
  });
  return { signal, clear: () => clearTimeout(timer) };
}
