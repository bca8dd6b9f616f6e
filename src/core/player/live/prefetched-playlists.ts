/**
 * A live start's rung playlist, read by the press's prefetch (./prefetch-live-start.ts), kept for hls.js
 * (../engines/playlist-hand-over.ts): asking again is 150-300 ms on mobile data before the first segment can be asked
 * for. Kept from the moment the read starts, so hls.js waits for a read already on its way (when its code was
 * here before the press) rather than asking beside it. Native HLS cannot use it (the element makes its own
 * requests), so only hls.js starts keep one. The embed loader carries this module, so it only keeps; whether a
 * copy is still fresh is decided where it is taken.
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

export function keepPrefetchedPlaylist(
  url: string,
  read: Promise<string>,
  now: () => number = Date.now,
): void {
  keptPlaylists().set(
    url,
    read.then(
      (text) => ({ text, at: now() }),
      () => null,
    ),
  );
}
