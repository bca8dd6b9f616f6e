/**
 * As soon as a live player nears the viewport, the stream's catalog answer and its ladder are asked for side by
 * side while the player's code is on its way; both are cacheable, so the engine's own requests find them in the
 * browser's cache. A preconnect opens a media origin that is not the platform's. Small and free of the player:
 * the embed loader runs it. Once per stream per page; nothing here plays.
 */
import { serviceConfig } from '../../config';
import { shared } from '../../store-registry';
import { expectedLadderUrl } from '../../stations/live-streams';
import { freeLiveSource } from '../catalog/catalog-source';
import { keepMediaTimings } from '../data-saver/keep-media-timings';

/** A live stream's ladder as read: where it came from (relative URIs resolve against it) and its text. */
export interface LiveLadder {
  src: string;
  text: string;
}

/** The page's reads of live ladders, by stream; a failed read is forgotten (see liveLadder). */
export const liveLadders = shared('live-ladders', () => new Map<string, Promise<LiveLadder>>());

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

/**
 * `source`: the stream's source when the caller already asked the catalog (null when it is not a free live
 * stream); without it, the catalog is asked here.
 */
export function warmLiveStream(mediaId: string, source?: Promise<string | null>): void {
  liveLadder(mediaId, source).catch(() => undefined);
}

async function readLadder(src: string): Promise<LiveLadder> {
  const response = await fetch(src, { priority: 'low' });
  if (!response.ok) throw new Error(`ladder answered ${response.status}`);
  // Read to the end, so the browser keeps it.
  return { src: response.url || src, text: await response.text() };
}

/**
 * The stream's ladder: asked for once per page (again after a failure, by a later call or the press itself).
 * A station's ladder is asked for at once, beside the catalog, where the media origin's naming says it is: the
 * catalog's answer then finds it read, a round trip sooner on mobile data. The answer decides: should it name
 * another source, that one is read. Rejects for a stream that is not a free live one.
 */
export function liveLadder(mediaId: string, source?: Promise<string | null>): Promise<LiveLadder> {
  const known = liveLadders.get(mediaId);
  if (known) return known;
  keepMediaTimings();
  const expected = expectedLadderUrl(mediaId);
  const early = expected ? readLadder(expected) : null;
  early?.catch(() => undefined); // unused when the catalog names another source
  const ladder = (source ?? freeLiveSource(mediaId, serviceConfig)).then((src) => {
    if (!src) throw new Error('no free live stream');
    preconnect(src);
    return early && src === expected ? early : readLadder(src);
  });
  liveLadders.set(mediaId, ladder);
  ladder.catch(() => liveLadders.delete(mediaId));
  return ladder;
}
