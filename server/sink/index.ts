/**
 * The error sink: a local stand-in for the error-reporting service (Sentry).
 *
 *   POST /api/{projectId}/envelope/?sentry_key=public   what @sentry/browser sends for the local DSN
 *   GET  /sink/envelopes                                 everything received, oldest first (tests read this)
 *   DELETE /sink/envelopes                               forget everything
 *
 * The read and clear endpoints exist only with SINK_TEST_HOOKS=1 (the browser tests' platform) and never answer
 * CORS (platform.ts), so no page on another origin can read what listeners' browsers reported or wipe it. Only
 * then are envelopes kept in memory (the newest 2,000, at most 32 MB). Every envelope is appended to
 * <dataDir>/sink/envelopes.ndjson, capped and rotated (log.ts), so a developer can read what the app reported.
 * An envelope over 1 MiB is refused with 413: Sentry rejects events over 1 MB decompressed (200 kB compressed),
 * and the SDK sends them uncompressed. The DSN is http://public@127.0.0.1:4000/1.
 *
 * The log keeps envelopes scrubbed (scrub.ts), with the app's own rules: any client can post here, not only ours.
 * The tests' in-memory copy keeps them as received, so the browser tests can check what the app itself sends.
 */
import path from 'node:path';
import type { PlatformConfig } from '../config';
import { readBody, sendError, sendJson } from '../http/respond';
import type { PlatformModule } from '../platform';
import { EnvelopeError, parseEnvelope, type Envelope } from './envelope';
import { RotatingLog } from './log';
import { scrubEnvelope } from './scrub';

const SINK_PROJECT_ID = '1';
const SINK_PUBLIC_KEY = 'public';
export const MAX_ENVELOPE_BYTES = 1024 * 1024;
export const LOG_MAX_BYTES = 5 * 1024 * 1024;
const MAX_KEPT = 2_000;
const MAX_KEPT_BYTES = 32 * 1024 * 1024;

interface ReceivedEnvelope extends Envelope {
  receivedAt: string;
  /** The request URL as received, so tests can check nothing secret travelled in it. */
  url: string;
}

function keyFrom(url: URL, authHeader: string | undefined): string | null {
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  const match = /sentry_key=([^,\s]+)/.exec(authHeader ?? '');
  return match?.[1] ?? null;
}

export function createSink(deps: { config: PlatformConfig }): PlatformModule {
  const testHooks = process.env.SINK_TEST_HOOKS === '1';
  const kept: { record: ReceivedEnvelope; bytes: number }[] = [];
  let keptBytes = 0;
  const log = new RotatingLog(path.join(deps.config.dataDir, 'sink', 'envelopes.ndjson'), LOG_MAX_BYTES);

  function keep(record: ReceivedEnvelope, bytes: number) {
    kept.push({ record, bytes });
    keptBytes += bytes;
    while (kept.length > MAX_KEPT || keptBytes > MAX_KEPT_BYTES) keptBytes -= kept.shift()?.bytes ?? 0;
  }

  return {
    async handler(req, res, url) {
      if (url.pathname === '/sink/envelopes' && testHooks) {
        if (req.method === 'GET')
          return sendJson(
            res,
            200,
            kept.map((k) => k.record),
          );
        if (req.method === 'DELETE') {
          kept.length = 0;
          keptBytes = 0;
          return sendJson(res, 200, { cleared: true });
        }
        return sendError(res, 405, 'Use GET or DELETE');
      }
      const match = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname);
      if (!match) return sendError(res, 404, `No sink endpoint at ${url.pathname}`);
      if (req.method !== 'POST') return sendError(res, 405, 'Envelopes are sent with POST');
      if (match[1] !== SINK_PROJECT_ID) return sendError(res, 404, `Unknown project ${match[1]}`);
      const header = req.headers['x-sentry-auth'];
      if (keyFrom(url, Array.isArray(header) ? header[0] : header) !== SINK_PUBLIC_KEY) {
        return sendError(res, 403, 'Missing or wrong sentry_key');
      }
      const body = await readBody(
        req,
        MAX_ENVELOPE_BYTES,
        `Envelope too large: the sink accepts at most ${MAX_ENVELOPE_BYTES} bytes`,
      );
      let envelope: Envelope;
      try {
        envelope = parseEnvelope(body);
      } catch (error) {
        if (error instanceof EnvelopeError) return sendError(res, 400, `Bad envelope: ${error.message}`);
        throw error;
      }
      const scrubbed = scrubEnvelope(envelope);
      const received = { receivedAt: new Date().toISOString(), url: url.pathname + url.search };
      const line = `${JSON.stringify({ ...scrubbed, ...received })}\n`;
      // The tests' copy is the envelope as it arrived: they check what the app itself sends, which the sink's own
      // scrubbing would otherwise hide. Only memory holds it, and only under SINK_TEST_HOOKS.
      if (testHooks) keep({ ...envelope, ...received }, Buffer.byteLength(line));
      try {
        log.append(line);
      } catch (error) {
        console.warn(`[primedia] error sink could not append to its log: ${String(error)}`);
      }
      const eventId = typeof envelope.header.event_id === 'string' ? envelope.header.event_id : null;
      sendJson(res, 200, { id: eventId });
    },
  };
}
