/**
 * One platform per data folder, with real processes: a second platform started on a folder another one is
 * using refuses to start, says which folder and exits non-zero (each writing its own snapshots of the database
 * would silently lose the first one's acknowledged writes). A platform killed without a chance to clean up
 * leaves a stale lock that the next start takes over. Each platform here has its own temporary folder and free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  proc: ChildProcess;
  /** Resolves with how the start ended: ready, or the exit code and everything it printed. */
  outcome: Promise<{ ready: boolean; code: number | null; output: string }>;
}

function startPlatform(dataDir: string, port: number): Started {
  const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_DATA_DIR: dataDir, PLATFORM_PORT: String(port) };
  for (const name of [
    'MEDIA_TEST_HOOKS',
    'GRAPHQL_TEST_HOOKS',
    'NOW_PLAYING_TEST_HOOKS',
    'SINK_TEST_HOOKS',
  ]) {
    delete env[name];
  }
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env });
  let output = '';
  const outcome = new Promise<{ ready: boolean; code: number | null; output: string }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('platform ready')) resolve({ ready: true, code: null, output });
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.on('exit', (code) => resolve({ ready: false, code, output }));
  });
  return { proc, outcome };
}

function stop(proc: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill(signal);
  });
}

test('a second platform on the same data folder refuses to start and names the folder', async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-lock-'));
  const first = startPlatform(dataDir, await freePort());
  try {
    expect((await first.outcome).ready).toBe(true);

    const second = startPlatform(dataDir, await freePort());
    const refused = await second.outcome;
    await stop(second.proc);
    expect(refused.ready, refused.output).toBe(false);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`data folder ${dataDir} is in use`);

    // A platform killed outright leaves its lock behind; the next start sees its pid is gone and takes over.
    await stop(first.proc, 'SIGKILL');
    expect(fs.existsSync(path.join(dataDir, 'users.sqlite.lock'))).toBe(true);
    const third = startPlatform(dataDir, await freePort());
    const started = await third.outcome;
    await stop(third.proc);
    expect(started.ready, started.output).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'users.sqlite.lock'))).toBe(false);
  } finally {
    await stop(first.proc);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
