/**
 * The early start's chunk (./mse-early-start.ts, 2.4 kB gzipped), from one import site: the engine plays it,
 * and a page with a live player in view fetches it before a press where the browser needs hls.js.
 */
export const loadEarlyStart = () => import('./mse-early-start');
