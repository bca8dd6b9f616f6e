/**
 * `npm start`: the whole product on one machine.
 *
 *   platform   http://127.0.0.1:4000   content API, identity provider, now playing, media, catalog, error sink
 *   host app   http://127.0.0.1:5173   the listener site (Vite dev server)
 *   demo       http://127.0.0.1:5174   partner pages on a second origin (Vite dev server rooted at demo/)
 *
 * Ports: PLATFORM_PORT, APP_PORT, DEMO_PORT. `--no-platform` starts only the web servers (the browser tests
 * run the platform under their own supervisor); `--no-app` and `--no-demo` leave out one of them (the tests run
 * the demo and a dev-server copy of the app on origins of their own). Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type PluginOption, type ViteDevServer } from 'vite';
import { cmsEmbeds } from '../demo/cms-embeds';
import { readConfig } from '../server/config';
import { startPlatform } from '../server/main';
import { lowerPriority } from '../server/media/ffmpeg';
import { BACKGROUND_NICE } from '../server/media/pool';
import type { Platform } from '../server/platform';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const withPlatform = !process.argv.includes('--no-platform');
const withApp = !process.argv.includes('--no-app');
const withDemo = !process.argv.includes('--no-demo');

async function startWebServer(
  name: string,
  origin: string,
  options: { root: string; configFile: string | false; plugins?: PluginOption[] },
) {
  const port = Number(new URL(origin).port);
  try {
    const server = await createServer({
      root: options.root,
      configFile: options.configFile,
      plugins: options.plugins,
      // One dependency cache per server: the host app and the demo (and a second copy on other ports) would
      // otherwise overwrite each other's pre-bundled dependencies and answer 504 "Outdated Optimize Dep".
      cacheDir: path.join(root, 'node_modules', '.vite', `port-${port}`),
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
  // The local platform sends no real mail: sign-up verification links are read at /outbox (server/mail).
  process.env.MAIL_OUTBOX ??= '1';
  const config = readConfig();
  // The app and the demo read service URLs from VITE_* variables (src/core/config.ts).
  process.env.VITE_PLATFORM_URL ??= config.publicUrl;
  // The main site's origin and the partner origins it may send a listener back to after sign-in.
  process.env.VITE_APP_URL ??= config.appOrigin;
  process.env.VITE_PARTNER_ORIGINS ??= config.demoOrigin;
  // The builder page's snippets (/widgets) load the widgets the demo server serves, so they run as copied.
  process.env.VITE_WIDGETS_URL ??= `${config.demoOrigin}/built`;

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
    if (withApp) {
      started.servers.push(
        await startWebServer('host app', config.appOrigin, {
          root,
          configFile: path.join(root, 'vite.config.ts'),
        }),
      );
    }
    if (withDemo) {
      started.servers.push(
        await startWebServer('partner demo', config.demoOrigin, {
          root: path.join(root, 'demo'),
          configFile: false,
          // The WordPress-style post shows its pasted link embedded, as the CMS would publish it.
          plugins: [cmsEmbeds()],
        }),
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
    return;
  }

  console.log(`
  Primedia+ is running
    Host app       ${withApp ? `${config.appOrigin}/` : '(not started here: --no-app)'}
    Partner demo   ${withDemo ? `${config.demoOrigin}/` : '(not started here: --no-demo)'}
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
  if (withPlatform) buildPartnerFilesForDemo(config.publicUrl, config.appOrigin, config.demoOrigin);
}

/**
 * The strict-CSP, two-builds and framework-host demo pages (React 18, Vue, Svelte) run the built partner files
 * (demo/public/built/), as a partner would, and the host apps built with their own tooling. They are built
 * after everything is up, so start-up does not wait, and only when sources changed. (The browser tests build
 * them for their own ports.)
 *
 * The build runs in a process of its own with NODE_ENV=production: this process hosts Vite's dev servers,
 * which set NODE_ENV=development, and a build made here compiled JSX for React's development runtime
 * (`jsxDEV`) while resolving React's production build, so the three pages threw and stayed empty.
 */
function buildPartnerFilesForDemo(platformUrl: string, appOrigin: string, demoOrigin: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'widgets/build/build-demo.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_PLATFORM_URL: process.env.VITE_PLATFORM_URL ?? platformUrl,
      VITE_APP_URL: process.env.VITE_APP_URL ?? appOrigin,
      VITE_PARTNER_ORIGINS: process.env.VITE_PARTNER_ORIGINS ?? demoOrigin,
    },
  });
  // At low priority: on a first start it would take the CPU from the media a listener is waiting for.
  lowerPriority(child.pid, BACKGROUND_NICE);
  child.on('exit', (code) => {
    if (code === 0) console.log('  Partner widget files for the demo pages are ready.');
    else console.warn(`[primedia] could not build the partner widget files for the demo (exit ${code})`);
  });
  // Ctrl-C ends the build with everything else.
  process.once('exit', () => child.kill());
}

void main();
