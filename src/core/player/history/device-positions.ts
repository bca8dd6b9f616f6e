/**
 * Where an anonymous listener left on-demand media, kept on this device for the "Resume where I left off"
 * setting (signed-in listeners have ./history.ts). It watches the player's store rather than the verbs, and
 * loads the verbs only to seek, so the app can start it before anything plays without loading the player.
 */
import { $session } from '../../auth/session';
import { $playbackPreferences } from '../../personal/playback-preferences';
import { safeStorage } from '../../safe-storage';
import { $player } from '../store';

export const DEVICE_POSITIONS_KEY = 'primedia.device-positions';
/** The most recent items kept; older ones give way so the stored text stays small. */
const KEEP = 50;
const WRITE_EVERY_SECONDS = 5;
/** So near the end the item counts as finished: the next play starts from the beginning. */
const FINISHED_SECONDS = 10;

type Positions = Record<string, number>;

export function parseDevicePositions(stored: string | null): Positions {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

function read(storage: Storage): Positions {
  try {
    return parseDevicePositions(storage.getItem(DEVICE_POSITIONS_KEY));
  } catch {
    return {};
  }
}

function write(storage: Storage, mediaId: string, seconds: number): void {
  const { [mediaId]: _old, ...others } = read(storage);
  // Newest last; JSON keeps the insertion order, so the oldest are the first to go.
  const kept = Object.entries(others).slice(-(KEEP - 1));
  try {
    storage.setItem(DEVICE_POSITIONS_KEY, JSON.stringify(Object.fromEntries([...kept, [mediaId, seconds]])));
  } catch {
    // Full or blocked: this play still goes on.
  }
}

let kept = false;

export function keepDevicePositions(storage: Storage | null = safeStorage()): void {
  if (kept || !storage) return;
  kept = true;
  let resumed: string | null = null;
  let written = 0;
  $player.subscribe(({ media, isLive, catchUp }) => {
    if ($session.get().status === 'signed-in') return;
    const { id, duration, currentTime } = media;
    if (isLive || catchUp || !id || !duration) return;
    if (resumed !== id) {
      resumed = id;
      written = currentTime;
      const saved = read(storage)[id];
      const resume = $playbackPreferences.get().resumeOnDemand;
      // Only from the very start: a start the listener asked for (a time in a link) is theirs.
      if (resume && saved && currentTime < 1 && saved < duration - FINISHED_SECONDS) {
        const percent = (saved / duration) * 100;
        void import('../controller').then((player) => {
          if ($player.get().media.id === id) player.seekToPercent(percent);
        });
      }
      return;
    }
    if (Math.abs(currentTime - written) < WRITE_EVERY_SECONDS) return;
    written = currentTime;
    write(storage, id, currentTime >= duration - FINISHED_SECONDS ? 0 : currentTime);
  });
}
