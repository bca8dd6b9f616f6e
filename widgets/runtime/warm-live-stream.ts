/**
 * The embed loader's first step towards a live play (issue 19): as soon as a live player nears the viewport it
 * asks the catalog for the station's stream and reads the stream's ladder, while the player's code is still on
 * its way. Both answers are cacheable (the catalog's for a free stream, the ladder of a live stream), so when
 * the player asks for them (src/core/player/prime-live-stream.ts) the browser answers from its cache: on mobile
 * data that takes two round trips off the press. Once per stream per page; nothing here plays.
 */
import { serviceConfig } from '../../src/core/config';
import { resolveMedia } from '../../src/core/player/catalog';
import { shared } from '../../src/core/store-registry';

const warmed = shared('embed-warmed-streams', () => new Set<string>());

export function warmLiveStream(mediaId: string): void {
  if (warmed.has(mediaId)) return;
  warmed.add(mediaId);
  resolveMedia(mediaId, serviceConfig)
    .then(async (result) => {
      if (!result.ok || !result.media.isLive || result.media.premium) return;
      const ladder = await fetch(result.media.src, { priority: 'low' });
      await ladder.arrayBuffer(); // read to the end, so the browser keeps it
    })
    .catch(() => warmed.delete(mediaId)); // the player asks again by itself
}
