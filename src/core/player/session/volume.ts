/**
 * The page's volume and mute, shared by every volume control (app mini player, widgets) and applied to the one
 * media element. The host app remembers them on this device (`rememberVolume`); widgets do not write to a
 * partner's storage, so on a partner page the volume lasts for the page. A stored value that is not a volume
 * is ignored: the listener gets full volume, never a crash or a silent player they cannot explain.
 */
import { rememberInStorage, safeStorage } from '../../safe-storage';
import { player } from '../controller';
import { applyVolume, volumeAtom, type Volume } from './volume-store';

export { $volume, DEFAULT_VOLUME, type Volume } from './volume-store';

export const VOLUME_STORAGE_KEY = 'primedia.volume';
/** One arrow-key step of the slider, in percent. */
export const VOLUME_STEP = 5;

const clampLevel = (level: number) => Math.min(1, Math.max(0, level));

/** Reads a stored volume; anything but `{ level: 0..1, muted: boolean }` is null. */
export function parseStoredVolume(raw: string | null): Volume | null {
  try {
    // Not an object (null, a number) reads no fields; `null` itself throws here.
    const { level, muted } = JSON.parse(raw ?? '') as Record<string, unknown>;
    const valid = typeof level === 'number' && level >= 0 && level <= 1 && typeof muted === 'boolean';
    return valid ? { level, muted } : null;
  } catch {
    return null;
  }
}

export function setVolume(next: Volume): void {
  const level = clampLevel(Number.isFinite(next.level) ? next.level : 1);
  volumeAtom.set({ level, muted: next.muted });
  applyVolume(player.media);
}

/** A slider move; raising the level while muted means the listener wants to hear it, so it unmutes. */
export function setVolumeLevel(level: number): void {
  const current = volumeAtom.get();
  setVolume({ level, muted: current.muted && level > current.level ? false : current.muted });
}

export function toggleMute(): void {
  const current = volumeAtom.get();
  // Unmuting a level of zero would still be silent: come back at a level that can be heard.
  if (current.muted || current.level === 0)
    setVolume({ level: current.level === 0 ? 0.5 : current.level, muted: false });
  else setVolume({ ...current, muted: true });
}

/** Restores the stored volume and saves every change from now on (host app only). */
export function rememberVolume(storage: Storage | null = safeStorage()): void {
  rememberInStorage(volumeAtom, storage, {
    key: VOLUME_STORAGE_KEY,
    parse: parseStoredVolume,
    serialise: (volume) => JSON.stringify(volume),
    restore: setVolume,
  });
}
