/**
 * Makes ahead what the browser tests' servers would otherwise make before they answer: the test media
 * (server/media/pool.ts) and the two production builds (production-app.ts). Playwright starts its web servers one
 * after another, so on a clean clone the media, then one build, then the other were made in a row before the
 * first test. `npm test` (scripts/test.sh) runs this beside the static checks and the unit tests; the servers
 * then find the media in the cache and the builds up to date, and start in seconds.
 */
import { spawn } from 'node:child_process';
import { readConfig } from '../../server/config';
import { openMediaPool } from '../../server/media/pool';

function build(name: 'main' | 'journeys'): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/production-app.ts', name, '--build-only'],
    { stdio: 'inherit' },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`[tests] the ${name} build ended with ${code}`)),
    );
  });
}

const started = Date.now();
// The same cache folder as the test platforms (they set no PLATFORM_CACHE_DIR of their own).
const pool = await openMediaPool(readConfig().cacheDir, { allUrgent: true });
await Promise.all([pool.complete, build('main').then(() => build('journeys'))]);
console.log(`[tests] media and production builds ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
