/**
 * Play positions that could not reach the account because the network was gone (a download listened to
 * offline), kept on this device until the app next runs online with the same account signed in (docs/offline.md).
 *
 * - Per account: each account has its own key, `primedia-pending-positions:{sub}`, and only the signed-in
 *   account's key is ever read for sending, so one account's positions never go out under another's token.
 * - The newest per media: a later position replaces an earlier one of the same item.
 * - localStorage, not IndexedDB: the last save of a session happens as the page closes (page hide), and only a
 *   synchronous write is sure to finish before the page is gone.
 * - Stored text is input from outside: what does not read as positions is ignored with a console message and
 *   removed, never thrown. Entries older than MAX_AGE_MS are dropped, and at most MAX_ENTRIES are kept.
 */
import { CLOCK_SKEW_SECONDS } from '../../auth/constants';
import { safeStorage } from '../../safe-storage';

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
  if (typeof value !== 'object' || value === null) return false;
  const { seconds, at } = value as Record<string, unknown>;
  return (
    typeof seconds === 'number' &&
    Number.isFinite(seconds) &&
    seconds >= 0 &&
    typeof at === 'number' &&
    Number.isFinite(at) &&
    at > 0
  );
};

const VALID_MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;

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
    if (!VALID_MEDIA_ID.test(mediaId) || !isPosition(entry)) skipped++;
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
  if (!VALID_MEDIA_ID.test(mediaId) || !Number.isFinite(seconds) || seconds < 0) return;
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
