/**
 * The production build of the host app for the journeys (tests/journeys) and the server-rendering tests
 * (tests/journeys/server-rendering.journey.spec.ts), built once per test run and served by the production server
 * (app-server/: pages rendered on the server, the production Content-Security-Policy). Started by
 * playwright.config.ts as a web server; the build is skipped when no source changed since the last one for the
 * same service URLs (a stamp file beside it, as the widget tests' demo build does).
 *
 *   node --import tsx tests/support/production-app.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appSecurityHeaders } from '../../scripts/app-security-headers';
import { buildHostApp, builtAppIn } from '../../scripts/build-host-app';
import { startBuiltApp } from '../../app-server/start-built';
import { stopOnSignals } from '../../app-server/stop-server';
import { JOURNEY_APP_URL, JOURNEY_PLATFORM_URL, TEST_PORTS } from './ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// One build per port: a second copy on other ports (a developer's, beside a test run) must not rebuild the files
// under a running server.
const OUT_DIR = path.join(root, 'dist-journeys', String(TEST_PORTS.journeyApp));
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
  console.log(`[journeys] production build in ${Date.now() - started} ms`);
}

// The build reads these (src/core/config.ts), and the server's policy allows exactly these services.
const env = { VITE_PLATFORM_URL: JOURNEY_PLATFORM_URL, VITE_APP_URL: JOURNEY_APP_URL };
Object.assign(process.env, env, { NODE_ENV: 'production' });
await buildOnce(env);
const server = await startBuiltApp(builtAppIn(OUT_DIR), {
  securityHeaders: appSecurityHeaders(process.env, 'production'),
  platformUrl: JOURNEY_PLATFORM_URL,
  port: TEST_PORTS.journeyApp,
});
console.log(`[journeys] production app at ${JOURNEY_APP_URL}`);
stopOnSignals(server);
