/**
 * Each station's live stream as the catalog knows it (its media id), shipped with the code like the stations'
 * brand (station-brand.ts) so a live player can ask the catalog for its stream before the content API has
 * answered (docs/widgets-loader.md, "Instant play"): on mobile data that saves a round trip before the first sound. The content API's
 * getStationList stays the source of truth; where it names another stream, the player plays that one.
 */
import { serviceConfig } from '../config';
import type { StationId } from './station-ids';

export const LIVE_MEDIA_ID: Record<StationId, string> = {
  '702': 'live-702',
  '947': 'live-947',
  kfm: 'live-kfm',
  capetalk: 'live-capetalk',
};

/**
 * Where a station's live ladder is by the media origin's naming (server/catalog/playback.ts), for the live
 * streams that ship with the code; null for any other stream. The catalog's answer still decides which source
 * plays: this is what a page may read, or preload, before it has answered.
 */
export function expectedLadderUrl(mediaId: string): string | null {
  const station = Object.entries(LIVE_MEDIA_ID).find(([, id]) => id === mediaId)?.[0];
  return station ? `${serviceConfig.mediaUrl}/live/${encodeURIComponent(station)}/index.m3u8` : null;
}
