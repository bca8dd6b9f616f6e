import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { stopServer } from './stop-server';

/** A server with one quick route and one that never answers, and a client that keeps its connections. */
async function serverWithHangingRequest() {
  let arrived = 0;
  let bothArrived = () => {};
  const arrival = new Promise<void>((resolve) => (bothArrived = resolve));
  const server = http.createServer((req, res) => {
    if (++arrived === 2) bothArrived();
    if (req.url === '/quick') setTimeout(() => res.end('done'), 30);
    // '/hang' is never answered
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  return { server, get, agent, arrival };
}

describe('stopServer', () => {
  it('lets a response in flight finish, then ends a connection a client keeps open', async () => {
    const { server, get, agent, arrival } = await serverWithHangingRequest();
    const hanging = get('/hang').catch((error: Error) => error.message);
    const quick = get('/quick');
    await arrival; // both requests have reached the server, however busy the machine
    const started = Date.now();
    await stopServer(server, 200);
    const took = Date.now() - started;
    expect(await quick).toBe('done');
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
    expect(took).toBeGreaterThanOrEqual(150); // the grace was given
    expect(took).toBeLessThan(2_000); // and not the hanging client's whole life
    agent.destroy();
  });
});
