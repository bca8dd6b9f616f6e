/**
 * The first step towards a live play (issue 19): as soon as a live player nears the viewport, the stream's
 * catalog answer and its ladder (multivariant playlist) are asked for, while the player's code is still on its
 * way. Both are cacheable (the catalog's answer for a free stream; the ladder of a live stream), so the
 * engine's own requests are answered from the browser's cache: on mobile data that takes round trips off the
 * press. A preconnect opens the media origin when it is not the platform's (a CDN in production).
 *
 * Small and free of the player, so the embed loader runs it before the player's chunk arrives
 * (widgets/build/vite.config.ts keeps it in embed.js); the player's ./prime-live-stream.ts calls it with the
 * answer it keeps, so the catalog is asked once. Once per stream per page; nothing here plays.
 */
import { serviceConfig } from '../config';
import { shared } from '../store-registry';
import { resolveMedia, type CatalogResult } from './catalog';

/** A live stream's ladder as read: where it came from (relative URIs resolve against it) and its text. */
export interface LiveLadder {
  src: string;
  text: string;
}

const ladders = shared('live-ladders', () => new Map<string, Promise<LiveLadder>>());

function preconnect(src: string) {
  const origin = new URL(src).origin;
  if (origin === new URL(serviceConfig.platformUrl).origin || origin === location.origin) return;
  if (document.head.querySelector(`link[rel="preconnect"][href="${CSS.escape(origin)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/** `answer`: the catalog's answer when the caller already asked for it. */
export function warmLiveStream(mediaId: string, answer?: Promise<CatalogResult | null>): void {
  liveLadder(mediaId, answer).catch(() => undefined);
}

/**
 * The stream's ladder: asked for once per page (again after a failure, by a later call or the press itself).
 * Rejects for a stream that is not a free live one.
 */
export function liveLadder(mediaId: string, answer?: Promise<CatalogResult | null>): Promise<LiveLadder> {
  const known = ladders.get(mediaId);
  if (known) return known;
  const ladder = (answer ?? resolveMedia(mediaId, serviceConfig)).then(async (result) => {
    if (!result?.ok || !result.media.isLive || result.media.premium) throw new Error('no free live stream');
    preconnect(result.media.src);
    const response = await fetch(result.media.src, { priority: 'low' });
    if (!response.ok) throw new Error(`ladder answered ${response.status}`);
    // Read to the end, so the browser keeps it.
    return { src: response.url || result.media.src, text: await response.text() };
  });
  ladders.set(mediaId, ladder);
  ladder.catch(() => ladders.delete(mediaId));
  return ladder;
}
