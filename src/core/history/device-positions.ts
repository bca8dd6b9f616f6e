/**
 * Where an anonymous listener left on-demand media, kept on this device, so the next play of the same media
 * starts there as the "Resume where I left off" setting promises, Explore's "Continue listening" can list
 * what was started and not finished, and lists can mark what was played (docs/player.md, "Up next"). A
 * signed-in listener's positions are kept by the account's play history (./history.ts), so this stands aside
 * for them. It watches the player's store rather than the verbs: when new media reports its length, a kept
 * position is sought to; while it plays, the position is written every few seconds. The verbs load only when
 * there is something to seek to, so the app can start this before anything plays without carrying the player
 * into its first load.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { $session } from '../auth/session';
import { $playbackPreferences } from '../personal/playback-preferences';
import { safeStorage } from '../safe-storage';
import { shared } from '../store-registry';
import { $player } from '../player/store';

export const DEVICE_POSITIONS_KEY = 'primedia.device-positions';
/** The most recent items kept; older ones give way so the stored text stays small. */
const KEEP = 50;
const WRITE_EVERY_SECONDS = 5;
/** So near the end the item counts as finished ("Played"): the next play starts from the beginning. */
export const FINISHED_SECONDS = 10;

/** One item's place, with what a "Continue listening" card shows of it (absent in older stored text). */
interface DevicePosition {
  seconds: number;
  duration: number | null;
  title: string;
  stationName: string;
  imageUrl: string;
  type: 'audio' | 'video';
}

type Positions = Record<string, DevicePosition>;

function positionOf(value: unknown): DevicePosition | null {
  const usable = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  // The first stored form was the bare number of seconds.
  if (usable(value))
    return { seconds: value, duration: null, title: '', stationName: '', imageUrl: '', type: 'audio' };
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!usable(v.seconds)) return null;
  const text = (n: unknown) => (typeof n === 'string' ? n : '');
  return {
    seconds: v.seconds,
    duration: usable(v.duration) ? v.duration : null,
    title: text(v.title),
    stationName: text(v.stationName),
    imageUrl: text(v.imageUrl),
    type: v.type === 'video' ? 'video' : 'audio',
  };
}

export function parseDevicePositions(stored: string | null): Positions {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).flatMap(([id, entry]) => {
        const position = positionOf(entry);
        return position ? [[id, position] as const] : [];
      }),
    );
  } catch {
    return {};
  }
}

/** Whether a kept position is the end of its item: played through. */
export const isFinished = ({ seconds, duration }: Pick<DevicePosition, 'seconds' | 'duration'>): boolean =>
  duration !== null && seconds >= duration - FINISHED_SECONDS;

function read(storage: Storage | null): Positions {
  try {
    return parseDevicePositions(storage?.getItem(DEVICE_POSITIONS_KEY) ?? null);
  } catch {
    return {};
  }
}

const positionsAtom = shared('device-positions', () => atom<Positions>(read(safeStorage())));

/** What a server renders and a page hydrates with: the kept positions arrive after hydration. */
export const SERVER_POSITIONS: Positions = {};

/** This device's kept positions, newest last. */
export const $devicePositions: ReadableAtom<Positions> = positionsAtom;

function write(storage: Storage, mediaId: string, position: DevicePosition): void {
  const { [mediaId]: _old, ...others } = read(storage);
  // Newest last; JSON keeps the insertion order, so the oldest are the first to go.
  const kept = Object.fromEntries([...Object.entries(others).slice(-(KEEP - 1)), [mediaId, position]]);
  positionsAtom.set(kept);
  try {
    storage.setItem(DEVICE_POSITIONS_KEY, JSON.stringify(kept));
  } catch {
    // Full or blocked: this play still goes on.
  }
}

let kept = false;

export function keepDevicePositions(storage: Storage | null = safeStorage()): void {
  if (kept || !storage) return;
  kept = true;
  positionsAtom.set(read(storage));
  let resumed: string | null = null;
  let written = 0;
  $player.subscribe(({ media, isLive, catchUp, audio, currentInitiated }) => {
    if ($session.get().status === 'signed-in') return;
    const { id, duration, currentTime } = media;
    if (isLive || catchUp || !id || !duration) return;
    if (resumed !== id) {
      resumed = id;
      written = currentTime;
      const saved = read(storage)[id];
      const resume = $playbackPreferences.get().resumeOnDemand;
      // Only from the very start: a start the listener asked for (a time in a link) is theirs.
      if (resume && saved && currentTime < 1 && !isFinished({ seconds: saved.seconds, duration })) {
        const percent = (saved.seconds / duration) * 100;
        void import('../player/controller').then((player) => {
          if ($player.get().media.id === id) player.seekToPercent(percent);
        });
      }
      return;
    }
    if (Math.abs(currentTime - written) < WRITE_EVERY_SECONDS && currentTime < duration - 1) return;
    if (currentTime === written) return;
    written = currentTime;
    write(storage, id, {
      seconds: Math.min(currentTime, duration),
      duration,
      title: audio?.title ?? '',
      stationName: audio?.station ?? '',
      imageUrl: audio?.imageUrl ?? '',
      type: currentInitiated === 'video' ? 'video' : 'audio',
    });
  });
}
