/**
 * Vite config of the partner build (`npm run build`, the bench, the demo's copy): embed.js and its chunks, then
 * the single-file build and the published metadata. Build code: nothing in widgets/runtime/ imports it.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { noChunkCycles } from '../../scripts/no-chunk-cycles';
import { stripLibraryGlobals } from './no-globals';
import { PRODUCTION } from './production';
import { build, defineConfig, runnerImport, type Plugin } from 'vite';
import type * as Metadata from './manifest';

const root = path.resolve(__dirname, '../..');

/**
 * The modules of the page's one player, its now-playing stream, the station list it resolves streams from, the
 * light shell's play path and the stores they all share (see `codeSplitting` below): one chunk, so a press on
 * the shell waits for one request, not a chain of them (docs/widgets-loader.md, "Instant play").
 */
const PLAYER_CORE =
  /\/src\/(core\/(player|now-playing|data-saver)\/|core\/(images|safe-storage|sast-day|time|personal\/playback-preferences|monitoring\/problems|feedback\/toast|stations\/stations|api\/(lite|headers)|auth\/session)\.ts|core\/api\/operations\/getStationList\.graphql)|\/node_modules\/nanostores\/|^\0rolldown\/runtime/;
/** Player modules loaded on demand, after the first play or when a stream needs them. */
const PLAYER_LATER =
  /\/core\/(history\/(history|pending-positions)|player\/([a-z-]+\/)?(hlsjs-engine|init-duration|playlist-hand-over|one-at-a-time|reconnect|live-playlist|live-now|follow-live-show|volume|media-session|lightest-source|media-bytes|data-saver-switch|follow-catch-up|catch-up-history|sleep-timer|mse-early-start|ts-aac|fmp4-aac))\.ts$/;
/**
 * What the embed loader runs itself, before the player's code: the catalog request, the stream's warm-up and
 * the press's prefetch.
 */
const IN_EMBED =
  /\/core\/player\/([a-z-]+\/)?(catalog-source|warm-live-stream|prefetch-live-start|prefetched-playlists|engine-kind|keep-media-timings|load-early-start)\.ts$/;
const outDir = path.join(root, 'dist/widgets');

/**
 * After the module build: the single-file IIFE build (vite.iife.config.ts) into the same folder, then
 * custom-elements.json and the TypeScript declarations from the element files' JSDoc (manifest.ts).
 * Skipped for the nested build itself and when PRIMEDIA_WIDGETS_MODULES_ONLY is set (the bench only needs the
 * module build).
 */
function partnerExtras(): Plugin {
  let target = outDir;
  let hlsJsChunk: string | null = null;
  let wrote = false;
  return {
    name: 'primedia-partner-extras',
    apply: 'build',
    configResolved(config) {
      target = path.resolve(config.root, config.build.outDir);
    },
    // The hls.js engine's chunk, which the single-file build fetches instead of carrying hls.js inline.
    writeBundle(_options, bundle) {
      wrote = true;
      for (const file of Object.values(bundle)) {
        if (
          file.type === 'chunk' &&
          file.moduleIds.some((id) => id.endsWith('/src/core/player/engines/hlsjs-engine.ts'))
        )
          hlsJsChunk = file.fileName;
      }
    },
    async closeBundle() {
      // A build that failed before writing still closes: let its own error stand, not a missing chunk's.
      if (process.env.PRIMEDIA_WIDGETS_MODULES_ONLY || !wrote) return;
      // Run through Vite's module runner, not bundled into this config: the generator reads the widget table,
      // whose loaders import the element files (React, ?inline CSS), which only a Vite build can compile.
      const { module: metadata } = await runnerImport<typeof Metadata>(path.join(__dirname, 'manifest.ts'), {
        root,
        configFile: false,
        logLevel: 'error',
      });
      metadata.writeWidgetMetadata(root, target);
      if (!hlsJsChunk)
        throw new Error('The module build has no hls.js engine chunk for the single-file build');
      await build({
        configFile: path.resolve(__dirname, 'vite.iife.config.ts'),
        // Its only warnings are about Vite's module-preload helper, which a single file never calls.
        logLevel: 'error',
        build: { outDir: target },
        define: { __PRIMEDIA_HLSJS_CHUNK__: JSON.stringify(hlsJsChunk) },
      });
    },
  };
}

/**
 * The partner build: `embed.js` (the one short-cached entry partners include) and content-hashed chunks that
 * are safe to cache forever. Every widget comes from this one build, so two widgets on a page share React, the
 * stores and the player through common chunks, and hls.js is a chunk of its own fetched only when a stream
 * needs it. Service URLs are baked in from VITE_* variables (src/core/config.ts). The build manifest
 * (.vite/manifest.json) lets `npm run bench` attribute bytes to each widget.
 */
export default defineConfig({
  root,
  ...PRODUCTION,
  plugins: [react(), partnerExtras(), stripLibraryGlobals(), noChunkCycles()],
  publicDir: false,
  // Relative: the chunks' own URLs (import.meta.url) resolve what they load, never the partner's page, so
  // Vite's preload of a dynamic import's dependencies asks the widget origin for them (below).
  base: './',
  build: {
    outDir,
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    // A dynamic import fetches its chunk and that chunk's imports at once, rather than one round trip per
    // level of imports (embed.js -> shell-play -> player -> runtime cost four on mobile data; docs/widgets-loader.md, "Instant play").
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      // Generated string documents are built with `new TypedDocumentString(...)`; marking it pure lets the
      // bundler drop the documents a widget does not use.
      treeshake: { manualPureFunctions: ['TypedDocumentString'] },
      input: { embed: path.join(root, 'widgets/runtime/embed.ts') },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Everything a widget needs to play, in one chunk: left to itself the bundler splits it into four or
        // five small shared chunks, and each costs its own request and its own compression on the way to the
        // first play (docs/design.md, "Budgets"). What the player loads later (hls.js, the failure path, play history,
        // the cross-tab channel, volume changes) stays out, in chunks of its own.
        codeSplitting: {
          groups: [
            {
              name: 'player',
              test: (id: string) => PLAYER_CORE.test(id) && !PLAYER_LATER.test(id) && !IN_EMBED.test(id),
              // Only these modules: their shared dependencies (React, the stores) stay where every widget gets them.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
