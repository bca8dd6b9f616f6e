/**
 * A reuse grace for rotated refresh tokens, in front of the provider's token endpoint.
 *
 * Refresh tokens rotate (provider.ts) and the provider treats a second use of a rotated token as theft: it
 * answers `invalid_grant` and revokes the whole grant, so both new token pairs die. Two refreshes at once (two
 * tabs, or one network retry of a request whose answer was lost) then sign the listener out everywhere. Here a
 * refresh token presented again within `graceMs` of its first use gets the same answer as the first use, the
 * same new pair, without reaching the provider; a concurrent second request waits for the first one's answer.
 * Past the grace, the provider's rule applies unchanged. Only successful answers are replayed, and only while the
 * grant behind them is alive (`stillGranted`): a token revoked at sign-out revokes its grant, and from then on
 * the old token gets the provider's refusal at once, not the kept pair. A token is keyed by its SHA-256, so the
 * map holds no usable token. The answer is kept even when the first client left
 * before it came: that is the lost answer the retry is asking for again.
 */
import { createHash } from 'node:crypto';
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { PassThrough } from 'node:stream';
import { HttpError, readBody } from '../http/respond';

/** oidc-provider's own limit for a token request body. */
const MAX_BODY_BYTES = 56 * 1024;

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type Forward = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
/** Whether the tokens in a kept answer's body are still valid (not revoked with their grant, not expired). */
type StillGranted = (body: Buffer) => Promise<boolean>;

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

/**
 * A response with no socket behind it, which keeps what the provider writes. The provider (Koa) writes nothing
 * to a response whose socket is gone, and a client that gave up on its request (a page reloaded mid-refresh)
 * would leave us a 200 with no body to replay. This one is always writable, so the answer is kept whole.
 */
function keepingResponse(req: IncomingMessage): { res: ServerResponse; answer: Promise<Answer> } {
  const res = new ServerResponse(req);
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const answer = new Promise<Answer>((resolve) => {
    res.write = ((chunk: unknown) => {
      keep(chunk);
      return true;
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown) => {
      keep(chunk);
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      return res;
    }) as ServerResponse['end'];
  });
  return { res, answer };
}

/** Sends a kept answer, unless the client has gone. */
function send(res: ServerResponse, answer: Answer): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/**
 * Runs `forward` into a keeping response, sends its answer to `res` if the client is still there, and resolves
 * with the answer when it is a success, so the same answer can be sent again.
 */
async function forwardAndKeep(
  req: IncomingMessage,
  res: ServerResponse,
  forward: Forward,
): Promise<Answer | null> {
  const keeping = keepingResponse(req);
  await forward(req, keeping.res);
  const answer = await keeping.answer;
  send(res, answer);
  return answer.status === 200 ? answer : null;
}

export function createRefreshGrace(
  stillGranted: StillGranted,
  graceMs: number,
  now: () => number = Date.now,
) {
  const firstUses = new Map<string, { at: number; answer: Promise<Answer | null> }>();

  function prune(time: number) {
    for (const [key, use] of firstUses) {
      if (time - use.at < graceMs) break; // inserted in time order
      firstUses.delete(key);
    }
  }

  return async function tokenRequest(req: IncomingMessage, res: ServerResponse, forward: Forward) {
    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
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
      if (answer && (await stillGranted(answer.body))) {
        send(res, answer);
        return;
      }
      // The first use failed, or its grant was revoked since: the provider decides this one.
      firstUses.delete(key);
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
