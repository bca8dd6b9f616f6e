/**
 * `npm run serve`: the production server of the host app (README "Production server"). Needs `npm run build`
 * first (dist/app: the browser's files; dist/app-server: the server renderer), built with the same VITE_*
 * variables as the production policy below. APP_PORT (default 8080) and APP_HOST (default 127.0.0.1; 0.0.0.0
 * behind a load balancer). APP_PAGE_CACHE_MS (default 10000): how long a rendered page is reused for the same
 * URL; 0 renders every request.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appSecurityHeaders } from '../scripts/app-security-headers';
import { readServiceConfig } from '../src/core/config';
import { missingFromBuild, startBuiltApp } from './start-built';
import { stopOnSignals } from './stop-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = {
  clientDir: path.resolve(root, process.env.APP_CLIENT_DIR ?? 'dist/app'),
  serverEntry: path.resolve(root, process.env.APP_SERVER_ENTRY ?? 'dist/app-server/entry-server.js'),
};
const missing = missingFromBuild(build);
if (missing) {
  console.error(`[primedia] ${missing} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const pageCacheMs = Number(process.env.APP_PAGE_CACHE_MS ?? 10_000);
if (!Number.isInteger(pageCacheMs) || pageCacheMs < 0) {
  console.error('[primedia] APP_PAGE_CACHE_MS must be a whole number of milliseconds (0 turns it off).');
  process.exit(1);
}
const port = Number(process.env.APP_PORT ?? 8080);
const host = process.env.APP_HOST ?? '127.0.0.1';
const server = await startBuiltApp(build, {
  securityHeaders: appSecurityHeaders(process.env, 'production'),
  platformUrl: readServiceConfig(process.env).platformUrl,
  port,
  host,
  pageCacheMs,
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `[primedia] port ${port} is in use: set APP_PORT.`
      : `[primedia] ${error.message}`,
  );
  process.exit(1);
});
console.log(`[primedia] production app at http://${host}:${port}`);
stopOnSignals(server);
