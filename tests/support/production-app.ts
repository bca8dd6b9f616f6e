/**
 * The production build of the host app, built once per test run and served by the production server
 * (app-server/: pages rendered on the server, the production Content-Security-Policy), for one of two platforms:
 *
 *   node --import tsx tests/support/production-app.ts main       the test platform's app (APP_URL)
 *   node --import tsx tests/support/production-app.ts journeys   the journeys' own (JOURNEY_APP_URL)
 *
 * With `--build-only` it builds (when needed) and exits: tests/support/prepare.ts builds ahead of the run.
 *
 * The tests run on what ships: a page on the dev server loads its source modules one by one and React's
 * development build (about 190 requests a page), which took a 2-core machine twice as long per page. Started
 * by playwright.config.ts as a web server; the build (seconds) is skipped when no source changed since the last
 * one for the same service URLs (a stamp file beside it, as the widget tests' demo build does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appSecurityHeaders } from '../../scripts/app-security-headers';
import { buildHostApp, builtAppIn } from '../../scripts/build-host-app';
import { startBuiltApp } from '../../app-server/start-built';
import { stopOnSignals } from '../../app-server/stop-server';
import { APP_URL, DEMO_URL, JOURNEY_APP_URL, JOURNEY_PLATFORM_URL, PLATFORM_URL, TEST_PORTS } from './ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const TARGETS = {
  main: {
    port: TEST_PORTS.app,
    // The build reads these (src/core/config.ts): the partner demo is the listed partner, and the builder page's
    // snippets load the widgets the demo serves.
    env: {
      VITE_PLATFORM_URL: PLATFORM_URL,
      VITE_APP_URL: APP_URL,
      VITE_PARTNER_ORIGINS: DEMO_URL,
      VITE_WIDGETS_URL: `${DEMO_URL}/built`,
    },
  },
  journeys: {
    port: TEST_PORTS.journeyApp,
    env: { VITE_PLATFORM_URL: JOURNEY_PLATFORM_URL, VITE_APP_URL: JOURNEY_APP_URL },
  },
};
const name = process.argv[2];
if (name !== 'main' && name !== 'journeys') {
  throw new Error(`[tests] production-app.ts takes "main" or "journeys", got "${name ?? ''}"`);
}
const target = TARGETS[name];
// One build per port: a second copy on other ports (a developer's, beside a test run) must not rebuild the files
// under a running server.
const OUT_DIR = path.join(root, 'dist-tests', String(target.port));
const STAMP = path.join(OUT_DIR, 'build-stamp.json');
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/app-security-headers.ts',
  'scripts/build-host-app.ts',
];

function newest(file: string): number {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)));
  return latest;
}

/** Builds unless the last build was for the same URLs and nothing changed since. */
async function buildOnce(env: Record<string, string>): Promise<void> {
  const sources = Math.max(...SOURCES.map((name) => newest(path.join(root, name))));
  try {
    const stamp = JSON.parse(fs.readFileSync(STAMP, 'utf8')) as { env: unknown; at: number };
    if (JSON.stringify(stamp.env) === JSON.stringify(env) && stamp.at > sources) return;
  } catch {
    // no stamp yet: build
  }
  const started = Date.now();
  await buildHostApp(OUT_DIR);
  fs.writeFileSync(STAMP, JSON.stringify({ env, at: Date.now() }));
  console.log(`[tests] production build for ${name} in ${Date.now() - started} ms`);
}

// The server's policy allows exactly these services.
Object.assign(process.env, target.env, { NODE_ENV: 'production' });
await buildOnce(target.env);
if (process.argv.includes('--build-only')) process.exit(0);
const server = await startBuiltApp(builtAppIn(OUT_DIR), {
  securityHeaders: appSecurityHeaders(process.env, 'production'),
  platformUrl: target.env.VITE_PLATFORM_URL,
  port: target.port,
});
console.log(`[tests] production app for ${name} at ${target.env.VITE_APP_URL}`);
stopOnSignals(server);
