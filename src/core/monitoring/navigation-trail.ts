/**
 * The host app's navigations, as monitoring breadcrumbs (docs/product.md, "Constants": the 100 breadcrumbs before an error say
 * where the listener went). The app's router records each one here from its first line, and the error-reporting
 * client (sentry.ts) takes them over once it runs: Sentry's own history instrumentation only sees navigations
 * after it has loaded, so the ones before (often the ones that matter: the page that failed) were lost.
 * URLs are kept as they are; the scrubber removes codes, `state` and tokens when Sentry sends.
 */
interface Navigation {
  from: string;
  to: string;
  /** Unix seconds, as Sentry's breadcrumbs carry them. */
  timestamp: number;
}

/** As many as Sentry keeps (SENTRY_OPTIONS.maxBreadcrumbs). */
export const MAX_KEPT_NAVIGATIONS = 100;

type Listener = (navigation: Navigation) => void;

const kept: Navigation[] = [];
let listener: Listener | null = null;

export function recordNavigation(from: string, to: string): void {
  const navigation = { from, to, timestamp: Date.now() / 1000 };
  if (listener) {
    listener(navigation);
    return;
  }
  kept.push(navigation);
  if (kept.length > MAX_KEPT_NAVIGATIONS) kept.shift();
}

/** Hands over the navigations kept so far, in order, then each new one as it happens. */
export function takeNavigations(next: Listener): void {
  listener = next;
  kept.splice(0).forEach(next);
}
