/**
 * The now-playing stream: one server-sent-events endpoint for all stations (GET /now-playing).
 *
 * - A new connection gets `retry` and the current state at once (listeners should not wait for the next song;
 *   see RELIABILITY.md 17), unless its Last-Event-ID says it already has exactly this state.
 * - One shared timer wakes at the next change of any station and sends the new state to every connection.
 * - A `heartbeat` event every 15 s keeps proxies from closing idle connections and lets clients detect
 *   half-open ones (a comment line would do for proxies, but EventSource never shows comments to the page).
 * - Last-Event-ID comes from the header (native reconnects) or the `lastEventId` query parameter (clients that
 *   recreate the EventSource themselves cannot set headers).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NowPlayingMessage } from '../../src/core/now-playing/message';
import type { PlatformConfig } from '../config';
import { sendError } from '../http/respond';
import type { PlatformModule } from '../platform';
import type { SeedCore } from '../seed/types';
import { createNowPlayingState } from './state';

export const HEARTBEAT_MS = 15_000;
export const RETRY_MS = 3_000;
/** A named event without an id, so it never moves the client's Last-Event-ID. */
export const HEARTBEAT_EVENT = 'event: heartbeat\ndata: {}\n\n';
const MAX_CONNECTIONS = 1_000;
/** Re-check the schedule at least this often, so a clock jump never leaves the stream silent for long. */
const MAX_TIMER_MS = 60_000;

export function formatEvent(message: NowPlayingMessage): string {
  return `id: ${message.version}\ndata: ${JSON.stringify(message)}\n\n`;
}

/** Parses a Last-Event-ID; returns null (and why) when it is absent or malformed. */
export function parseLastEventId(raw: string | null | undefined): { id: number | null; problem?: string } {
  if (raw === null || raw === undefined || raw === '') return { id: null };
  if (!/^\d{1,12}$/.test(raw)) return { id: null, problem: `malformed Last-Event-ID (${raw.length} chars)` };
  return { id: Number(raw) };
}

export function createNowPlaying(deps: { config: PlatformConfig; seed: SeedCore }): PlatformModule {
  const itemSeconds = Number(process.env.NOW_PLAYING_ITEM_SECONDS) || undefined;
  const state = createNowPlayingState(deps.seed, deps.config.publicUrl, { itemSeconds });
  const clients = new Set<ServerResponse>();
  let changeTimer: NodeJS.Timeout | null = null;
  let heartbeatTimer: NodeJS.Timeout | null = null;
  let lastSentVersion = -1;

  const now = () => Math.floor(Date.now() / 1000);

  function broadcast(chunk: string) {
    for (const res of clients) res.write(chunk);
  }

  function scheduleNextChange() {
    if (changeTimer) clearTimeout(changeTimer);
    changeTimer = null;
    if (clients.size === 0) return;
    const delay = Math.min(
      MAX_TIMER_MS,
      Math.max(250, state.nextChangeAfter(now()) * 1000 - Date.now() + 50),
    );
    changeTimer = setTimeout(() => {
      const message = state.messageAt(now());
      if (message.version !== lastSentVersion) {
        lastSentVersion = message.version;
        broadcast(formatEvent(message));
      }
      scheduleNextChange();
    }, delay);
  }

  function startTimers() {
    if (!heartbeatTimer) heartbeatTimer = setInterval(() => broadcast(HEARTBEAT_EVENT), HEARTBEAT_MS);
    if (!changeTimer) scheduleNextChange();
  }

  function stopTimersIfIdle() {
    if (clients.size > 0) return;
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    if (changeTimer) clearTimeout(changeTimer);
    heartbeatTimer = null;
    changeTimer = null;
  }

  function handler(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname !== '/now-playing') return sendError(res, 404, `No stream at ${url.pathname}`);
    if (req.method !== 'GET') return sendError(res, 405, 'The now-playing stream only answers GET');
    if (clients.size >= MAX_CONNECTIONS)
      return sendError(res, 503, 'Too many now-playing connections; retry later');

    const header = req.headers['last-event-id'];
    const { id: lastEventId, problem } = parseLastEventId(
      (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('lastEventId'),
    );
    if (problem) console.warn(`[primedia] now-playing: ignored a ${problem}`);

    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n\n`);
    const current = state.messageAt(now());
    if (lastEventId !== current.version) res.write(formatEvent(current));
    lastSentVersion = Math.max(lastSentVersion, current.version);

    clients.add(res);
    startTimers();
    const drop = () => {
      clients.delete(res);
      stopTimersIfIdle();
    };
    req.on('close', drop);
    res.on('error', drop);
  }

  return {
    handler,
    close() {
      for (const res of clients) res.end();
      clients.clear();
      stopTimersIfIdle();
    },
  };
}
