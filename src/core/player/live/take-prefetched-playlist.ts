/**
 * Hands hls.js (../engines/playlist-hand-over.ts) a playlist read ahead of it (./prefetched-playlists.ts), once:
 * a live press's rung, or an on-demand start's ladder and rung (../engines/engines.ts). A live copy younger than
 * its target duration is as fresh as a client's own reload would leave it (RFC 8216 6.3.4), so hls.js starts
 * where it would have. Not in hls.js's chunk, which imports nothing (the single-file build fetches it on its own).
 */
import { keptPlaylists } from './prefetched-playlists';

/**
 * The kept read of `url`, once it has finished, with its age in seconds if it is still fresh (else null);
 * undefined when no read was kept. It is forgotten either way.
 */
export function takePrefetchedPlaylist(
  url: string,
  now: () => number = Date.now,
): Promise<{ text: string; ageSeconds: number } | null> | undefined {
  const kept = keptPlaylists();
  const read = kept.get(url);
  if (!read) return undefined;
  kept.delete(url);
  return read.then((copy) => {
    if (!copy) return null;
    const age = now() - copy.at;
    // A ladder or a finished (on-demand) playlist does not change: it was read for the load that takes it.
    // Anything else without a target duration is not a playlist: never fresh.
    const unchanging = /^#EXT-X-(?:STREAM-INF|ENDLIST)/m.test(copy.text);
    const target = Number(/^#EXT-X-TARGETDURATION:(\d+(?:\.\d+)?)\s*$/m.exec(copy.text)?.[1] ?? 0);
    const fresh = age >= 0 && (unchanging || age < target * 1000);
    return fresh ? { text: copy.text, ageSeconds: age / 1000 } : null;
  });
}
