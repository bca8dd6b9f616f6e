/**
 * A reuse grace for rotated refresh tokens, in front of the provider's token endpoint.
 *
 * Refresh tokens rotate (provider.ts) and the provider treats a second use of a rotated token as theft: it
 * answers `invalid_grant` and revokes the whole grant, so both new token pairs die. Two refreshes at once (two
 * tabs, or one network retry of a request whose answer was lost) then sign the listener out everywhere. Here a
 * refresh token presented again within `graceMs` of its first use gets the same answer as the first use, the
 * same new pair, without reaching the provider; a concurrent second request waits for the first one's answer.
 * Past the grace, the provider's rule applies unchanged. Only successful answers are replayed, and a token is
 * keyed by its SHA-256, so the map holds no usable token.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';

export const REFRESH_REUSE_GRACE_MS = 30_000;
/** oidc-provider's own limit for a token request body. */
const MAX_BODY_BYTES = 56 * 1024;

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Forward = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

async function readAll(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

/** The request again, as a fresh stream with the same head, for the provider to read the body itself. */
function replayOf(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new PassThrough();
  replay.end(body);
  return Object.assign(replay, {
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.url,
    originalUrl: (req as IncomingMessage & { originalUrl?: string }).originalUrl,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
    complete: true,
  }) as unknown as IncomingMessage;
}

/** Runs `forward` and keeps what it sent, so the same answer can be sent again. */
async function forwardAndKeep(
  req: IncomingMessage,
  res: ServerResponse,
  forward: Forward,
): Promise<Answer | null> {
  let body: Buffer = Buffer.alloc(0);
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) body = Buffer.from(chunk);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  await forward(req, res);
  return res.statusCode === 200 ? { status: 200, headers: res.getHeaders(), body } : null;
}

export function createRefreshGrace(graceMs = REFRESH_REUSE_GRACE_MS, now: () => number = Date.now) {
  const firstUses = new Map<string, { at: number; answer: Promise<Answer | null> }>();

  function prune(time: number) {
    for (const [key, use] of firstUses) {
      if (time - use.at < graceMs) break; // inserted in time order
      firstUses.delete(key);
    }
  }

  return async function tokenRequest(req: IncomingMessage, res: ServerResponse, forward: Forward) {
    const body = await readAll(req);
    if (body === null) {
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_request', error_description: 'request body too large' }));
      return;
    }
    const form = new URLSearchParams(body.toString('utf8'));
    const token = form.get('refresh_token');
    if (form.get('grant_type') !== 'refresh_token' || !token) return forward(replayOf(req, body), res);

    const time = now();
    prune(time);
    const key = createHash('sha256').update(token).digest('hex');
    const earlier = firstUses.get(key);
    if (earlier) {
      const answer = await earlier.answer;
      if (answer) {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
        return;
      }
      // The first use failed: nothing to replay, so the provider decides this one too.
      return forward(replayOf(req, body), res);
    }
    const running = forwardAndKeep(replayOf(req, body), res, forward);
    firstUses.set(key, { at: time, answer: running.catch(() => null) });
    try {
      if (!(await running)) firstUses.delete(key);
    } catch (error) {
      firstUses.delete(key);
      throw error;
    }
  };
}
