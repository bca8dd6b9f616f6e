import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npm run knip`, a step of `npm test`). Knip's plugins already find the
 * entries that Vite (index.html and its scripts), Vitest, Playwright, the GraphQL codegen and the npm scripts
 * name; the entries below are the ones only our own code names: the server renderer, the service worker, the
 * partner build's scripts and the stand-alone pages the browser tests open. Generated code is gitignored, which
 * knip honours.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        'src/app/ssr/entry-server.tsx',
        // The partner build runs the single-file build by its config's path, and that build swaps the hls.js
        // loader for this engine by path.
        'widgets/build/vite.iife.config.ts',
        'widgets/runtime/iife-hlsjs-engine.ts',
        'scripts/*.ts',
        'tests/player/app-lab/main.ts',
        // scripts/test.sh runs it beside the static checks.
        'tests/support/prepare.ts',
      ],
      // The engine journeys start Debian's display, sound server and WebKit driver (tests/engines/browsers.ts).
      ignoreBinaries: ['Xvfb', 'pulseaudio', 'WebKitWebDriver'],
      // The bench serves Mux Player's CDN build as a file to its peer page (scripts/bench/peer-page.ts).
      ignoreDependencies: ['@mux/mux-player'],
      project: ['**/*.{ts,tsx,js}'],
      vite: { config: ['vite.config.ts', 'demo/vite.config.ts'] },
    },
    'demo/react18-host': {},
    'demo/vue-host': {},
    'demo/svelte-host': {},
  },
};

export default config;
