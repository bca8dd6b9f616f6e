/**
 * When the host app loads its error reporting (docs/design.md, "Budgets": @sentry/browser, about 54 kB gz, is not part of
 * the first load). Sentry loads once the page has loaded (the `load` event) and then either the listener first
 * interacts or 3 s pass, whichever comes first, in an idle period; by then the first page and its largest image
 * are on screen. A problem or an uncaught error before that loads it at once (when the page is next idle).
 * Everything before Sentry runs is kept by early-capture.ts and sent when it does.
 */
import { startEarlyCapture } from './early-capture';

export const QUIET_AFTER_LOAD_MS = 3_000;
const IDLE_TIMEOUT_MS = 2_000;
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

function whenIdle(fn: () => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(fn, 1);
}

/** Runs `fn` once, after the load event, at the first interaction or `quietMs` later. */
export function afterFirstLoad(fn: () => void, quietMs: number = QUIET_AFTER_LOAD_MS): void {
  const start = () => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const type of INTERACTIONS) globalThis.removeEventListener(type, go, true);
      fn();
    };
    const timer = setTimeout(go, quietMs);
    for (const type of INTERACTIONS) globalThis.addEventListener(type, go, { capture: true, passive: true });
  };
  if (document.readyState === 'complete') start();
  else globalThis.addEventListener('load', start, { once: true });
}

let scheduled = false;

/** Once per page, at start-up of the host app. */
export function scheduleMonitoring(): void {
  if (scheduled) return;
  scheduled = true;
  let requested = false;
  const load = () => {
    if (requested) return;
    requested = true;
    whenIdle(() => {
      import('./sentry')
        .then((sentry) => sentry.startMonitoring(early))
        .catch((error: unknown) => {
          // Monitoring must never break the site; say so in development only.
          if (import.meta.env.DEV) console.warn('[primedia] monitoring did not load', error);
        });
    });
  };
  const early = startEarlyCapture(load);
  afterFirstLoad(load);
}
