/**
 * A live start's rung playlist, read by the press's prefetch (./prefetch-live-start.ts) and kept for hls.js:
 * asking again costs 150-300 ms on mobile data. Kept from the moment the read starts, so hls.js waits for a read
 * on its way rather than asking beside it. In the embed loader, so it only keeps; freshness is judged where it
 * is taken (./take-prefetched-playlist.ts).
 */
import { shared } from '../../store-registry';

export interface KeptPlaylist {
  text: string;
  /** When the read finished, epoch ms. */
  at: number;
}

/** The page's kept reads, by playlist URL; a failed read resolves to null. */
export const keptPlaylists = () =>
  shared('prefetched-playlists', () => new Map<string, Promise<KeptPlaylist | null>>());

/** A read not taken in this long is let go: hls.js takes its copy within seconds of the read, or never. */
const KEPT_MS = 30_000;

export function keepPrefetchedPlaylist(
  url: string,
  read: Promise<string>,
  now: () => number = Date.now,
): void {
  const kept = read.then(
    (text) => ({ text, at: now() }),
    () => null,
  );
  keptPlaylists().set(url, kept);
  setTimeout(() => keptPlaylists().get(url) === kept && keptPlaylists().delete(url), KEPT_MS);
}
