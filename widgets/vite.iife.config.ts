import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The single-file build for partner sites that cannot load modules (old CMS templates, tag managers that only
 * inject classic scripts): `embed.iife.js`, one classic script with everything inlined, hls.js included, since
 * a classic script cannot fetch chunks. It defines the same elements through the same define-once and shared
 * store registry as the module build, so the two can even meet on one page. Built into the same folder by
 * widgets/vite.config.ts; like embed.js it keeps a stable name and is served with a short cache.
 */
export default defineConfig({
  root: path.resolve(__dirname, '..'),
  plugins: [react()],
  publicDir: false,
  // Library mode leaves process.env.NODE_ENV alone; React reads it, and a partner page has no `process`.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    minify: true,
    outDir: path.resolve(__dirname, '../dist/widgets'),
    emptyOutDir: false,
    target: 'es2022',
    modulePreload: false,
    sourcemap: true,
    lib: {
      entry: path.resolve(__dirname, 'embed.ts'),
      formats: ['iife'],
      name: 'primediaWidgets',
      fileName: () => 'embed.iife.js',
    },
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['TypedDocumentString'] },
      output: { codeSplitting: false },
    },
  },
});
