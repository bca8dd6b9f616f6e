/**
 * Builds the partner widgets into demo/public/built/, where the demo server serves them untouched, for the
 * demo pages that must run the real partner files rather than Vite's development modules: the strict-CSP page
 * (the dev server's own client would break the policy), the page that includes two builds, and the pages of
 * partner apps built with their own tooling (React 18, Vue 3, Svelte 5), whose framework must not be the
 * widgets' React nor pass through the demo server's plugins. It also builds those apps (demo/react18-host/,
 * demo/vue-host/, demo/svelte-host/), each with its own Vite config, into demo/public/built/<app>/.
 *
 *   npx tsx widgets/build/build-demo.ts              # service URLs from VITE_* or the defaults of npm start
 *
 * The browser tests call `buildDemoWidgets` with the test platform's URLs; a stamp file skips the build when
 * nothing changed since the last one for the same URLs. Several test workers call it at once on a clean clone,
 * and one may already be serving the files to a page: builds therefore take turns under a lock (the second
 * finds the first's stamp and builds nothing), and a build goes to a staging folder that replaces the served
 * one only when complete, so a page never loads from a half-emptied folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEMO_BUILT_DIR = path.join(root, 'demo/public/built');
const STAMP = path.join(DEMO_BUILT_DIR, 'build-stamp.json');
/** Raised when an older build must not be reused (2: builds made inside a development process are bad). */
const STAMP_VERSION = 2;
const SOURCES = ['widgets', 'src/core', 'src/ui'];
const STAGING_DIR = `${DEMO_BUILT_DIR}.next`;
const LOCK_DIR = path.join(root, 'node_modules/.cache/primedia-demo-build.lock');
/** A build takes about a minute on two busy cores; a lock older than this belongs to a process that died. */
const LOCK_WAIT_MS = 10 * 60_000;
/** The partner apps in demo/, each an npm workspace with its own framework and Vite config. */
const HOST_APPS = ['react18-host', 'vue-host', 'svelte-host'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name === 'node_modules') continue;
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

export interface DemoBuildEnv {
  VITE_PLATFORM_URL: string;
  VITE_APP_URL: string;
  VITE_PARTNER_ORIGINS: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lock younger than this without its pid file is being taken right now; older, its taker died. */
const PID_WRITE_MS = 5_000;

function ownerAlive(): boolean {
  try {
    const pid = Number(fs.readFileSync(path.join(LOCK_DIR, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EPERM') return true; // the process exists but is not ours
    if (code !== 'ENOENT') return false;
    try {
      return Date.now() - fs.statSync(LOCK_DIR).mtimeMs < PID_WRITE_MS;
    } catch {
      return false; // the lock went away meanwhile
    }
  }
}

/** Runs `work` while holding the build lock (mkdir is atomic across processes); waits for another holder. */
async function withBuildLock(work: () => Promise<void>): Promise<void> {
  fs.mkdirSync(path.dirname(LOCK_DIR), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!ownerAlive()) {
        fs.rmSync(LOCK_DIR, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > LOCK_WAIT_MS) {
        throw new Error(`Another process has held ${LOCK_DIR} for over ${LOCK_WAIT_MS / 60_000} minutes`, {
          cause: error,
        });
      }
      await sleep(250);
    }
  }
  fs.writeFileSync(path.join(LOCK_DIR, 'pid'), String(process.pid));
  try {
    await work();
  } finally {
    fs.rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** Builds the widgets and the host apps, each unless nothing changed since its last build. */
export async function buildDemoWidgets(env: DemoBuildEnv): Promise<void> {
  await withBuildLock(async () => {
    await buildWidgets(env);
    for (const app of HOST_APPS) await buildHostApp(app);
  });
}

/** Puts a complete build where it is served: two renames, so the served folder is never half-built. */
function replaceServedBuild(): void {
  const old = `${DEMO_BUILT_DIR}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  // The host apps do not depend on the widgets' URLs: they move over rather than building again.
  for (const app of HOST_APPS) {
    const built = path.join(DEMO_BUILT_DIR, app);
    if (fs.existsSync(built)) fs.renameSync(built, path.join(STAGING_DIR, app));
  }
  if (fs.existsSync(DEMO_BUILT_DIR)) fs.renameSync(DEMO_BUILT_DIR, old);
  fs.renameSync(STAGING_DIR, DEMO_BUILT_DIR);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Builds unless the last build used the same URLs and no source changed since. */
async function buildWidgets(env: DemoBuildEnv): Promise<void> {
  const sources = Math.max(...SOURCES.map((dir) => newestSource(path.join(root, dir))));
  try {
    const stamp = JSON.parse(fs.readFileSync(STAMP, 'utf8')) as {
      env: DemoBuildEnv;
      at: number;
      version?: number;
    };
    const same = stamp.version === STAMP_VERSION && JSON.stringify(stamp.env) === JSON.stringify(env);
    if (same && stamp.at > sources) return;
  } catch {
    // No stamp yet: build.
  }
  Object.assign(process.env, env);
  fs.rmSync(STAGING_DIR, { recursive: true, force: true });
  await build({
    configFile: path.join(root, 'widgets/build/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: STAGING_DIR, emptyOutDir: true, sourcemap: false },
  });
  fs.writeFileSync(
    path.join(STAGING_DIR, path.basename(STAMP)),
    JSON.stringify({ env, at: Date.now(), version: STAMP_VERSION }),
  );
  replaceServedBuild();
}

/** One host app of the demo (demo/<app>/vite.config.ts), unless no source changed since. */
async function buildHostApp(app: string): Promise<void> {
  const dir = path.join(root, 'demo', app);
  const stampFile = path.join(DEMO_BUILT_DIR, app, 'build-stamp.json');
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { at: number };
    // The apps also use the demo's shared article (demo/host-article.ts), and this file gives them their build.
    const shared = [path.join(root, 'demo', 'host-article.ts'), fileURLToPath(import.meta.url)].map(
      (f) => fs.statSync(f).mtimeMs,
    );
    if (stamp.at > Math.max(newestSource(dir), ...shared)) return;
  } catch {
    // No stamp yet: build.
  }
  // Each app's config brings its framework's plugin; the build is the same for all three: one unminified module,
  // demo/public/built/<app>/<app>.js, with no code splitting and no preload helper, which demo/<page>.html
  // loads next to /built/embed.js.
  const entry = ['main.tsx', 'main.ts'].find((name) => fs.existsSync(path.join(dir, name))) ?? 'main.ts';
  await build({
    configFile: path.join(dir, 'vite.config.ts'),
    build: {
      outDir: path.join(DEMO_BUILT_DIR, app),
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      modulePreload: false,
      rolldownOptions: {
        input: { [app]: path.join(dir, entry) },
        output: { entryFileNames: '[name].js', codeSplitting: false },
      },
    },
  });
  fs.writeFileSync(stampFile, JSON.stringify({ at: Date.now() }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const platform = process.env.VITE_PLATFORM_URL ?? 'http://127.0.0.1:4000';
  await buildDemoWidgets({
    VITE_PLATFORM_URL: platform,
    VITE_APP_URL: process.env.VITE_APP_URL ?? 'http://127.0.0.1:5173',
    VITE_PARTNER_ORIGINS: process.env.VITE_PARTNER_ORIGINS ?? 'http://127.0.0.1:5174',
  });
  console.log(
    `[primedia] built the widgets and the host apps into ${path.relative(root, DEMO_BUILT_DIR)}/ for ${platform}`,
  );
}
