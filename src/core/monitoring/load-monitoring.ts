/**
 * When the host app loads its error reporting (docs/design.md, "Budgets": @sentry/browser, about 54 kB gz, is not part of
 * the first load). Sentry loads once the page has loaded (the `load` event) and then either the listener first
 * interacts or 3 s pass, whichever comes first, in an idle period; by then the first page and its largest image
 * are on screen. A problem or an uncaught error before that loads it at once (when the page is next idle).
 * Everything before Sentry runs is kept by early-capture.ts and sent when it does.
 */
import { afterFirstLoad, whenIdle } from '../after-first-load';
import { startEarlyCapture } from './early-capture';

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
