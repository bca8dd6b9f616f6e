import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { getSeed } from '../seed';
import { DEFAULT_LIMITS, readStreamLimits, StreamSlots, type StreamLimits } from './limits';
import { createNowPlaying } from './index';

describe('now-playing limits', () => {
  it('reads the per-address cap from the environment and refuses nonsense', () => {
    expect(readStreamLimits({})).toEqual(DEFAULT_LIMITS);
    expect(readStreamLimits({ NOW_PLAYING_MAX_PER_ADDRESS: '5' }).maxPerAddress).toBe(5);
    expect(() => readStreamLimits({ NOW_PLAYING_MAX_PER_ADDRESS: '0' })).toThrow('positive whole number');
    expect(() => readStreamLimits({ NOW_PLAYING_MAX_PER_ADDRESS: 'lots' })).toThrow('positive whole number');
  });

  it('keeps a slot for a new listener after 55 addresses asked for 20 streams each', () => {
    const slots = new StreamSlots(DEFAULT_LIMITS);
    let granted = 0;
    for (let a = 1; a <= 55; a++)
      for (let s = 0; s < 20; s++) if (slots.take(`198.51.100.${a}`).ok) granted++;
    // The 900 shared slots, then one reserved slot each for the 10 addresses that had none when they ran out.
    expect(granted).toBe(910);
    expect(slots.take('198.51.100.50')).toMatchObject({ ok: false, status: 503 });
    expect(slots.take('203.0.113.7')).toEqual({ ok: true });
  });

  it('counts one IPv6 /64 together, and gives a /64 with no stream a reserved slot', () => {
    const limits: StreamLimits = { ...DEFAULT_LIMITS, maxConnections: 10, reservedForNewNetworks: 2 };
    const slots = new StreamSlots(limits);
    // One /64, a new address for every stream: the per-address cap never bites, the /64's does.
    const flood = (i: number) => `2001:db8:0:1::${i.toString(16)}`;
    const answers = Array.from({ length: 50 }, (_, i) => slots.take(flood(i)));
    expect(answers.filter((a) => a.ok)).toHaveLength(8);
    expect(answers.at(-1)).toMatchObject({ ok: false, status: 503 });
    expect(slots.take('2001:db8:0:2::1')).toEqual({ ok: true });
    expect(slots.take('2001:db8:0:3::1')).toEqual({ ok: true });
    expect(slots.take('2001:db8:0:4::1')).toMatchObject({ ok: false, status: 503 });
  });

  it('refuses a /64 past its own cap with 429 while the process has room', () => {
    const slots = new StreamSlots({ ...DEFAULT_LIMITS, maxPerNetwork: 3 });
    for (let i = 1; i <= 3; i++) expect(slots.take(`2001:db8:0:1::${i}`)).toEqual({ ok: true });
    expect(slots.take('2001:db8:0:1::99')).toEqual({
      ok: false,
      status: 429,
      message: expect.stringContaining('from one network (limit 3)') as unknown,
    });
    slots.release('2001:db8:0:1::2');
    expect(slots.take('2001:db8:0:1::99')).toEqual({ ok: true });
  });
});

describe('now-playing stream slots over HTTP', () => {
  const servers: http.Server[] = [];
  const requests: http.ClientRequest[] = [];
  afterEach(() => {
    for (const req of requests.splice(0)) req.destroy();
    for (const server of servers.splice(0)) server.closeAllConnections();
  });

  /** Opens a stream from `localAddress` (any of 127/8 reaches loopback); resolves with its status. */
  function open(port: number, localAddress: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/now-playing', localAddress, agent: false },
        (res) => {
          if (res.statusCode === 200) {
            res.once('data', () => resolve({ status: 200, body: '' }));
            return;
          }
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      requests.push(req);
    });
  }

  it('fills every shared slot from a few addresses, and a new address still gets a stream', async () => {
    const limits: StreamLimits = {
      ...DEFAULT_LIMITS,
      maxConnections: 12,
      reservedForNewNetworks: 3,
      maxPerAddress: 4,
    };
    const nowPlaying = createNowPlaying({ config: readConfig({}), seed: getSeed(), limits });
    const server = http.createServer((req, res) => {
      void nowPlaying.handler(req, res, new URL(req.url ?? '/', 'http://127.0.0.1'));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const statuses: number[] = [];
    for (const flooder of ['127.0.0.2', '127.0.0.3', '127.0.0.4'])
      for (let i = 0; i < 4; i++) statuses.push((await open(port, flooder)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    const refused = await open(port, '127.0.0.4');
    expect(refused.status).toBe(503);
    expect(refused.body).toContain('kept for listeners with none open');

    expect((await open(port, '127.0.0.5')).status).toBe(200);
  });
});
