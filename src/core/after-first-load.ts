/**
 * What a page fetches for later waits until the first page is on screen: error reporting
 * (./monitoring/load-monitoring.ts) and the hls.js engine (./player/live/prepare-live.ts) wait for the load
 * event and then the listener's first interaction or 3 s without a new largest paint, whichever comes first,
 * and then an idle moment; by then the first page and its largest image are on screen, and on a slow
 * connection their bytes went first.
 */
export const QUIET_AFTER_LOAD_MS = 3_000;
const IDLE_TIMEOUT_MS = 2_000;
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** Runs `fn` in an idle period, or within 2 s whatever happens. */
export function whenIdle(fn: () => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(fn, 1);
}

/** Past this long after the load event, a new largest paint no longer holds what waits back. */
const LONGEST_WAIT_MS = 10_000;

/** Calls `onPaint` at each new largest contentful paint, where the browser reports them; returns a stop. */
function watchLargestPaints(onPaint: () => void): () => void {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint'))
    return () => {};
  const observer = new PerformanceObserver(onPaint);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return () => observer.disconnect();
}

/**
 * Runs `fn` once, after the load event, at the first interaction or `quietMs` later. A page rendered in the
 * browser (development, or a route whose data comes after the load event) is still painting its content then:
 * each new largest paint starts the `quietMs` again, for up to 10 s after the load event.
 */
export function afterFirstLoad(fn: () => void, quietMs: number = QUIET_AFTER_LOAD_MS): void {
  const start = () => {
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loadedAt = performance.now();
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stopWatching();
      for (const type of INTERACTIONS) globalThis.removeEventListener(type, go, true);
      fn();
    };
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(go, quietMs);
    };
    const stopWatching = watchLargestPaints(() => {
      if (!done && performance.now() - loadedAt < LONGEST_WAIT_MS) wait();
    });
    wait();
    for (const type of INTERACTIONS) globalThis.addEventListener(type, go, { capture: true, passive: true });
  };
  if (document.readyState === 'complete') start();
  else globalThis.addEventListener('load', start, { once: true });
}
