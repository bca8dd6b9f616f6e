import type { DownloadRequest } from '../../../core/downloads/manager';
import type { PlayableItem } from '../../../ui/content/play-content-button';

/** What the downloads list keeps about a playable item (src/core/downloads). */
export function downloadOf(playable: PlayableItem, path: string): DownloadRequest {
  return {
    mediaId: playable.mediaId,
    title: playable.title,
    stationName: playable.stationName,
    imageUrl: playable.imageUrl || null,
    path,
    type: playable.type,
    premium: playable.premium === true,
    durationSeconds: playable.duration ?? null,
  };
}
