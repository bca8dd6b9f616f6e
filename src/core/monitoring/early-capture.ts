/**
 * What happens before the error-reporting client has loaded (docs/product.md, "Calls to the platform"; docs/design.md, "Budgets" keeps
 * @sentry/browser out of the host app's first load). From the first line of the app, handled problems
 * (problems.ts) and uncaught errors and rejections are kept here, at most 50 of each, and handed to Sentry once
 * it runs (sentry.ts); the first of them also asks for Sentry to load now rather than when the page is idle.
 * Nothing here reads or sends listener data; the scrubber runs when Sentry sends.
 */
import { onProblem, type Problem } from './problems';

export const MAX_EARLY = 50;

interface UncaughtError {
  /** The thrown value, or the rejection reason. */
  error: unknown;
  kind: 'onerror' | 'onunhandledrejection';
}

export interface EarlyCapture {
  problems: Problem[];
  errors: UncaughtError[];
  /** Stops listening and returns what was kept (each item once). */
  take(): { problems: Problem[]; errors: UncaughtError[] };
}

/**
 * Starts keeping problems and uncaught errors; `onFirst` runs once, on the first of them. `target` is the
 * window (its `error` and `unhandledrejection` events).
 */
export function startEarlyCapture(onFirst: () => void, target: EventTarget = globalThis): EarlyCapture {
  const problems: Problem[] = [];
  const errors: UncaughtError[] = [];
  let noticed = false;
  const notice = () => {
    if (noticed) return;
    noticed = true;
    onFirst();
  };
  const stopProblems = onProblem((problem) => {
    // problems.ts prints only while nobody listens; keep its development warning while this one does.
    if (import.meta.env.DEV)
      console.warn(`[primedia] ${problem.area}: ${problem.message}`, problem.detail ?? '');
    if (problems.length < MAX_EARLY) problems.push(problem);
    notice();
  });
  const onError = (event: Event) => {
    const error = (event as ErrorEvent).error ?? (event as ErrorEvent).message;
    if (errors.length < MAX_EARLY) errors.push({ error, kind: 'onerror' });
    notice();
  };
  const onRejection = (event: Event) => {
    if (errors.length < MAX_EARLY)
      errors.push({ error: (event as PromiseRejectionEvent).reason, kind: 'onunhandledrejection' });
    notice();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    problems,
    errors,
    take() {
      stopProblems();
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      return { problems: problems.splice(0), errors: errors.splice(0) };
    },
  };
}
