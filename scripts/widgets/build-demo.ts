/**
 * Builds the partner widgets into demo/public/built/, where the demo server serves them untouched, for the
 * demo pages that must run the real partner files rather than Vite's development modules: the strict-CSP page
 * (the dev server's own client would break the policy), the page that includes two builds, and the React host
 * page (whose React must not be the widgets' React).
 *
 *   npx tsx scripts/widgets/build-demo.ts            # service URLs from VITE_* or the defaults of npm start
 *
 * The browser tests call `buildDemoWidgets` with the test platform's URLs; a stamp file skips the build when
 * nothing changed since the last one for the same URLs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEMO_BUILT_DIR = path.join(root, 'demo/public/built');
const STAMP = path.join(DEMO_BUILT_DIR, 'build-stamp.json');
const SOURCES = ['widgets', 'src/core', 'src/ui'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
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

/** Builds unless the last build used the same URLs and no source changed since. */
export async function buildDemoWidgets(env: DemoBuildEnv): Promise<void> {
  const sources = Math.max(...SOURCES.map((dir) => newestSource(path.join(root, dir))));
  try {
    const stamp = JSON.parse(fs.readFileSync(STAMP, 'utf8')) as { env: DemoBuildEnv; at: number };
    if (JSON.stringify(stamp.env) === JSON.stringify(env) && stamp.at > sources) return;
  } catch {
    // No stamp yet: build.
  }
  Object.assign(process.env, env);
  await build({
    configFile: path.join(root, 'widgets/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: DEMO_BUILT_DIR, sourcemap: false },
  });
  fs.writeFileSync(STAMP, JSON.stringify({ env, at: Date.now() }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const platform = process.env.VITE_PLATFORM_URL ?? 'http://127.0.0.1:4000';
  await buildDemoWidgets({
    VITE_PLATFORM_URL: platform,
    VITE_APP_URL: process.env.VITE_APP_URL ?? 'http://127.0.0.1:5173',
    VITE_PARTNER_ORIGINS: process.env.VITE_PARTNER_ORIGINS ?? 'http://127.0.0.1:5174',
  });
  console.log(`[primedia] built the widgets into ${path.relative(root, DEMO_BUILT_DIR)}/ for ${platform}`);
}
