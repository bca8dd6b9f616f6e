/**
 * `npm run soak`: a long listen to live radio on both engines at once in headless Chromium, with the platform
 * stopped for 17 s and the network lost for 15 s inside it (scripts/soak/faults.ts), then the figures per
 * engine: seconds of audio per minute, stalls, and heap troughs (scripts/soak/listen.ts). Not a pass/fail test;
 * the figures go in docs/player.md, "Soak". Starts its own platform (through the tests' supervisor, which can
 * stop and start it) and the partner demo, on the browser tests' ports (tests/support/ports.ts).
 *
 *   npm run soak -- --minutes 120        (the default: two hours)
 *   SOAK_JSON=soak.json npm run soak     (also writes every minute's figures)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { injectFaults } from './soak/faults';
import { startListen, summarise, type Engine } from './soak/listen';
import { startPlatform, stopPlatform } from '../tests/support/platform';
import { CONTROL_URL, DEMO_URL, TEST_PORTS, testPlatformEnv } from '../tests/support/ports';
import { waitFor } from '../tests/support/wait-for';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { minutes: { type: 'string', default: '120' } } });
const minutes = Number(values.minutes);
if (!Number.isFinite(minutes) || minutes < 3) {
  console.error(`--minutes must be a number of at least 3 (the faults need room), not "${values.minutes}"`);
  process.exit(2);
}
const log = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

function serve(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true, // its own process group, so stopping it stops what it started
  });
}

// A data folder of its own: the supervisor empties its folder at start, and the tests' may be in use.
process.env.TEST_PLATFORM_DATA_DIR ??= '.data/soak';
const servers = [
  serve(['tests/support/supervisor.ts'], {}),
  serve(['scripts/start.ts', '--no-platform'], {
    ...testPlatformEnv(),
    APP_PORT: String(TEST_PORTS.app),
    DEMO_PORT: String(TEST_PORTS.demo),
  }),
];
const stopServers = () => {
  for (const server of servers) {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone (the supervisor's group ends with its platform): nothing to stop, and the figures stand
    }
  }
};
process.on('SIGINT', () => {
  stopServers();
  process.exit(130);
});

try {
  await waitFor(`${CONTROL_URL}/health`);
  await waitFor(`${DEMO_URL}/`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  const engines: Engine[] = ['native', 'hlsjs'];
  const listens = await Promise.all(
    engines.map(async (engine) => startListen(await browser.newContext(), DEMO_URL, engine)),
  );
  const start = Date.now();
  const durationMs = minutes * 60_000;
  log(`listening for ${minutes} min on ${engines.join(' and ')}`);
  const [figures] = await Promise.all([
    Promise.all(listens.map((listen) => listen.run(start + durationMs))),
    injectFaults(
      { stopPlatform, startPlatform },
      listens.map((listen) => listen.context),
      start,
      durationMs,
      log,
    ),
  ]);
  await browser.close();
  console.log('');
  listens.forEach((listen, i) => console.log(summarise(listen.engine, figures[i] ?? [])));
  console.log('\nper minute (audio s / stalls / heap trough MB):');
  figures[0]?.forEach((_, minute) =>
    console.log(
      `  ${String(minute).padStart(3)}  ` +
        listens
          .map((listen, i) => {
            const m = figures[i]?.[minute];
            return m ? `${listen.engine} ${m.audioSeconds} / ${m.stalls} / ${m.heapTroughMb}` : '';
          })
          .join('   '),
    ),
  );
  if (process.env.SOAK_JSON)
    fs.writeFileSync(
      process.env.SOAK_JSON,
      JSON.stringify(Object.fromEntries(listens.map((l, i) => [l.engine, figures[i]])), null, 2),
    );
} finally {
  stopServers();
}
