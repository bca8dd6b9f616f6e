/** For the player's unit tests: the catalog's answer for a free live stream, with whatever a test changes. */
import type { CatalogResult, ResolvedMedia } from './catalog';

export const liveCatalogAnswer = (
  over: Partial<ResolvedMedia> = {},
): Extract<CatalogResult, { ok: true }> => ({
  ok: true,
  media: {
    mediaId: 'm',
    src: 'https://media.example/live/702/index.m3u8',
    name: '702',
    durationSeconds: null,
    poster: null,
    isLive: true,
    premium: false,
    catchUp: null,
    ...over,
  },
});
