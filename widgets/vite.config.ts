import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The partner build: `embed.js` (the one short-cached entry partners include) and content-hashed chunks that
 * are safe to cache forever. Every widget comes from this one build, so two widgets on a page share React, the
 * stores and the player through common chunks, and hls.js is a chunk of its own fetched only when a stream
 * needs it. Service URLs are baked in from VITE_* variables (src/core/config.ts).
 */
export default defineConfig({
  root: path.resolve(__dirname, '..'),
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: path.resolve(__dirname, '../dist/widgets'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    sourcemap: true,
    rolldownOptions: {
      // Generated string documents are built with `new TypedDocumentString(...)`; marking it pure lets the
      // bundler drop the documents a widget does not use.
      treeshake: { manualPureFunctions: ['TypedDocumentString'] },
      input: { embed: path.resolve(__dirname, 'embed.ts') },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
