/**
 * An AbortSignal for one execution's two limits: its own work (the limit a query's size answers for) and how
 * long it may last in all (what a client may be kept waiting when the platform is overloaded).
 *
 * Own work is the time since the start less the time spent waiting for a turn (time-slice.ts): a query waits
 * while other requests take their slices, so on a busy platform its wall time says more about the others than
 * about it. Counting wall time stopped a listener's second page of Explore (a few milliseconds of work) at 1 s
 * while a 2-core machine was busy with other processes.
 *
 * Our resolvers are synchronous, so a timer cannot fire while a stretch of execution runs: the event loop is
 * busy with it. The executor (@graphql-tools/executor, yoga's) calls `signal.throwIfAborted()` before every
 * field, so the work is measured there: past the limit the signal aborts with its reason in a microtask, once
 * the executor has finished the stretch it is in, never in the middle of it. Aborting in the middle threw out of
 * a half-built list whose finished items' promises then rejected with nothing to catch them (unhandled
 * rejections, fatal to a Node process). Time slicing keeps each stretch short, and every field that waits for
 * its next slice sees the abort and never resumes. The timer aborts at the wall-time limit, while a query waits.
 */
export interface DeadlineOptions {
  /** Own work allowed, in ms. */
  workMs: number;
  /** Time allowed in all, waits included, in ms. */
  wallMs: number;
  /** Time spent so far waiting for a turn, in ms. */
  waitedMs: () => number;
  /** The error to abort with, for the limit that was reached. */
  reason: (limit: 'work' | 'wall') => Error;
}

export function deadlineSignal(options: DeadlineOptions): { signal: AbortSignal; clear: () => void } {
  const { workMs, wallMs, waitedMs, reason } = options;
  const controller = new AbortController();
  const startedAt = performance.now();
  const { signal } = controller;
  const abort = (limit: 'work' | 'wall') => {
    if (!signal.aborted) controller.abort(reason(limit));
  };
  const timer = setTimeout(() => abort('wall'), wallMs);
  const throwIfAborted = signal.throwIfAborted.bind(signal);
  // The executor's first check comes before it has built anything: past the limit there, stop at once.
  let started = false;
  // An own property shadows AbortSignal.prototype.throwIfAborted for this one signal.
  Object.defineProperty(signal, 'throwIfAborted', {
    value: () => {
      if (!signal.aborted && performance.now() - startedAt - waitedMs() >= workMs) {
        if (started) queueMicrotask(() => abort('work'));
        else abort('work');
      }
      started = true;
      throwIfAborted();
    },
  });
  return { signal, clear: () => clearTimeout(timer) };
}
