/** Vite config of the single-file partner build, run by vite.config.ts after the module build. */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { stripLibraryGlobals } from './no-globals';
import { PRODUCTION } from './production';
import { defineConfig, type Plugin } from 'vite';

const root = path.resolve(__dirname, '../..');

/**
 * The one place the single-file build differs in code: the hls.js engine comes from the module build's chunk
 * beside it (widgets/runtime/iife-hlsjs-engine.ts; the chunk's name is defined by vite.config.ts), not inline.
 */
function hlsJsFromModuleBuild(): Plugin {
  const loader = path.join(root, 'src/core/player/engines/load-hlsjs-engine.ts');
  return {
    name: 'primedia-iife-hlsjs-from-module-build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('load-hlsjs-engine')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === loader ? path.join(root, 'widgets/runtime/iife-hlsjs-engine.ts') : null;
    },
  };
}

/**
 * The single-file build for partner sites that cannot include modules (old CMS templates, tag managers that
 * only inject classic scripts): `embed.iife.js`, one classic script with everything inlined but hls.js, which
 * only browsers without native HLS need: those fetch the module build's hls.js chunk with import(), which a
 * classic script may call. It defines the same elements through the same define-once and shared
 * store registry as the module build, so the two can even meet on one page. Built into the same folder by
 * widgets/build/vite.config.ts; like embed.js it keeps a stable name and is served with a short cache.
 */
export default defineConfig({
  root,
  ...PRODUCTION,
  plugins: [hlsJsFromModuleBuild(), react(), stripLibraryGlobals()],
  publicDir: false,
  build: {
    outDir: path.join(root, 'dist/widgets'),
    emptyOutDir: false,
    target: 'es2022',
    modulePreload: false,
    sourcemap: true,
    // Not library mode: that would require a global name for the bundle, and the bundle exports nothing.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['TypedDocumentString'] },
      input: { 'embed.iife': path.join(root, 'widgets/runtime/embed.ts') },
      output: { format: 'iife', codeSplitting: false, entryFileNames: '[name].js' },
    },
  },
});
