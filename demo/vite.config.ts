import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The partner demo: pages on a second origin that embed the widgets as a partner site would.
export default defineConfig({
  root: __dirname,
  plugins: [react()],
  envDir: '..',
  server: { host: '127.0.0.1', strictPort: true },
  build: {
    outDir: '../dist/demo',
    rollupOptions: {
      input: {
        index: `${__dirname}/index.html`,
        'news-article': `${__dirname}/news-article.html`,
        'two-stations': `${__dirname}/two-stations.html`,
        'player-lab': `${__dirname}/player-lab.html`,
      },
    },
  },
});
