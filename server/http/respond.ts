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
    /** Headers the error's answer carries, such as Retry-After with a 503. */
    readonly headers: Record<string, string> = {},
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

/** Refuses every method but GET and HEAD with a 405 and `Allow`, naming where and what to use instead. */
export function onlyGetOrHead(req: IncomingMessage, res: ServerResponse, where: string, use = 'GET or HEAD') {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  res.setHeader('allow', 'GET, HEAD');
  throw new HttpError(405, `${req.method ?? 'This method'} is not allowed ${where}; use ${use}`);
}

/** Reads the request body, refusing more than `limit` bytes with a 413 that says `tooLarge`. */
export async function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge = `Request body too large (limit ${limit} bytes)`,
): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new HttpError(413, tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, tooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Who may read a service from a page on another origin:
 * - `public`: the host app and the listed partner origins with credentials, every other origin anonymously, as
 *   a CDN-fronted public API answers: `*`, no credentials, and a preflight that does not allow the Authorization
 *   header. Signed-in operations (a bearer token) are therefore possible only from the listed origins; the
 *   content API also refuses them outright (graphql).
 * - `media`: every origin, always anonymously, with the same headers whatever the request's Origin (none for a
 *   media element's own requests), and no `Vary: Origin`. A playlist or segment a page fetched ahead of a press
 *   (docs/widgets-loader.md, "Instant play") is then the same cache entry the media element asks for; with
 *   `Vary: Origin` the element's request, which carries no Origin, missed it and went to the network again.
 */
export type CorsPolicy = 'public' | 'media';

/** Headers a page may send; Authorization only from a listed origin. */
const PUBLIC_REQUEST_HEADERS =
  'content-type, x-app-name, x-app-platform, last-event-id, sentry-trace, baggage, range';

/** Response headers a page may read: the byte-range ones let a download resume where it stopped. */
const EXPOSED_HEADERS = 'content-length, content-type, content-range, accept-ranges';

/** Answers CORS for `policy`; true when it has answered the request (a preflight). */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
  policy: CorsPolicy,
): boolean {
  const origin = req.headers.origin;
  const listed = policy === 'public' && origin !== undefined && allowedOrigins.includes(origin);
  if (policy === 'public') res.setHeader('vary', 'Origin');
  if (policy === 'media' || origin !== undefined) {
    res.setHeader('access-control-allow-origin', listed ? origin : '*');
    if (listed) res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
  }
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader(
    'access-control-allow-headers',
    listed ? `${PUBLIC_REQUEST_HEADERS}, authorization` : PUBLIC_REQUEST_HEADERS,
  );
  res.setHeader('access-control-max-age', '600');
  res.writeHead(204);
  res.end();
  return true;
}
