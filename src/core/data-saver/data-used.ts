/**
 * Data used (docs/data-saver.md): the bytes the player actually downloaded, this session and this month, per station and
 * per kind of listening, so a listener on prepaid data can see what listening costs. The player adds what the
 * browser reports for each media request (src/core/player/data-saver/media-bytes.ts); this module only keeps the sums.
 *
 * The host app keeps them on this device (`rememberDataUsed`): the month's in localStorage, reset when the South
 * African month changes, the session's in sessionStorage, so a reload does not zero it. Widgets keep them for
 * the page, as they do not write to a partner's storage. Stored values that are not byte counts are ignored.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { safeStorage } from '../safe-storage';
import { sastDay } from '../sast-day';
import { shared } from '../store-registry';

export type MediaKind = 'live' | 'on-demand' | 'video';

/** Bytes per "station|kind" key; station is the station's name as listeners see it, or "Other". */
export type ByteCounts = Record<string, number>;

export interface DataUsed {
  /** The South African month the month's counts belong to, e.g. "2026-11". */
  month: string;
  monthBytes: ByteCounts;
  sessionBytes: ByteCounts;
}

export const DATA_USED_STORAGE_KEY = 'primedia.data-used';
export const DATA_USED_SESSION_KEY = 'primedia.data-used.session';

export const monthOf = (ms: number) => sastDay(ms).slice(0, 7);

export const usageKey = (station: string, kind: MediaKind) => `${station || 'Other'}|${kind}`;

export function splitKey(key: string): { station: string; kind: MediaKind } {
  const [station = 'Other', kind = 'live'] = key.split('|');
  return { station, kind: kind as MediaKind };
}

const KINDS: readonly string[] = ['live', 'on-demand', 'video'];

/** Byte counts from stored JSON; anything that is not a record of whole, non-negative numbers is empty. */
export function parseByteCounts(value: unknown): ByteCounts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const counts: ByteCounts = {};
  for (const [key, bytes] of Object.entries(value as Record<string, unknown>)) {
    const [station, kind, extra] = key.split('|');
    if (!station || !kind || extra !== undefined || !KINDS.includes(kind) || station.length > 40) continue;
    if (typeof bytes !== 'number' || !Number.isSafeInteger(bytes) || bytes < 0) continue;
    counts[key] = bytes;
  }
  return counts;
}

export const totalBytes = (counts: ByteCounts) =>
  Object.values(counts).reduce((sum, bytes) => sum + bytes, 0);

const empty = (ms: number): DataUsed => ({ month: monthOf(ms), monthBytes: {}, sessionBytes: {} });

const store = shared('data-used', () => atom<DataUsed>(empty(Date.now())));

export const $dataUsed: ReadableAtom<DataUsed> = store;

/** Adds `bytes` downloaded for `key` now; a new month starts its count from zero. */
export function addDataUsed(key: string, bytes: number, nowMs = Date.now()): void {
  if (!(bytes > 0) || !Number.isFinite(bytes)) return;
  const current = store.get();
  const month = monthOf(nowMs);
  const monthBytes = current.month === month ? current.monthBytes : {};
  const whole = Math.round(bytes);
  store.set({
    month,
    monthBytes: { ...monthBytes, [key]: (monthBytes[key] ?? 0) + whole },
    sessionBytes: { ...current.sessionBytes, [key]: (current.sessionBytes[key] ?? 0) + whole },
  });
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null; // blocked storage or not JSON: start from zero
  }
}

/** Restores this device's counts and keeps every change (host app only, in the browser). */
export function rememberDataUsed(
  local: Storage | null = safeStorage('localStorage'),
  session: Storage | null = safeStorage('sessionStorage'),
  nowMs = Date.now(),
): void {
  const month = monthOf(nowMs);
  const stored = local ? readJson(local, DATA_USED_STORAGE_KEY) : null;
  const storedMonth =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>).month : undefined;
  const monthBytes = storedMonth === month ? parseByteCounts((stored as Record<string, unknown>).bytes) : {};
  const sessionBytes = session ? parseByteCounts(readJson(session, DATA_USED_SESSION_KEY)) : {};
  // Counts made on this page before now (none, as the app remembers before anything plays) are kept too.
  const before = store.get();
  const merge = (a: ByteCounts, b: ByteCounts) =>
    Object.fromEntries(
      [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [k, (a[k] ?? 0) + (b[k] ?? 0)]),
    );
  store.set({
    month,
    monthBytes: merge(monthBytes, before.month === month ? before.monthBytes : {}),
    sessionBytes: merge(sessionBytes, before.sessionBytes),
  });
  store.listen((used) => {
    try {
      local?.setItem(DATA_USED_STORAGE_KEY, JSON.stringify({ month: used.month, bytes: used.monthBytes }));
      session?.setItem(DATA_USED_SESSION_KEY, JSON.stringify(used.sessionBytes));
    } catch {
      // Full or blocked storage: the counts still show for this page.
    }
  });
}

/** Megabytes as a listener reads them: whole kB under 1 MB, then MB with two decimals (one from 10 MB). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  const mb = bytes / 1_000_000;
  return `${mb.toFixed(mb < 10 ? 2 : 1)} MB`;
}
