/**
 * The now-playing stream: one server-sent-events endpoint for all stations (GET /now-playing).
 *
 * - A new connection gets `retry` and the current state at once (listeners should not wait for the next song;
 *   see docs/design.md, "Now-playing failures"), unless its Last-Event-ID says it already has exactly this state.
 * - One shared timer wakes at the next change of any station and sends the new state to every connection that
 *   does not have it yet. Each connection remembers the version it was last sent: a connection that opens just
 *   after a change (and so already got the new state) must not stop the timer from telling everyone else.
 * - A `heartbeat` event every 15 s keeps proxies from closing idle connections and lets clients detect
 *   half-open ones (a comment line would do for proxies, but EventSource never shows comments to the page).
 * - Last-Event-ID comes from the header (native reconnects) or the `lastEventId` query parameter (clients that
 *   recreate the EventSource themselves cannot set headers).
 * - Limits (limits.ts): a few streams per client address and per IPv6 /64 (429 with Retry-After beyond), a
 *   global cap whose last slots only a network with no stream may take (503), and streams whose client stops
 *   reading are closed at the next heartbeat that finds them still backed up.
 * - Test hook (only with NOW_PLAYING_TEST_HOOKS=1, the browser tests' platform): POST /now-playing/test/advance
 *   moves the stream's clock to the next change, which the change timer then delivers as it delivers any other.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NowPlayingMessage } from '../../src/core/now-playing/message';
import type { PlatformConfig } from '../config';
import { sendError, sendJson } from '../http/respond';
import type { PlatformModule } from '../platform';
import type { SeedCore } from '../seed/types';
import { clientAddress } from '../http/client-address';
import { readStreamLimits, StreamSlots, type StreamLimits } from './limits';
import { SlowReaderWatch } from './slow-readers';
import { createNowPlayingState, nowPlayingOptionsFromEnv } from './state';

const HEARTBEAT_MS = 15_000;
const RETRY_MS = 3_000;
/** A named event without an id, so it never moves the client's Last-Event-ID. */
const HEARTBEAT_EVENT = 'event: heartbeat\ndata: {}\n\n';
const ADVANCE_PATH = '/now-playing/test/advance';
/** Re-check the schedule at least this often, so a clock jump never leaves the stream silent for long. */
const MAX_TIMER_MS = 60_000;
/** The change timer wakes this long after a change, so the clock has surely reached it. */
const CHANGE_GRACE_MS = 50;

export function formatEvent(message: NowPlayingMessage): string {
  return `id: ${message.version}\ndata: ${JSON.stringify(message)}\n\n`;
}

/** Parses a Last-Event-ID; returns null (and why) when it is absent or malformed. */
export function parseLastEventId(raw: string | null | undefined): { id: number | null; problem?: string } {
  if (raw === null || raw === undefined || raw === '') return { id: null };
  if (!/^\d{1,12}$/.test(raw)) return { id: null, problem: `malformed Last-Event-ID (${raw.length} chars)` };
  return { id: Number(raw) };
}

interface Client {
  address: string;
  /** The version this connection was last sent (or already had, by its Last-Event-ID). */
  version: number;
}

export function createNowPlaying(deps: {
  config: PlatformConfig;
  seed: SeedCore;
  limits?: StreamLimits;
}): PlatformModule {
  const testHooks = process.env.NOW_PLAYING_TEST_HOOKS === '1';
  const limits = deps.limits ?? readStreamLimits();
  const state = createNowPlayingState(deps.seed, deps.config.publicUrl, nowPlayingOptionsFromEnv());
  const clients = new Map<ServerResponse, Client>();
  const slots = new StreamSlots(limits);
  const slowReaders = new SlowReaderWatch<ServerResponse>(limits);
  let changeTimer: NodeJS.Timeout | null = null;
  let heartbeatTimer: NodeJS.Timeout | null = null;
  /** How far the test hook has moved the stream's clock ahead of the real one. */
  let clockOffsetMs = 0;

  const nowMs = () => Date.now() + clockOffsetMs;
  const now = () => Math.floor(nowMs() / 1000);

  function deliverChange() {
    const message = state.messageAt(now());
    let chunk: string | null = null;
    for (const [res, client] of clients) {
      if (client.version === message.version) continue;
      chunk ??= formatEvent(message);
      res.write(chunk);
      client.version = message.version;
    }
  }

  function scheduleNextChange(delayMs?: number) {
    if (changeTimer) clearTimeout(changeTimer);
    changeTimer = null;
    if (clients.size === 0) return;
    const delay =
      delayMs ??
      Math.min(MAX_TIMER_MS, Math.max(250, state.nextChangeAfter(now()) * 1000 - nowMs() + CHANGE_GRACE_MS));
    changeTimer = setTimeout(() => {
      deliverChange();
      scheduleNextChange();
    }, delay);
  }

  function heartbeat() {
    for (const res of slowReaders.sweep(clients.keys())) {
      console.warn(
        `[primedia] now-playing: closed a stream to ${clients.get(res)?.address} that stopped reading`,
      );
      res.destroy();
    }
    for (const res of clients.keys()) res.write(HEARTBEAT_EVENT);
  }

  function startTimers() {
    if (!heartbeatTimer) heartbeatTimer = setInterval(heartbeat, HEARTBEAT_MS);
    if (!changeTimer) scheduleNextChange();
  }

  function stopTimersIfIdle() {
    if (clients.size > 0) return;
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    if (changeTimer) clearTimeout(changeTimer);
    heartbeatTimer = null;
    changeTimer = null;
  }

  /**
   * Test hook: jump to the next change; the change timer delivers it after its usual grace. A change the timer
   * has not delivered yet (two jumps within the grace, as when a test asks back to back) is delivered first,
   * so each jump is a change every open stream receives, as it would be in real time.
   */
  function advance(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return sendError(res, 405, 'Use POST');
    deliverChange();
    const next = state.nextChangeAfter(now());
    clockOffsetMs += next * 1000 - nowMs();
    scheduleNextChange(CHANGE_GRACE_MS);
    sendJson(res, 200, { version: state.messageAt(now()).version, clockOffsetMs });
  }

  function handler(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (testHooks && url.pathname === ADVANCE_PATH) return advance(req, res);
    if (url.pathname !== '/now-playing') return sendError(res, 404, `No stream at ${url.pathname}`);
    if (req.method !== 'GET') return sendError(res, 405, 'The now-playing stream only answers GET');
    const address = clientAddress(req.socket.remoteAddress);
    const admission = slots.take(address);
    if (!admission.ok) {
      res.setHeader('retry-after', String(limits.retryAfterSeconds));
      return sendError(res, admission.status, admission.message);
    }

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

    clients.set(res, { address, version: current.version });
    startTimers();
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      clients.delete(res);
      slots.release(address);
      slowReaders.forget(res);
      stopTimersIfIdle();
    };
    req.on('close', drop);
    res.on('close', drop);
    res.on('error', drop);
  }

  return {
    handler,
    close() {
      for (const res of clients.keys()) res.end();
      clients.clear();
      stopTimersIfIdle();
    },
  };
}
