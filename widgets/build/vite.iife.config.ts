/** Vite config of the single-file partner build, run by vite.config.ts after the module build. */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { stripLibraryGlobals } from './no-globals';
import { PRODUCTION } from './production';
import { defineConfig } from 'vite';

const root = path.resolve(__dirname, '../..');

/**
 * The single-file build for partner sites that cannot load modules (old CMS templates, tag managers that only
 * inject classic scripts): `embed.iife.js`, one classic script with everything inlined, hls.js included, since
 * a classic script cannot fetch chunks. It defines the same elements through the same define-once and shared
 * store registry as the module build, so the two can even meet on one page. Built into the same folder by
 * widgets/build/vite.config.ts; like embed.js it keeps a stable name and is served with a short cache.
 */
export default defineConfig({
  root,
  ...PRODUCTION,
  plugins: [react(), stripLibraryGlobals()],
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
