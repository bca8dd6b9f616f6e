/**
 * Where the early start of an hls.js play comes from (./mse-early-start.ts): a chunk of its own, 2.4 kB gzipped.
 * One import site for the engine, which plays it, and for the pages that fetch it before a press: where the
 * browser needs hls.js, a live player in view fetches it (the light shell, the press companion), so a press
 * on a busy link does not wait for it after its segments have arrived.
 */
export const loadEarlyStart = () => import('./mse-early-start');
