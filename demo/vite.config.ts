import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The partner demo: pages on a second origin that embed the widgets as a partner site would.
export default defineConfig({
  root: __dirname,
  plugins: [react()],
  envDir: '..',
  // Its own dependency cache: sharing node_modules/.vite with the app server makes each re-optimise over the
  // other's bundles, and the app's pages then fail with 504 "Outdated Optimize Dep".
  cacheDir: '../node_modules/.vite-demo',
  server: { host: '127.0.0.1', strictPort: true },
  build: {
    outDir: '../dist/demo',
    rollupOptions: {
      input: {
        index: `${__dirname}/index.html`,
        'news-article': `${__dirname}/news-article.html`,
        'two-stations': `${__dirname}/two-stations.html`,
      },
    },
  },
});
