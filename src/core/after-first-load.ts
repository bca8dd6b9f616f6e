/**
 * What a page fetches for later waits until the first page is on screen: error reporting
 * (./monitoring/load-monitoring.ts) and the hls.js engine (./player/live/prepare-live.ts) wait for the load
 * event and then the listener's first interaction or 3 s, whichever comes first, and then an idle moment; by
 * then the first page and its largest image are on screen, and on a slow connection their bytes went first.
 */
export const QUIET_AFTER_LOAD_MS = 3_000;
const IDLE_TIMEOUT_MS = 2_000;
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** Runs `fn` in an idle period, or within 2 s whatever happens. */
export function whenIdle(fn: () => void): void {
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
