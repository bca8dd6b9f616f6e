/**
 * Stopping the production server (a deploy, Ctrl-C): it takes no new connections, responses in flight get
 * `graceMs` to finish, and then every connection ends. `server.close()` alone waits as long as any client
 * keeps a response open (a stalled download, a reader that stopped reading), and the old copy of the server
 * lingers with it.
 */
import type http from 'node:http';

export function stopServer(server: http.Server, graceMs = 5_000): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), graceMs);
  force.unref();
  return closed.finally(() => clearTimeout(force));
}

/** Stops `server` on SIGINT or SIGTERM, then ends the process. */
export function stopOnSignals(server: http.Server): void {
  const stop = () => void stopServer(server).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
