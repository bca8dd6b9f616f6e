/**
 * The error sink: a local stand-in for the error-reporting service (Sentry).
 *
 *   POST /api/{projectId}/envelope/?sentry_key=public   what @sentry/browser sends for the local DSN
 *   GET  /sink/envelopes                                 everything received, oldest first (tests read this)
 *   DELETE /sink/envelopes                               forget everything
 *
 * Envelopes are kept in memory (the newest 2,000) and appended to <dataDir>/sink/envelopes.ndjson so a
 * developer can read what the app reported. The DSN is http://public@127.0.0.1:4000/1.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PlatformConfig } from '../config';
import { readBody, sendError, sendJson } from '../http/respond';
import type { PlatformModule } from '../platform';
import { EnvelopeError, parseEnvelope, type Envelope } from './envelope';

export const SINK_PROJECT_ID = '1';
export const SINK_PUBLIC_KEY = 'public';
const MAX_KEPT = 2_000;
const MAX_ENVELOPE_BYTES = 5 * 1024 * 1024; // replay recordings are large

export interface ReceivedEnvelope extends Envelope {
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
  const received: ReceivedEnvelope[] = [];
  const logFile = path.join(deps.config.dataDir, 'sink', 'envelopes.ndjson');

  return {
    async handler(req, res, url) {
      if (url.pathname === '/sink/envelopes') {
        if (req.method === 'GET') return sendJson(res, 200, received);
        if (req.method === 'DELETE') {
          received.length = 0;
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
      const body = await readBody(req, MAX_ENVELOPE_BYTES);
      let envelope: Envelope;
      try {
        envelope = parseEnvelope(body);
      } catch (error) {
        if (error instanceof EnvelopeError) return sendError(res, 400, `Bad envelope: ${error.message}`);
        throw error;
      }
      const record: ReceivedEnvelope = {
        ...envelope,
        receivedAt: new Date().toISOString(),
        url: url.pathname + url.search,
      };
      received.push(record);
      if (received.length > MAX_KEPT) received.splice(0, received.length - MAX_KEPT);
      fs.mkdirSync(path.dirname(logFile), { recursive: true });
      fs.appendFile(logFile, `${JSON.stringify(record)}\n`, (error) => {
        if (error) console.warn(`[primedia] error sink could not append to its log: ${error.message}`);
      });
      const eventId = typeof envelope.header.event_id === 'string' ? envelope.header.event_id : null;
      sendJson(res, 200, { id: eventId });
    },
  };
}
