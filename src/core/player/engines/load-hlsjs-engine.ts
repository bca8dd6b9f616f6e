/**
 * Where the hls.js engine comes from: its own chunk of this build (the adapter and hls.js, one file). One
 * import site, so the single-file partner build can take the module build's chunk instead of carrying hls.js
 * inline (widgets/runtime/iife-hlsjs-engine.ts).
 */
import { noteHlsJsArrival } from './hlsjs-arrival';

export const loadHlsJsEngine = () => noteHlsJsArrival(import('./hlsjs-engine'));
