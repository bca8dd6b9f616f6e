/**
 * Runs the platform as a child process for the browser tests and lets a test restart it for real
 * (POST {CONTROL_URL}/restart: SIGTERM, wait for exit, start again, wait for /health). Started by Playwright's
 * `webServer`; the data folder is emptied once at start so every run begins from the seed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLATFORM_URL, TEST_PORTS, testPlatformEnv } from './ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, ...testPlatformEnv() };
fs.rmSync(path.resolve(root, env.PLATFORM_DATA_DIR as string), { recursive: true, force: true });

let child: ChildProcess | null = null;

function start(): ChildProcess {
  // The platform's young generation as `npm run platform` sets it (docs/platform.md, "Content API").
  const proc = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  proc.on('exit', (code, signal) => {
    if (child === proc) {
      console.error(`[supervisor] platform exited unexpectedly (code ${code}, signal ${signal})`);
      child = null;
    }
  });
  return proc;
}

async function waitForHealth(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${PLATFORM_URL}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('platform did not become healthy in time');
}

async function stop() {
  const proc = child;
  child = null;
  if (!proc || proc.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
  });
}

async function restart() {
  await stop();
  child = start();
  await waitForHealth();
}

const control = http.createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/restart') {
    restart().then(
      () => res.end('restarted'),
      (error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      },
    );
    return;
  }
  if (req.method === 'POST' && req.url === '/stop') {
    stop().then(() => res.end('stopped'));
    return;
  }
  if (req.method === 'POST' && req.url === '/start') {
    if (!child) child = start();
    waitForHealth().then(() => res.end('started'));
    return;
  }
  // GET /health answers once the platform itself is healthy: Playwright waits on this URL.
  fetch(`${PLATFORM_URL}/health`).then(
    (r) => {
      res.statusCode = r.status;
      res.end('ok');
    },
    () => {
      res.statusCode = 503;
      res.end('platform down');
    },
  );
});

child = start();
control.listen(TEST_PORTS.control, '127.0.0.1');
const shutdown = () => {
  void stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
