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
async function sinkServer(): Promise<{ base: string; logFile: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-sink-'));
  const sink = createSink({ config: { ...readConfig({}), dataDir } });
  const server = http.createServer((req, res) => {
    void sink.handler(req, res, new URL(req.url ?? '/', 'http://127.0.0.1'));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logFile: path.join(dataDir, 'sink', 'envelopes.ndjson'),
  };
}

describe('error sink', () => {
  it('has no read or clear endpoint unless SINK_TEST_HOOKS=1', async () => {
    const { base } = await sinkServer();
    expect((await fetch(`${base}/sink/envelopes`)).status).toBe(404);
    expect((await fetch(`${base}/sink/envelopes`, { method: 'DELETE' })).status).toBe(404);
  });

  it('keeps envelopes for the tests to read with SINK_TEST_HOOKS=1', async () => {
    process.env.SINK_TEST_HOOKS = '1';
    const { base } = await sinkServer();
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

/** Posts `event` as a one-item envelope. */
function postEvent(base: string, event: unknown) {
  return fetch(`${base}/api/1/envelope/?sentry_key=public`, {
    method: 'POST',
    body: `{"event_id":"e1"}\n{"type":"event"}\n${JSON.stringify(event)}\n`,
  });
}

describe('scrubbing on arrival', () => {
  it('stores no email, bearer token, password or code, and keeps the rest of the report', async () => {
    process.env.SINK_TEST_HOOKS = '1';
    const { base, logFile } = await sinkServer();
    const event = {
      message: 'sign-in failed for listener@example.com with Authorization: Bearer abc.def.ghi',
      request: { url: 'https://primedia.test/auth/callback?code=SECRETCODE&state=SECRETSTATE&tab=2' },
      extra: { password: 'hunter2-hunter2', station: '702', form: 'email=x&password=hunter3' },
    };
    expect((await postEvent(base, event)).status).toBe(200);
    const stored = fs.readFileSync(logFile, 'utf8');
    for (const secret of [
      'listener@example.com',
      'abc.def.ghi',
      'SECRETCODE',
      'SECRETSTATE',
      'hunter2',
      'hunter3',
    ])
      expect(stored).not.toContain(secret);
    expect(stored).toContain('sign-in failed for [email] with');
    expect(stored).toContain('tab=2');
    expect(stored).toContain('"station":"702"');
    expect(stored).toContain('"event_id":"e1"');
    // The tests' copy is what arrived, so browser tests still see whether the app itself scrubbed.
    expect(JSON.stringify(await (await fetch(`${base}/sink/envelopes`)).json())).toContain('SECRETCODE');
  });

  it('scrubs a hostile 1 MB envelope quickly while another request is answered', async () => {
    const { base } = await sinkServer();
    // One long run with no "@" (what made an earlier email pattern quadratic), then runs of names and separators.
    const hostile = {
      message: 'a'.repeat(512 * 1024),
      extra: { names: 'refresh token code=a@1.'.repeat(20_000).slice(0, 400 * 1024) },
    };
    const started = performance.now();
    const [posted, other] = await Promise.all([
      postEvent(base, hostile),
      fetch(`${base}/api/1/envelope/?sentry_key=wrong`, { method: 'POST', body: '{}' }),
    ]);
    expect(posted.status).toBe(200);
    expect(other.status).toBe(403);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('accepts an envelope with more values than it scrubs at once, and logs its items past the limit by type', async () => {
    const { base, logFile } = await sinkServer();
    // A batch of performance spans, as the SDK sends after a long session: 30,000 values in one item.
    const spans = {
      items: Array.from({ length: 3_000 }, (_, i) => ({
        name: `span ${i} for listener@example.com`,
        a: 1,
        b: 2,
        c: 3,
        d: 4,
        e: 5,
        f: 6,
        g: 7,
        h: 8,
      })),
    };
    const started = performance.now();
    const posted = await fetch(`${base}/api/1/envelope/?sentry_key=public`, {
      method: 'POST',
      body: `{"event_id":"e2"}\n{"type":"event"}\n{"message":"small"}\n{"type":"span"}\n${JSON.stringify(spans)}\n`,
    });
    expect(posted.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    const stored = JSON.parse(fs.readFileSync(logFile, 'utf8').trim().split('\n').at(-1) ?? '{}') as {
      items: { type: string; payload: Record<string, unknown> }[];
    };
    expect(stored.items[0]).toEqual({ type: 'event', payload: { message: 'small' } });
    expect(stored.items[1]?.type).toBe('span');
    expect(String(stored.items[1]?.payload.skipped)).toContain('more values than the sink scrubs');
    expect(JSON.stringify(stored)).not.toContain('listener@example.com');
  });
});
