/**
 * The single-file build's hls.js engine: instead of carrying hls.js inline (about half of the file), it takes
 * the module build's own chunk, which holds the adapter and hls.js and imports nothing else, from beside
 * embed.iife.js, when a browser without native HLS first needs it. A classic script may import() a module;
 * the partner's CSP and CORS already allow the widgets' origin for embed.js and its chunks (docs/widgets.md).
 * The build swaps this module in for src/core/player/engines/load-hlsjs-engine.ts (widgets/build/vite.config.ts).
 */
import type * as HlsJsEngine from '../../src/core/player/engines/hlsjs-engine';
import { noteHlsJsArrival } from '../../src/core/player/engines/hlsjs-arrival';
import { embedScriptUrl } from './script-config';

/** Set by the build: the chunk's path relative to embed.iife.js, e.g. "chunks/hlsjs-engine-AbC123.js". */
declare const __PRIMEDIA_HLSJS_CHUNK__: string;

export const loadHlsJsEngine = (): Promise<typeof HlsJsEngine> =>
  noteHlsJsArrival(
    import(/* @vite-ignore */ new URL(__PRIMEDIA_HLSJS_CHUNK__, embedScriptUrl() ?? document.baseURI).href),
  );
