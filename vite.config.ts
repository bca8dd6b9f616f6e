import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { oembedDiscoveryLink, requestOrigin } from './app-server/oembed-discovery';
import { PRESS_ENTRY, PRESS_PREFETCH_ENTRY } from './app-server/press-entry';
import { appSecurityHeaders, framingHeaders } from './scripts/app-security-headers';
import { noChunkCycles } from './scripts/no-chunk-cycles';

/** The VITE_* variables the app is built with: the .env files, overridden by the environment. */
const viteEnv = (mode: string) => ({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env });

/**
 * Preconnects to the platform (API, images, now playing) from index.html, so the first query and the hero
 * image do not wait for a connection to a second origin after the app's code has run (Lighthouse: "Preconnect
 * to required origins").
 */
function preconnectPlatform(mode: string): Plugin {
  // The same variables and defaults as src/core/config.ts (which reads import.meta.env, absent here).
  const origins = () => {
    const env = viteEnv(mode);
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

/**
 * The oEmbed discovery link of station and podcast pages (app-server/oembed-discovery.ts) in the HTML the dev
 * server sends, as the production server writes it.
 */
function oembedDiscovery(mode: string): Plugin {
  return {
    name: 'primedia-oembed-discovery',
    transformIndexHtml: (html, context) => {
      const request = context.server ? context.originalUrl : undefined;
      if (!request) return html;
      const platformUrl = viteEnv(mode).VITE_PLATFORM_URL || 'http://127.0.0.1:4000';
      const host = context.server?.config.server.host;
      const port = context.server?.config.server.port;
      const origin = requestOrigin({ host: `${typeof host === 'string' ? host : '127.0.0.1'}:${port}` });
      const link = oembedDiscoveryLink(origin, request.split(/[?#]/)[0] ?? '/', platformUrl);
      return link ? html.replace('</title>', `</title>${link}`) : html;
    },
  };
}

/**
 * The app's Content-Security-Policy and X-Frame-Options on every response of the dev server and of `vite preview`
 * (scripts/app-security-headers.ts holds the policy and why), with the embed pages' framing rule as the
 * production server has it (framingHeaders). A middleware rather than `server.headers`, so
 * answers Vite writes itself (404s, redirects) carry them too. Read when the server starts: scripts/start.ts sets
 * the platform's URL just before.
 */
function securityHeaders(mode: string): Plugin {
  const setting =
    (headers: Record<string, string>) => (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
      for (const [name, value] of Object.entries(framingHeaders(headers, pathname)))
        res.setHeader(name, value);
      next();
    };
  return {
    name: 'primedia-security-headers',
    configureServer: (server) => {
      server.middlewares.use(setting(appSecurityHeaders(viteEnv(mode), 'development')));
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(setting(appSecurityHeaders(viteEnv(mode), 'production')));
    },
  };
}

const WORKER_SOURCE = 'src/sw/service-worker.ts';

/**
 * The service worker (src/sw/service-worker.ts) at /sw.js, so its scope is the whole site. In development it is
 * Vite's transform of the source, with its build placeholders left as they are (no caching). In a client build
 * it is an entry of its own, written to sw.js, with the build's name (a hash of its file names) and the list of
 * its files filled in, so every build has a different worker; offline.html is a copy of index.html: the
 * client-rendered shell the worker serves when a page cannot be fetched.
 */
function serviceWorker(): Plugin {
  return {
    name: 'primedia-service-worker',
    // After Vite's own HTML plugin, so index.html and its styles are in the bundle.
    enforce: 'post',
    configureServer: (server) => {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/sw.js') return next();
        server
          .transformRequest(`/${WORKER_SOURCE}`)
          .then((result) => {
            res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
            // A worker registered as a classic script: TypeScript's module marker is the one statement to drop.
            res.end((result?.code ?? '').replace(/^export \{\};?$/m, ''));
          })
          .catch(next);
      });
    },
    generateBundle(_options, bundle) {
      const worker = Object.values(bundle).find((f) => f.type === 'chunk' && f.fileName === 'sw.js');
      if (!worker || worker.type !== 'chunk') return;
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
        .sort();
      const build = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      worker.code = `var __PRIMEDIA_SW_BUILD__ = ${JSON.stringify({ build, assets: files })};\n${worker.code}`;
      const index = bundle['index.html'];
      if (index?.type === 'asset') {
        this.emitFile({ type: 'asset', fileName: 'offline.html', source: index.source });
      }
    },
  };
}

// The host app. The partner demo is a second Vite server rooted at demo/ (see scripts/start.ts), so it runs on
// its own origin as partner pages do.
// `vite build --ssr` builds the server renderer (src/app/ssr/entry-server.tsx) for the production server
// (app-server/); the client build writes the manifest that server reads to link each route's chunk and styles.
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    preconnectPlatform(mode),
    oembedDiscovery(mode),
    securityHeaders(mode),
    serviceWorker(),
    noChunkCycles(),
  ],
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: isSsrBuild
    ? { outDir: 'dist/app-server', sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist/app',
        sourcemap: true,
        manifest: true,
        rollupOptions: {
          // press: what a press on a live player before hydration runs (src/app/press-play.ts); press-prefetch:
          // what asks for that press's media before it (src/app/press-prefetch.ts).
          input: {
            index: 'index.html',
            sw: WORKER_SOURCE,
            press: PRESS_ENTRY,
            'press-prefetch': PRESS_PREFETCH_ENTRY,
          },
          output: {
            entryFileNames: (chunk: { name: string }) =>
              chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js',
          },
        },
      },
}));
