/**
 * A press on a live player is coming (pointer down) or has just landed: ask now for the start's playlist and
 * then, together, the two segments it waits for. The engine walks ladder -> playlist -> segment -> segment, a
 * round trip each on mobile data, and finds them in the browser's cache or on their way. Segments are immutable
 * and served without `Vary` (server/http/respond.ts), so the element's own request hits the same cache entry.
 *
 * Which segments: native HLS reads the window's first segment, then plays from three target durations behind
 * the live edge: those two. hls.js starts at that same segment but arrives after the press: that segment and
 * the next, since the window may have moved on by one. Not more: on a slow connection every other segment
 * shares the bandwidth with the ones the start waits for. The first rung, where both engines start.
 * Once per stream until the window moves on; a failure only loses the head start. Small: the embed loader keeps it.
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

/**
 * Media URIs of a playlist, resolved against it; only http(s) ones, and none from a reply that is not a
 * playlist (an error page from a proxy): a playlist is input from outside.
 */
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

/** The segments a live start on `engine` asks for first (see above). */
export function startSegments(window: readonly string[], engine: EngineKind): string[] {
  const start = Math.max(0, window.length - LIVE_START_FROM_END);
  const wanted = engine === 'native' ? [window[0], window[start]] : [window[start], window[start + 1]];
  return [...new Set(wanted)].filter((uri) => uri !== undefined);
}

/**
 * The rung's playlist is read for its segment list only, past the browser's cache: the engine's request for it
 * carries other headers (it is gzipped and varies on Accept-Encoding), so it could not use this copy, and
 * would wait for this request to finish writing the cache entry before going to the network itself.
 */
async function readPlaylist(url: string): Promise<string> {
  const response = await fetch(url, { priority: 'high', cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return response.text();
}

interface PrefetchOptions {
  now?: () => number;
  /** The engine that will play: the page's own choice unless a test says. */
  engine?: () => EngineKind;
}

/**
 * What a native start asks for first when the window has moved on by one segment between the page's read and
 * its own. Where the player's code arrives well after the press (the host app's press before hydration,
 * src/app/press-prefetch.ts), the element reads the playlist a few hundred milliseconds after the page did; the
 * window moves on every target duration (2 s), so about one such start in five sees the next window and would ask
 * for its two segments one after the other, a round trip each. Of these two, the second is the one played after
 * the start's in any case. hls.js starts from the page's own read (../engines/playlist-hand-over.ts): none.
 */
export function nextWindowSegments(window: readonly string[], engine: EngineKind): string[] {
  if (engine !== 'native') return [];
  const read = startSegments(window, engine);
  // The next window: this one without its first segment, and a newer one (not known yet) at its end.
  return startSegments([...window.slice(1), ''], engine).filter(
    (segment) => segment !== '' && !read.includes(segment),
  );
}

/** Reads a segment to the end, so the browser keeps it. */
export const readSegment = (segment: string): Promise<ArrayBuffer> =>
  fetch(segment, { priority: 'high' }).then((response) => response.arrayBuffer());

/**
 * Resolves with the window read (its segments' URIs) once the start's segments are here; with nothing when a
 * read for this stream is fresh already, or failed. The ladder is the one liveLadder has (or asks the catalog
 * for): a caller that knows it reads it first.
 */
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
      const reading = readPlaylist(rung);
      // hls.js starts from this read instead of asking again (./prefetched-playlists.ts).
      if (kind === 'hlsjs') keepPrefetchedPlaylist(rung, reading, now);
      const window = playlistUris(await reading, rung);
      await Promise.all(startSegments(window, kind).map(readSegment));
      return window;
    })
    .catch(() => void asked.delete(mediaId)); // a later press asks again
}
