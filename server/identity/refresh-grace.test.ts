import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRefreshGrace } from './refresh-grace';

let server: http.Server | null = null;
afterEach(() => server?.close());

/**
 * A token endpoint stand-in: reads the body as the provider does and answers a numbered pair. Like Koa, under
 * the provider, it writes no body to a response whose socket has closed.
 */
async function start(status = 200, answerAfterMs = 20) {
  let time = 0;
  const calls: string[] = [];
  let answered = 0;
  const revoked = new Set<string>();
  const grace = createRefreshGrace(
    async (body) => !revoked.has((JSON.parse(body.toString()) as { refresh_token: string }).refresh_token),
    30_000,
    () => time,
  );
  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    calls.push(Buffer.concat(chunks).toString());
    await new Promise((resolve) => setTimeout(resolve, answerAfterMs)); // the second request arrives meanwhile
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    if (res.socket && !res.socket.writable) res.end();
    else res.end(JSON.stringify({ refresh_token: `rotated-${calls.length}` }));
    answered += 1;
  };
  server = http.createServer((req, res) => void grace(req, res, forward));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
  const post = async (form: Record<string, string>, signal?: AbortSignal) => {
    const res = await fetch(url, { method: 'POST', body: new URLSearchParams(form), signal });
    return { status: res.status, body: await res.text() };
  };
  return {
    post,
    calls,
    answered: () => answered,
    advance: (ms: number) => (time += ms),
    revoke: (token: string) => revoked.add(token),
  };
}

const REFRESH = { grant_type: 'refresh_token', client_id: 'primedia-web', refresh_token: 'rt-1' };

describe('refresh reuse grace', () => {
  it('gives two refreshes at once with one token the same new pair from one provider call', async () => {
    const endpoint = await start();
    const [a, b] = await Promise.all([endpoint.post(REFRESH), endpoint.post(REFRESH)]);
    expect(a).toEqual({ status: 200, body: '{"refresh_token":"rotated-1"}' });
    expect(b).toEqual(a);
    expect(endpoint.calls).toEqual([new URLSearchParams(REFRESH).toString()]);
  });

  it('leaves the provider to judge a token used again after the grace, and every other grant', async () => {
    const endpoint = await start();
    await endpoint.post(REFRESH);
    endpoint.advance(29_000);
    expect((await endpoint.post(REFRESH)).body).toContain('rotated-1');
    endpoint.advance(2_000);
    expect((await endpoint.post(REFRESH)).body).toContain('rotated-2');
    await endpoint.post({ grant_type: 'authorization_code', code: 'c' });
    await endpoint.post({ grant_type: 'authorization_code', code: 'c' });
    expect(endpoint.calls).toHaveLength(4);
  });

  it('keeps the answer of a refresh whose client left before it came, for the next try', async () => {
    // A page reloaded mid-refresh: the provider rotated the token, but the answer reached no one.
    const endpoint = await start(200, 200);
    const gone = new AbortController();
    const first = endpoint.post(REFRESH, gone.signal);
    await expect.poll(() => endpoint.calls.length).toBe(1);
    gone.abort();
    await expect(first).rejects.toThrow();
    await expect.poll(() => endpoint.answered()).toBe(1); // into the void
    expect(await endpoint.post(REFRESH)).toEqual({ status: 200, body: '{"refresh_token":"rotated-1"}' });
    expect(endpoint.calls).toHaveLength(1);
  });

  it('replays nothing once the pair it gave was revoked, within the grace or not', async () => {
    const endpoint = await start();
    expect((await endpoint.post(REFRESH)).body).toContain('rotated-1');
    endpoint.revoke('rotated-1'); // sign-out revoked the new refresh token, and its grant with it
    await endpoint.post(REFRESH);
    expect(endpoint.calls).toHaveLength(2); // the provider judged the old token again, and refuses it
  });

  it('never replays a refusal', async () => {
    const endpoint = await start(400);
    await endpoint.post(REFRESH);
    await endpoint.post(REFRESH);
    expect(endpoint.calls).toHaveLength(2);
  });
});
