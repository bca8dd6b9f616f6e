/**
 * The page's volume and mute as the player needs them to start playback: the shared store and the one call
 * that puts them on the media element. Kept apart from ./volume.ts (the changes, the stored value) so what a
 * page loads before its first play carries only this.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { shared } from '../../store-registry';

export interface Volume {
  /** 0 to 1. */
  level: number;
  muted: boolean;
}

export const DEFAULT_VOLUME: Volume = { level: 1, muted: false };

/** Written only by ./volume.ts. */
export const volumeAtom: WritableAtom<Volume> = shared('player-volume', () => atom<Volume>(DEFAULT_VOLUME));
/**
 * @alias The read-only view of volumeAtom: readers see it, only ./volume.ts writes.
 */
export const $volume: ReadableAtom<Volume> = volumeAtom;

/** Puts the volume on the media element; called on every change and before every play (loading unmutes). */
export function applyVolume(media: HTMLMediaElement | null): void {
  if (!media) return;
  const { level, muted } = volumeAtom.get();
  media.volume = level;
  media.muted = muted;
}
