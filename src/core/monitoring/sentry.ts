/**
 * Error reporting for the HOST APP only (spec §7 "Monitoring data goes to an error-reporting service", §9 sample
 * rates; DESIGN.md §5). Widgets on partner pages never call Sentry.init (RELIABILITY.md 23).
 *
 * - Loaded after the first render, when the page is idle, so @sentry/browser stays out of the first-load budget
 *   (DESIGN.md §4); session replay is a second dynamic import after that.
 * - Traces 5 %, session replay 5 %, replay on error 100 %, at most 100 breadcrumbs (spec §9).
 * - Every event, span and breadcrumb passes through scrubDeep (./scrub.ts, the one scrubber): no codes, `state`
 *   values or tokens leave the page.
 * - Problems the product handled (src/core/monitoring/problems.ts) are sent as warning messages; those noticed
 *   before Sentry loaded are kept and sent once it has.
 */
import { serviceConfig } from '../config';
import { onProblem, type Problem } from './problems';
import { scrubDeep } from './scrub';

export const SENTRY_OPTIONS = {
  tracesSampleRate: 0.05,
  replaysSessionSampleRate: 0.05,
  replaysOnErrorSampleRate: 1.0,
  maxBreadcrumbs: 100,
} as const;

const MAX_EARLY_PROBLEMS = 50;

let started = false;

export function startMonitoring(dsn: string = serviceConfig.sentryDsn): void {
  if (started || !dsn) return;
  started = true;
  const early: Problem[] = [];
  const stopEarly = onProblem((problem) => {
    if (early.length < MAX_EARLY_PROBLEMS) early.push(problem);
  });

  void import('@sentry/browser')
    .then((Sentry) => {
      Sentry.init({
        dsn,
        ...SENTRY_OPTIONS,
        environment: import.meta.env.MODE,
        integrations: [Sentry.browserTracingIntegration()],
        beforeSend: (event) => scrubDeep(event),
        beforeSendSpan: (span) => scrubDeep(span),
        beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
      });
      const send = (problem: Problem) =>
        Sentry.captureMessage(`${problem.area}: ${problem.message}`, {
          level: 'warning',
          tags: { area: problem.area },
          extra: problem.detail,
        });
      stopEarly();
      early.splice(0).forEach(send);
      onProblem(send);
      return import('./sentry-replay').then(({ addReplay }) => addReplay());
    })
    .catch((error: unknown) => {
      // Monitoring must never break the site; say so in development only.
      if (import.meta.env.DEV) console.warn('[primedia] monitoring did not start', error);
    });
}
