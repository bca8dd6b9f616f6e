/**
 * The page's one connection to the now-playing stream (docs/product.md, "Now playing": opened once at start-up; each message
 * replaces the now-playing data of all stations).
 *
 * Native EventSource gives up for good on a non-200 reply or a wrong content type (a 503 during a deploy),
 * and retries forever at a fixed pace otherwise (docs/design.md, "Now-playing failures"). So this client owns reconnection: on any
 * error it closes the source and opens a new one after a capped exponential backoff with jitter (1 s to 30 s),
 * passing the last event id itself (a new EventSource cannot set the Last-Event-ID header, so it goes in the
 * query). The server sends a `heartbeat` event every 15 s; 45 s of silence means a half-open connection and
 * a reconnect (docs/design.md, "Now-playing failures"). Coming back online, or a player whose stream plays again
 * after a reconnect (the platform is back), reconnects at once.
 */
import { validateNowPlaying, type NowPlayingInfo } from './message';

const BACKOFF_MIN_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
export const SILENCE_LIMIT_MS = 45_000;

/** The part of EventSource this client uses, so tests can drive it. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: 'heartbeat', listener: () => void): void;
  close(): void;
}

export interface NowPlayingClientOptions {
  url: string;
  onInfos(infos: NowPlayingInfo[]): void;
  onProblem(message: string): void;
  createSource?: (url: string) => EventSourceLike;
  random?: () => number;
}

export interface NowPlayingClient {
  stop(): void;
  /** Reconnects at once if a reconnect is waiting (the platform is known to be back). */
  reconnectNow(): void;
  /** Connections opened so far (the first included). */
  readonly connections: number;
}

/** Delay before reconnect attempt `attempt` (0-based): doubling from 1 s, capped at 30 s, with equal jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function withLastEventId(url: string, lastEventId: string | null): string {
  if (!lastEventId) return url;
  const parsed = new URL(url, globalThis.location?.href ?? 'http://localhost/');
  parsed.searchParams.set('lastEventId', lastEventId);
  return parsed.toString();
}

export function createNowPlayingClient(options: NowPlayingClientOptions): NowPlayingClient {
  const createSource = options.createSource ?? ((url: string) => new EventSource(url) as EventSourceLike);
  const random = options.random ?? Math.random;
  let source: EventSourceLike | null = null;
  let lastEventId: string | null = null;
  let attempt = 0;
  let connections = 0;
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;

  const armSilenceWatch = () => {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => reconnect('no message or heartbeat for 45 s'), SILENCE_LIMIT_MS);
  };

  function connect() {
    if (stopped) return;
    connections++;
    const current = createSource(withLastEventId(options.url, lastEventId));
    source = current;
    armSilenceWatch();
    current.onopen = () => armSilenceWatch();
    current.addEventListener('heartbeat', () => {
      if (source === current) armSilenceWatch();
    });
    current.onmessage = (event) => {
      if (source !== current) return; // a late event from a source we already replaced
      armSilenceWatch();
      attempt = 0;
      const result = validateNowPlaying(event.data);
      if (!result.ok) {
        options.onProblem(`dropped a now-playing message: ${result.reason}`);
        return;
      }
      // Only a valid message moves the resume point, so a bad one is sent again after a reconnect.
      if (event.lastEventId && /^\d{1,12}$/.test(event.lastEventId)) lastEventId = event.lastEventId;
      options.onInfos(result.infos);
    };
    current.onerror = () => {
      if (source === current) reconnect('stream error');
    };
  }

  function reconnect(reason: string) {
    if (stopped) return;
    source?.close();
    source = null;
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = null;
    if (reconnectTimer) return;
    const delay = backoffDelay(attempt++, random);
    if (attempt > 1)
      options.onProblem(`now-playing ${reason}; reconnecting in ${delay} ms (attempt ${attempt})`);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  }

  const reconnectNow = () => {
    if (!reconnectTimer) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = null;
    connect();
  };
  globalThis.addEventListener?.('online', reconnectNow);

  connect();

  return {
    get connections() {
      return connections;
    },
    reconnectNow,
    stop() {
      stopped = true;
      source?.close();
      source = null;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (silenceTimer) clearTimeout(silenceTimer);
      globalThis.removeEventListener?.('online', reconnectNow);
    },
  };
}
