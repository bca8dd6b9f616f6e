import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SlowReaderWatch } from './slow-readers';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose every response is a stream kept open; resolves with the server side of each connection. */
async function streamServer(
  count: number,
): Promise<{ port: number; streams: Promise<http.ServerResponse[]> }> {
  const streams: http.ServerResponse[] = [];
  let ready: (value: http.ServerResponse[]) => void = () => undefined;
  const all = new Promise<http.ServerResponse[]>((resolve) => (ready = resolve));
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    streams.push(res);
    if (streams.length === count) ready(streams);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, streams: all };
}

/** A raw client that sends a request and then, unless `reads`, never reads its socket again. */
function client(port: number, reads: boolean): net.Socket {
  const socket = net.connect(port, '127.0.0.1', () => {
    socket.write('GET /now-playing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    if (!reads) socket.pause();
  });
  if (reads) socket.on('data', () => undefined);
  return socket;
}

/** Writes 10 MB (more than loopback's kernel buffers hold), yielding to I/O between chunks. */
async function write10Mb(res: http.ServerResponse) {
  const chunk = `data: ${'x'.repeat(64 * 1024)}\n\n`;
  for (let i = 0; i < 160; i++) {
    res.write(chunk);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('SlowReaderWatch', () => {
  it('closes a stream whose client stopped reading, and only after it stayed backed up for stallMs', async () => {
    const { port, streams } = await streamServer(2);
    const stuck = client(port, false);
    const reader = client(port, true);
    const all = await streams;
    const byClient = (socket: net.Socket) => all.find((res) => res.socket?.remotePort === socket.localPort);
    const stuckStream = byClient(stuck);
    const readStream = byClient(reader);
    if (!stuckStream || !readStream) throw new Error('a stream per client expected');
    await Promise.all([write10Mb(stuckStream), write10Mb(readStream)]);
    if (readStream.writableLength > 0) await new Promise((resolve) => readStream.once('drain', resolve));
    expect(stuckStream.writableLength).toBeGreaterThan(64 * 1024);

    const watch = new SlowReaderWatch<http.ServerResponse>({ stallBytes: 64 * 1024, stallMs: 15_000 });
    expect(watch.sweep(all, 1_000)).toEqual([]); // over the threshold once: not yet
    expect(watch.sweep(all, 10_000)).toEqual([]);
    expect(watch.sweep(all, 16_000)).toEqual([stuckStream]);
    stuck.destroy();
    reader.destroy();
  });

  it('forgets a stall once the stream drains', () => {
    const stream = { writableLength: 100_000 };
    const watch = new SlowReaderWatch<typeof stream>({ stallBytes: 64 * 1024, stallMs: 15_000 });
    expect(watch.sweep([stream], 0)).toEqual([]);
    stream.writableLength = 0;
    expect(watch.sweep([stream], 10_000)).toEqual([]);
    stream.writableLength = 100_000;
    expect(watch.sweep([stream], 20_000)).toEqual([]); // a new stall starts the clock again
    expect(watch.sweep([stream], 35_000)).toEqual([stream]);
  });
});
