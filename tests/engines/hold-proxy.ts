/**
 * An origin in front of the host app or the partner demo that can hold back one kind of request, as a slow
 * network would: the engines other than Chromium have no request interception that a test can reach, so the hold
 * sits on the wire. Upgrades (the demo's dev server's own socket) pass through untouched.
 */
import http from 'node:http';
import net from 'node:net';

export interface HoldProxy {
  /** Holds every request whose path matches from now until `release`. */
  hold(): void;
  release(): void;
  /** How many matching requests wait at the gate now. */
  waiting(): number;
  close(): Promise<void>;
}

/**
 * `uncached`: every answer says `no-store`, so each visit asks for everything again, as a first visit does, and a
 * held file cannot come from the browser's cache instead.
 */
export async function startHoldProxy(
  port: number,
  target: string,
  held: RegExp,
  { uncached = false } = {},
): Promise<HoldProxy> {
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  let waiting = 0;
  const tunnels = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    const holding = held.test(request.url ?? '') && gate ? gate : null;
    if (holding) waiting++;
    void (holding ?? Promise.resolve()).then(() => {
      if (holding) waiting--;
      const upstream = http.request(
        `${target}${request.url ?? '/'}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          const headers = { ...answer.headers };
          if (uncached) {
            headers['cache-control'] = 'no-store';
            delete headers.etag;
            delete headers['last-modified'];
          }
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    });
  });
  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const { port: targetPort, hostname } = new URL(target);
    const upstream = net.connect(Number(targetPort), hostname, () => {
      const headers: string[] = [];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        headers.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(
        `${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`,
      );
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    tunnels.add(socket.on('close', () => tunnels.delete(socket)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = null;
    },
    waiting: () => waiting,
    close: () =>
      new Promise((resolve) => {
        open();
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
