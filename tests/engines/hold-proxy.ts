/**
 * An origin in front of the host app that can hold back one kind of request, as a slow network would: the
 * engines other than Chromium have no request interception that a test can reach, so the hold sits on the wire.
 */
import http from 'node:http';

export interface HoldProxy {
  /** Holds every request whose path matches from now until `release`. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startHoldProxy(port: number, target: string, held: RegExp): Promise<HoldProxy> {
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const server = http.createServer((request, response) => {
    const waiting = held.test(request.url ?? '') && gate ? gate : Promise.resolve();
    void waiting.then(() => {
      const upstream = http.request(
        `${target}${request.url ?? '/'}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    });
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
    close: () =>
      new Promise((resolve) => {
        open();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
