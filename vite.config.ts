import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * Preconnects to the platform (API, images, now playing) from index.html, so the first query and the hero
 * image do not wait for a connection to a second origin after the app's code has run (Lighthouse: "Preconnect
 * to required origins").
 */
function preconnectPlatform(mode: string): Plugin {
  // The same variables and defaults as src/core/config.ts (which reads import.meta.env, absent here).
  const origins = () => {
    const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
    const platformUrl = env.VITE_PLATFORM_URL || 'http://127.0.0.1:4000';
    const graphqlUrl = env.VITE_GRAPHQL_URL || `${platformUrl}/graphql`;
    // The API is fetched with CORS (the anonymous connection pool), images are not (the credentialed one).
    return [
      { rel: 'preconnect', href: new URL(graphqlUrl).origin, crossorigin: '' },
      { rel: 'preconnect', href: new URL(platformUrl).origin },
    ];
  };
  return {
    name: 'primedia-preconnect-platform',
    transformIndexHtml: () => origins().map((attrs) => ({ tag: 'link', attrs, injectTo: 'head' as const })),
  };
}

// The host app. The partner demo is a second Vite server rooted at demo/ (see scripts/start.ts), so it runs on
// its own origin as partner pages do.
export default defineConfig(({ mode }) => ({
  plugins: [react(), preconnectPlatform(mode)],
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { outDir: 'dist/app', sourcemap: true },
}));
