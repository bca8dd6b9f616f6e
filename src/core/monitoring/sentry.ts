/**
 * Error reporting for the HOST APP only (spec §7 "Monitoring data goes to an error-reporting service", §9 sample
 * rates; DESIGN.md §5). Widgets on partner pages never call Sentry.init (RELIABILITY.md 23).
 *
 * - Loaded after the first render, when the page is idle, so @sentry/browser stays out of the first-load budget
 *   (DESIGN.md §4); session replay is a second dynamic import after that.
 * - Traces 5 %, session replay 5 %, replay on error 100 %, at most 100 breadcrumbs (spec §9).
 * - Every event and breadcrumb passes through the scrubber: no codes, `state` values or tokens leave the page.
 * - Problems the product handled (src/core/monitoring/problems.ts) are sent as warning messages; those noticed
 *   before Sentry loaded are kept and sent once it has.
 */
import { serviceConfig } from '../config';
import { onProblem, type Problem } from './problems';
import { scrubText } from './scrub-local';

export const SENTRY_OPTIONS = {
  tracesSampleRate: 0.05,
  replaysSessionSampleRate: 0.05,
  replaysOnErrorSampleRate: 1.0,
  maxBreadcrumbs: 100,
} as const;

const MAX_EARLY_PROBLEMS = 50;

/** Replaces secrets in every string of a report (events and breadcrumbs are plain JSON-like data). */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = /^(authorization|cookie|access_token|refresh_token|id_token)$/i.test(key)
      ? '[Filtered]'
      : scrubDeep(item, depth + 1);
  }
  return out as T;
}

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
