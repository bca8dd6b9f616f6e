/**
 * One on-demand item the player can start from a list, the queue or a "Continue listening" card, and how it
 * starts: Audiostar+ items go through the walls (src/core/protected.ts), so anonymous listeners meet the
 * registration wall and free listeners the paywall, never a refused stream.
 */
import { playMedia } from '../player/controller';
import type { InitiatedType } from '../player/state';
import { runPremium } from '../protected';

export interface PlayableItem {
  mediaId: string;
  type: InitiatedType;
  title: string;
  /** Station display name for the player's audio info. */
  stationName: string;
  imageUrl: string;
  duration?: number | null;
  premium?: boolean;
  /** The item's own page, for sharing a moment of it. */
  pageUrl?: string;
}

/**
 * Starts the item (at `startAt` seconds when given), through the walls when it is premium; `starting` runs just
 * before playback is asked for (not when a wall opens instead). Returns whether playback was asked for.
 */
export function playItem(
  item: PlayableItem,
  origin: string,
  starting?: () => void,
  startAt?: number,
): boolean {
  const start = () => {
    starting?.();
    void playMedia({
      mediaId: item.mediaId,
      type: item.type,
      audio: { title: item.title, station: item.stationName, imageUrl: item.imageUrl },
      station: null, // on-demand: no live station
      duration: item.duration ?? null,
      origin,
      pageUrl: item.pageUrl,
      startAt,
    });
  };
  if (item.premium) return runPremium(start);
  start();
  return true;
}
