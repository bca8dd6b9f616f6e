/**
 * Play positions that could not reach the account because the network was gone, kept on this device until the
 * app next runs online with the same account signed in (docs/offline.md). One key per account, and only the
 * signed-in account's is read for sending, so no position goes out under another's token. localStorage, not
 * IndexedDB: the last save happens at page hide, when only a synchronous write is sure to finish. Stored text
 * is input from outside: what does not read as positions is dropped with a console message, never thrown.
 */
import { CLOCK_SKEW_SECONDS } from '../auth/constants';
import { safeStorage } from '../safe-storage';
import { isMediaId } from '../player/catalog/catalog-source';

interface PendingPosition {
  /** Where the listener stood, in seconds. */
  seconds: number;
  /** When it was reached (unix ms, this device's clock). */
  at: number;
}

/** By media id. */
export type PendingPositions = Record<string, PendingPosition>;

/** A play history entry as the platform returns it (getMediaPlayedHistory). */
export interface SavedEntry {
  video_id: string;
  /** Unix seconds of the platform's last update. */
  timestamp: number;
}

const KEY_PREFIX = 'primedia-pending-positions:';
export const MAX_ENTRIES = 50;
/** A position a month old is not worth putting over whatever the account has now. */
export const MAX_AGE_MS = 30 * 86_400_000;

export const pendingKeyFor = (sub: string) => `${KEY_PREFIX}${sub}`;

const isPosition = (value: unknown): value is PendingPosition => {
  const { seconds, at } = (value ?? {}) as Record<string, unknown>;
  return Number.isFinite(seconds) && Number.isFinite(at) && (seconds as number) >= 0 && (at as number) > 0;
};

function warn(message: string) {
  console.warn(`[primedia] ${message}`);
}

/**
 * The positions in a stored text: {} when there is none. Entries that are not positions, and entries too old,
 * are left out; a text that is not an object of them at all is ignored whole. Either way with a console message.
 */
export function parsePending(text: string | null, now = Date.now()): PendingPositions {
  if (text === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    warn('Ignoring the offline play positions kept on this device: they are not readable JSON.');
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    warn('Ignoring the offline play positions kept on this device: they are not a list of positions.');
    return {};
  }
  const positions: PendingPositions = {};
  let skipped = 0;
  for (const [mediaId, entry] of Object.entries(value)) {
    if (!isMediaId(mediaId) || !isPosition(entry)) skipped++;
    else if (now - entry.at <= MAX_AGE_MS) positions[mediaId] = { seconds: entry.seconds, at: entry.at };
  }
  if (skipped > 0) warn(`Ignoring ${skipped} unreadable offline play position(s) kept on this device.`);
  return positions;
}

/** `positions` with `mediaId` set to `position`, keeping the newest MAX_ENTRIES. */
function withPosition(
  positions: PendingPositions,
  mediaId: string,
  position: PendingPosition,
): PendingPositions {
  const next = { ...positions, [mediaId]: position };
  const newestFirst = Object.entries(next).sort(([, a], [, b]) => b.at - a.at);
  return Object.fromEntries(newestFirst.slice(0, MAX_ENTRIES));
}

/**
 * Which kept positions to send: all but those the platform already holds something newer for (saved from
 * another device after this one went offline), which are `superseded` and only to be forgotten.
 */
export function positionsToSend(
  positions: PendingPositions,
  saved: readonly SavedEntry[],
): { send: PendingPositions; superseded: PendingPositions } {
  const send: PendingPositions = {};
  const superseded: PendingPositions = {};
  for (const [mediaId, position] of Object.entries(positions)) {
    const newest = Math.max(
      -Infinity,
      ...saved.filter((e) => e.video_id === mediaId).map((e) => e.timestamp),
    );
    // The clocks may differ by the documented skew: the platform's position wins only when newer by more than it.
    if (newest > position.at / 1000 + CLOCK_SKEW_SECONDS) superseded[mediaId] = position;
    else send[mediaId] = position;
  }
  return { send, superseded };
}

/** The positions kept for account `sub` (invalid stored text is removed). */
export function readPending(sub: string, storage = safeStorage()): PendingPositions {
  let text: string | null;
  try {
    text = storage?.getItem(pendingKeyFor(sub)) ?? null;
  } catch {
    return {}; // blocked: nothing was kept either
  }
  const positions = parsePending(text);
  if (text !== null && Object.keys(positions).length === 0) remove(sub, storage);
  return positions;
}

export function hasPending(sub: string, storage = safeStorage()): boolean {
  return Object.keys(readPending(sub, storage)).length > 0;
}

function write(sub: string, positions: PendingPositions, storage: Storage | null) {
  if (Object.keys(positions).length === 0) return remove(sub, storage);
  try {
    storage?.setItem(pendingKeyFor(sub), JSON.stringify(positions));
  } catch {
    // Full or blocked: the position is lost, as it was before it was kept; playback goes on.
  }
}

function remove(sub: string, storage: Storage | null) {
  try {
    storage?.removeItem(pendingKeyFor(sub));
  } catch {
    // blocked: nothing to remove
  }
}

/** Keeps the position of `mediaId` reached by account `sub`, replacing an earlier one of the same media. */
export function keepPending(
  sub: string,
  mediaId: string,
  seconds: number,
  at = Date.now(),
  storage = safeStorage(),
): void {
  if (!isMediaId(mediaId) || !Number.isFinite(seconds) || seconds < 0) return;
  write(sub, withPosition(readPending(sub, storage), mediaId, { seconds, at }), storage);
}

/** Forgets positions of account `sub` that were sent (or superseded), unless a newer one was kept meanwhile. */
export function forgetPending(sub: string, done: PendingPositions, storage = safeStorage()): void {
  const positions = readPending(sub, storage);
  for (const [mediaId, position] of Object.entries(done)) {
    if (positions[mediaId]?.at === position.at) delete positions[mediaId];
  }
  write(sub, positions, storage);
}
