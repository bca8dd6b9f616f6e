import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createSink } from './index';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  delete process.env.SINK_TEST_HOOKS;
});

/** The sink alone on a free port, with its own data folder. */
async function sinkServer(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-sink-'));
  const sink = createSink({ config: { ...readConfig({}), dataDir } });
  const server = http.createServer((req, res) => {
    void sink.handler(req, res, new URL(req.url ?? '/', 'http://127.0.0.1'));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('error sink', () => {
  it('has no read or clear endpoint unless SINK_TEST_HOOKS=1', async () => {
    const base = await sinkServer();
    expect((await fetch(`${base}/sink/envelopes`)).status).toBe(404);
    expect((await fetch(`${base}/sink/envelopes`, { method: 'DELETE' })).status).toBe(404);
  });

  it('keeps envelopes for the tests to read with SINK_TEST_HOOKS=1', async () => {
    process.env.SINK_TEST_HOOKS = '1';
    const base = await sinkServer();
    const posted = await fetch(`${base}/api/1/envelope/?sentry_key=public`, {
      method: 'POST',
      body: '{"event_id":"abc"}\n{"type":"event"}\n{"message":"boom"}\n',
    });
    expect(posted.status).toBe(200);
    const kept = (await (await fetch(`${base}/sink/envelopes`)).json()) as { header: unknown }[];
    expect(kept.map((e) => e.header)).toEqual([{ event_id: 'abc' }]);
    expect((await fetch(`${base}/sink/envelopes`, { method: 'DELETE' })).status).toBe(200);
    expect(await (await fetch(`${base}/sink/envelopes`)).json()).toEqual([]);
  });
});
