/**
 * `npm start`: the whole product on one machine.
 *
 *   platform   http://127.0.0.1:4000   content API, identity provider, now playing, media, catalog, error sink
 *   host app   http://127.0.0.1:5173   the listener site (Vite dev server)
 *   demo       http://127.0.0.1:5174   partner pages on a second origin (Vite dev server rooted at demo/)
 *
 * Ports: PLATFORM_PORT, APP_PORT, DEMO_PORT. `--no-platform` starts only the two web servers (the browser tests
 * run the platform under their own supervisor). Ctrl-C stops everything.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { readConfig } from '../server/config';
import { startPlatform } from '../server/main';
import type { Platform } from '../server/platform';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const withPlatform = !process.argv.includes('--no-platform');

async function startWebServer(
  name: string,
  origin: string,
  options: { root: string; configFile: string | false; cacheDir: string },
) {
  const port = Number(new URL(origin).port);
  try {
    const server = await createServer({
      root: options.root,
      configFile: options.configFile,
      // Each server keeps its own pre-bundled dependencies: sharing node_modules/.vite made the two re-optimise
      // over each other, and app pages then failed with 504 "Outdated Optimize Dep".
      cacheDir: options.cacheDir,
      logLevel: 'warn',
      clearScreen: false,
      server: { host: '127.0.0.1', port, strictPort: true, fs: { allow: [root] } },
    });
    await server.listen();
    return server;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/already in use/i.test(message)) {
      throw new Error(
        `[primedia] port ${port} for the ${name} is already in use. Stop the other process or set another port.`,
        { cause: error },
      );
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  // The app and the demo read service URLs from VITE_* variables (src/core/config.ts).
  process.env.VITE_PLATFORM_URL ??= config.publicUrl;
  // Partner widgets send listeners to the main site to sign in, and it may send them back to the demo.
  process.env.VITE_APP_URL ??= config.appOrigin;
  process.env.VITE_PARTNER_ORIGINS ??= config.demoOrigin;

  const started: { platform?: Platform; servers: ViteDevServer[] } = { servers: [] };
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled(started.servers.map((s) => s.close()));
    await started.platform?.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    if (withPlatform) started.platform = await startPlatform(config);
    started.servers.push(
      await startWebServer('host app', config.appOrigin, {
        root,
        configFile: path.join(root, 'vite.config.ts'),
        cacheDir: path.join(root, 'node_modules/.vite'),
      }),
    );
    started.servers.push(
      await startWebServer('partner demo', config.demoOrigin, {
        root: path.join(root, 'demo'),
        configFile: false,
        cacheDir: path.join(root, 'node_modules/.vite-demo'),
      }),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
    return;
  }

  console.log(`
  Primedia+ is running
    Host app       ${config.appOrigin}/
    Partner demo   ${config.demoOrigin}/
    Platform       ${config.publicUrl}/   (${withPlatform ? 'started here' : 'expected at this address'})
      Content API        ${config.publicUrl}/graphql
      Identity provider  ${config.publicUrl}/oidc/.well-known/openid-configuration
      Now playing        ${config.publicUrl}/now-playing
      Video catalog      ${config.publicUrl}/playback/v1/accounts/primedia-local/videos/{mediaId}
      Error sink DSN     ${config.publicUrl.replace('://', '://public@')}/1
    Test accounts  listener@example.com / listen-2026 (free)
                   premium@example.com / listen-2026 (Audiostar+)
  Ctrl-C stops everything.
`);
}

void main();
