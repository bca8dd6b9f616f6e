/**
 * Small helpers shared by every platform module: JSON replies, bounded body reading and CORS.
 * The platform uses node:http directly; each module is a `RouteHandler` mounted under a path prefix.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

/** A clear error body that every module uses: `{ "error": "...", "status": n }`. */
export function sendError(res: ServerResponse, status: number, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, status, { error: message, status });
}

/** Reads the request body, refusing more than `limit` bytes with a 413. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `Request body too large (limit ${limit} bytes)`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new HttpError(413, `Request body too large (limit ${limit} bytes)`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * CORS for the browser-facing services. Only the host app and the partner demo origins are echoed back;
 * others get no CORS headers and the browser blocks them.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): boolean {
  const origin = req.headers.origin;
  if (origin && allowedOrigins.includes(origin)) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('vary', 'Origin');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-expose-headers', 'content-length, content-type');
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    res.setHeader(
      'access-control-allow-headers',
      'content-type, authorization, x-app-name, x-app-platform, last-event-id, sentry-trace, baggage',
    );
    res.setHeader('access-control-max-age', '600');
    res.writeHead(204);
    res.end();
    return true;
  }
  return false;
}
