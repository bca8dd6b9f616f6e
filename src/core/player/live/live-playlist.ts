/**
 * Reads a live HLS media playlist for the player's own checks (docs/design.md, "Stream failures"): the media sequence tells
 * whether the stream still advances, whatever the engine says. hls.js's `fatal` flag for an unchanged playlist
 * cannot be trusted, and native HLS reports nothing at all, so the player asks the origin itself. A
 * multivariant source is followed to its lightest rung: the rungs share one timeline, and that one costs least.
 */
import { lightestVariant, parseMultivariant } from '../engines/multivariant';

export interface LivePlaylistInfo {
  mediaSequence: number;
  /** EXT-X-TARGETDURATION in seconds. */
  targetDuration: number;
}

/** The media sequence and target duration of a media playlist; null for anything else (a master playlist). */
export function parseLivePlaylist(text: string): LivePlaylistInfo | null {
  if (!text.startsWith('#EXTM3U')) return null;
  const sequence = /^#EXT-X-MEDIA-SEQUENCE:(\d+)\s*$/m.exec(text);
  const target = /^#EXT-X-TARGETDURATION:(\d+(?:\.\d+)?)\s*$/m.exec(text);
  if (!sequence?.[1] || !target?.[1]) return null;
  const targetDuration = Number(target[1]);
  if (!(targetDuration > 0)) return null;
  return { mediaSequence: Number(sequence[1]), targetDuration };
}

/** Fetches and reads the playlist at `src`; null when it cannot be fetched or read. */
export async function probeLivePlaylist(
  src: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<LivePlaylistInfo | null> {
  try {
    const response = await fetchImpl(src, { cache: 'no-store' });
    if (!response.ok) return null;
    const text = await response.text();
    const rung = lightestVariant(parseMultivariant(text, response.url || src));
    if (!rung) return parseLivePlaylist(text);
    const media = await fetchImpl(rung.url, { cache: 'no-store' });
    return media.ok ? parseLivePlaylist(await media.text()) : null;
  } catch {
    return null;
  }
}
