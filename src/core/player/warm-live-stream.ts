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

const warmed = shared('warmed-live-streams', () => new Set<string>());

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
export function warmLiveStream(
  mediaId: string,
  answer: Promise<CatalogResult | null> = resolveMedia(mediaId, serviceConfig),
): void {
  if (warmed.has(mediaId)) return;
  warmed.add(mediaId);
  answer
    .then(async (result) => {
      if (!result?.ok || !result.media.isLive || result.media.premium) throw new Error('no free live stream');
      preconnect(result.media.src);
      const ladder = await fetch(result.media.src, { priority: 'low' });
      await ladder.arrayBuffer(); // read to the end, so the browser keeps it
    })
    .catch(() => warmed.delete(mediaId)); // a later call, or the press itself, asks again
}
