/**
 * Error reporting for the HOST APP only (docs/product.md, "Calls to the platform", "Constants" sample
 * rates; docs/design.md, "Security rules"). Widgets on partner pages never call Sentry.init (docs/design.md, "Partner page failures").
 *
 * - Loaded by load-monitoring.ts after the first load (docs/design.md, "Budgets"); what happened before is handed over by
 *   early-capture.ts: problems as warning messages, uncaught errors as unhandled exceptions.
 * - Traces 5 %, session replay 5 %, replay on error 100 %, at most 100 breadcrumbs (docs/product.md, "Constants").
 *   Traces are sampled per page here (sampleTraces): the 95 % of pages not traced load and start no tracing.
 * - Session replay (about 40 kB gz) is its own chunk, loaded only when it will record: in the 5 % of sessions
 *   sampled here (or when this tab's replay session is already recording), or at the first error of any other
 *   session, which then records from that error on (docs/adr/0041-monitoring-loads-after-the-page.md: the lead-up to that first
 *   error is in its 100 breadcrumbs, not in a replay).
 * - Every event, span and breadcrumb passes through scrubDeep (./scrub.ts, the one scrubber): no codes, `state`
 *   values or tokens leave the page.
 */
import type { ErrorEvent } from '@sentry/browser';
import { serviceConfig } from '../config';
import type { EarlyCapture } from './early-capture';
import { takeNavigations } from './navigation-trail';
import { onProblem, type Problem } from './problems';
import { scrubDeep } from './scrub';

export const SENTRY_OPTIONS = {
  tracesSampleRate: 0.05,
  replaysSessionSampleRate: 0.05,
  replaysOnErrorSampleRate: 1.0,
  maxBreadcrumbs: 100,
} as const;

/** Where Sentry's replay keeps this tab's replay session (its sticky session, in sessionStorage). */
export const REPLAY_SESSION_KEY = 'sentryReplaySession';

export type ReplayStart = 'session' | 'on-error';

/** Whether this tab's replay session (from an earlier page) is recording, so the new page continues it. */
function replaySessionRecording(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const stored = JSON.parse(storage?.getItem(REPLAY_SESSION_KEY) ?? 'null') as { sampled?: unknown } | null;
    return stored?.sampled === 'session';
  } catch {
    return false;
  }
}

/** The session sample: 'session' for a replay from the start, else null (replay then waits for an error). */
export function sampleReplay(
  storage: Pick<Storage, 'getItem'> | undefined,
  random = Math.random,
): 'session' | null {
  if (replaySessionRecording(storage)) return 'session';
  return random() < SENTRY_OPTIONS.replaysSessionSampleRate ? 'session' : null;
}

/**
 * The traces sample, taken once for the page: in the 5 % it picks, Sentry gets its tracing integration and
 * traces every span; the other 95 % never start it. Left to Sentry, every page ran the integration (its
 * performance observers, its fetch and navigation hooks) to send nothing from 19 pages in 20: on a phone that
 * set-up was the longest task monitoring added after the first load (docs/performance.md, "Main thread").
 */
export function sampleTraces(random = Math.random): boolean {
  return random() < SENTRY_OPTIONS.tracesSampleRate;
}

const isErrorEvent = (event: ErrorEvent) =>
  Boolean(event.exception?.values?.length) || event.level === 'error' || event.level === 'fatal';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

let started = false;

export function startMonitoring(early: EarlyCapture | null, dsn: string = serviceConfig.sentryDsn): void {
  if (started || !dsn) return;
  started = true;
  const fromStart = sampleReplay(sessionStorageOrUndefined());
  const traced = sampleTraces();
  let replay: Promise<void> | null = null;
  const startReplay = (how: ReplayStart) => {
    replay ??= import('./sentry-replay')
      .then(({ addReplay }) => addReplay(how))
      .catch((error: unknown) => {
        if (import.meta.env.DEV) console.warn('[primedia] session replay did not start', error);
      });
  };

  void Promise.all([import('./sentry-sdk'), traced ? import('./sentry-tracing') : null])
    .then(([Sentry, tracing]) => {
      const { tracesSampleRate: _sampledAbove, ...options } = SENTRY_OPTIONS;
      Sentry.init({
        dsn,
        ...options,
        // A traced page is traced whole; the others start no tracing at all (see sampleTraces).
        ...(tracing ? { tracesSampleRate: 1 } : {}),
        environment: import.meta.env.MODE,
        // Navigation breadcrumbs come from the app's router (navigation-trail.ts), from its first line on.
        integrations: [
          ...(tracing ? [tracing.browserTracingIntegration()] : []),
          Sentry.breadcrumbsIntegration({ history: false }),
        ],
        beforeSend: (event) => {
          if (isErrorEvent(event)) startReplay('on-error');
          return scrubDeep(event);
        },
        beforeSendSpan: (span) => scrubDeep(span),
        beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
      });
      if (fromStart) startReplay(fromStart);
      const send = (problem: Problem) =>
        Sentry.captureMessage(`${problem.area}: ${problem.message}`, {
          level: 'warning',
          tags: { area: problem.area },
          extra: problem.detail,
        });
      onProblem(send);
      takeNavigations(({ from, to, timestamp }) =>
        Sentry.addBreadcrumb({ category: 'navigation', data: { from, to }, timestamp }),
      );
      const before = early?.take();
      before?.problems.forEach(send);
      for (const { error, kind } of before?.errors ?? [])
        Sentry.captureException(error, {
          mechanism: { type: `auto.browser.global_handlers.${kind}`, handled: false },
        });
    })
    .catch((error: unknown) => {
      // Monitoring must never break the site; say so in development only.
      if (import.meta.env.DEV) console.warn('[primedia] monitoring did not start', error);
    });
}
