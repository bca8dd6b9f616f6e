/**
 * Raw now-playing streams for the security tests, over node:http so a test controls each socket: its own
 * connection (no pooling), the local address it comes from (127.0.0.3 counts as another client than 127.0.0.1), and when it
 * closes. Events are parsed as they arrive.
 */
import http from 'node:http';
import { PLATFORM_URL } from '../support/ports';

export interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The ids of the events received so far, in order. */
  ids: number[];
  /** The whole body of a refused stream (its JSON reason); empty for an open one. */
  refusal: string;
  /** Resolves true when an event with this id has arrived, false after `timeoutMs` without it. */
  waitForId(id: number, timeoutMs: number): Promise<boolean>;
  close(): void;
}

/** Opens a stream; resolves once its first chunk arrived (so the server counts it), or a refusal ended. */
export function openStream(options: { localAddress?: string } = {}): Promise<Stream> {
  const url = new URL('/now-playing', PLATFORM_URL);
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, localAddress: options.localAddress }, (res) => {
      const ids: number[] = [];
      const waiters = new Set<{ id: number; finish: (seen: boolean) => void }>();
      const stream: Stream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        ids,
        refusal: '',
        waitForId(id, timeoutMs) {
          if (ids.includes(id)) return Promise.resolve(true);
          return new Promise((done) => {
            const waiter = {
              id,
              finish: (seen: boolean) => {
                clearTimeout(timer);
                waiters.delete(waiter);
                done(seen);
              },
            };
            const timer = setTimeout(() => waiter.finish(false), timeoutMs);
            waiters.add(waiter);
          });
        },
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      if (stream.status !== 200) {
        res.on('data', (chunk: string) => (stream.refusal += chunk));
        res.on('end', () => resolve(stream));
        return;
      }
      let pending = '';
      res.on('data', (chunk: string) => {
        pending += chunk;
        const end = pending.lastIndexOf('\n\n');
        if (end !== -1) {
          for (const match of pending.slice(0, end).matchAll(/^id: (\d+)$/gm)) ids.push(Number(match[1]));
          pending = pending.slice(end + 2);
        }
        for (const waiter of [...waiters]) if (ids.includes(waiter.id)) waiter.finish(true);
        resolve(stream);
      });
    });
    req.on('error', reject);
  });
}
