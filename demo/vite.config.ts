import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cmsEmbeds } from './cms-embeds';

// The partner demo: pages on a second origin that embed the widgets as a partner site would.
export default defineConfig({
  root: __dirname,
  plugins: [react(), cmsEmbeds()],
  envDir: '..',
  server: { host: '127.0.0.1', strictPort: true },
  build: {
    outDir: '../dist/demo',
    rollupOptions: {
      input: {
        index: `${__dirname}/index.html`,
        'news-article': `${__dirname}/news-article.html`,
        'two-stations': `${__dirname}/two-stations.html`,
        station: `${__dirname}/station.html`,
        podcast: `${__dirname}/podcast.html`,
        gallery: `${__dirname}/gallery.html`,
        'hostile-css': `${__dirname}/hostile-css.html`,
        'two-builds': `${__dirname}/two-builds.html`,
        'react-host': `${__dirname}/react-host.html`,
        'vue-host': `${__dirname}/vue-host.html`,
        'svelte-host': `${__dirname}/svelte-host.html`,
        'bad-attributes': `${__dirname}/bad-attributes.html`,
        'player-lab': `${__dirname}/player-lab.html`,
        'lit-host': `${__dirname}/lit-host.html`,
        'ssr-host': `${__dirname}/ssr-host.html`,
        'quick-start': `${__dirname}/quick-start.html`,
        wordpress: `${__dirname}/wordpress.html`,
      },
    },
  },
});
