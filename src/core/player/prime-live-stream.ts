/**
 * Asks, before any press, for what starting a live stream needs from the network (issue 19): the catalog's
 * answer (kept in ./primed-catalog.ts, which the play then uses) and the stream's multivariant playlist (the
 * origin lets the browser cache it, so the engine's own request for it is answered from the cache), with a
 * preconnect to the media origin when it is not the platform's. Small and free of the player, so the embed
 * loader calls it as soon as it sees a live player, in parallel with fetching the player's code.
 */
import { serviceConfig } from '../config';
import { shared } from '../store-registry';
import { resolveMedia } from './catalog';
import { primeCatalog, primedAnswer } from './primed-catalog';

const warmed = shared('warmed-live-streams', () => new Set<string>());

/** A preconnect to the media origin when it is not the platform's own (a CDN in production). */
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

async function warm(mediaId: string) {
  const answer = await primedAnswer(mediaId);
  if (!answer?.ok) throw new Error('no stream');
  preconnect(answer.media.src);
  // Read to the end, so the browser keeps it for the engine's own request.
  const playlist = await fetch(answer.media.src, { priority: 'low' });
  await playlist.arrayBuffer();
}

/** Once per stream per page; a failure is forgotten, so a later call (or the press itself) asks again. */
export function primeLiveStream(mediaId: string): void {
  primeCatalog(mediaId, (id) => resolveMedia(id, serviceConfig));
  if (warmed.has(mediaId)) return;
  warmed.add(mediaId);
  warm(mediaId).catch(() => warmed.delete(mediaId));
}
