/**
 * A press on a live player is coming (pointer down) or has just landed: ask now for the first rung's playlist
 * and then, together, the two segments the start waits for, instead of a round trip each on mobile data when
 * the engine walks ladder -> playlist -> segment -> segment. Segments are immutable and served without `Vary`
 * (server/http/respond.ts), so the element's own request hits the same cache entry. No more than two: on a slow
 * connection every other segment shares the bandwidth with them. In the embed loader, so it stays small.
 */
import { shared } from '../../store-registry';
import { chooseEngineKind, type EngineKind } from '../engines/engine-kind';
import { keepPrefetchedPlaylist } from './prefetched-playlists';
import { liveLadder } from './warm-live-stream';

/** A live start plays from this many segments before the end of the window (../engines/hlsjs-engine.ts sync count). */
export const LIVE_START_FROM_END = 3;

/** After this long the window has moved on by several segments: a new press asks again. */
const FRESH_MS = 6_000;

const asked = shared('prefetched-live-starts', () => new Map<string, number>());

/** A playlist's http(s) media URIs, resolved against it; none from a reply that is not a playlist. */
export function playlistUris(text: string, base: string): string[] {
  if (!text.trimStart().startsWith('#EXTM3U')) return [];
  const uris: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    try {
      const url = new URL(line, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') uris.push(url.href);
    } catch {
      // not a URI: skipped
    }
  }
  return uris;
}

/**
 * The segment a live start plays first, LIVE_START_FROM_END behind the edge, and the next: the engine arrives
 * after the press, when the window may have moved on by one.
 */
export function startSegments(window: readonly string[]): string[] {
  const start = Math.max(0, window.length - LIVE_START_FROM_END);
  return window.slice(start, start + 2);
}

/**
 * Always from the platform. `cache`: 'no-store' (the default) keeps no copy, which nothing could use for an
 * on-demand or catch-up playlist the platform marks no-cache; a live press asks 'no-cache', which keeps its read:
 * the platform lets a live playlist be kept for one segment's length (server/media/index.ts), so a native
 * element that asks for the same playlist after the press finds this read instead of waiting a round trip.
 */
export async function readPlaylist(url: string, cache: RequestCache = 'no-store'): Promise<string> {
  const response = await fetch(url, { priority: 'high', cache });
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return response.text();
}

interface PrefetchOptions {
  now?: () => number;
  /** The engine that will play: the page's own choice unless a test says. */
  engine?: () => EngineKind;
}

/**
 * What a native start asks for when the window moved on by one segment between the page's read and the
 * element's, a few hundred milliseconds later when the player's code arrives after the press
 * (src/app/press-prefetch.ts): the segment after those read. hls.js starts from the page's own read: none.
 */
export function nextWindowSegments(window: readonly string[], engine: EngineKind): string[] {
  if (engine !== 'native') return [];
  const read = startSegments(window);
  // The next window: this one without its first segment, and a newer one (not known yet) at its end.
  return startSegments([...window.slice(1), '']).filter(
    (segment) => segment !== '' && !read.includes(segment),
  );
}

/** Reads a segment to the end, so the browser keeps it. */
export const readSegment = (segment: string): Promise<ArrayBuffer> =>
  fetch(segment, { priority: 'high' }).then((response) => response.arrayBuffer());

/** The window read (its segments' URIs) once the start's segments are here; nothing when fresh or failed. */
export function prefetchLiveStart(
  mediaId: string,
  { now = Date.now, engine = () => chooseEngineKind(document.createElement('video')) }: PrefetchOptions = {},
): Promise<string[] | void> {
  const last = asked.get(mediaId);
  if (last !== undefined && now() - last < FRESH_MS) return Promise.resolve();
  asked.set(mediaId, now());
  return liveLadder(mediaId)
    .then(async ({ src, text }) => {
      const rung = playlistUris(text, src)[0];
      if (!rung) return;
      const kind = engine();
      const reading = readPlaylist(rung, 'no-cache');
      // hls.js starts from this read instead of asking again (./prefetched-playlists.ts).
      if (kind === 'hlsjs') keepPrefetchedPlaylist(rung, reading, now);
      const window = playlistUris(await reading, rung);
      await Promise.all(startSegments(window).map(readSegment));
      return window;
    })
    .catch(() => void asked.delete(mediaId)); // a later press asks again
}
