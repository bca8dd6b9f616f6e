/**
 * Shared moments: links that name a time, made by "Share" and read by the page they open. Two kinds:
 *
 * - an item's moment (docs/product.md, "Share a moment"): the item's page with `?t=` seconds into it. A value
 *   that is not a whole number of seconds inside the item is refused with a message that says so; the page
 *   then opens as it would without it.
 * - a moment of radio (docs/time-shift.md, "Share a moment"): the station page with `?at=` unix seconds, which
 *   offers to play the station's catch-up from there.
 */
import { formatSastTime, formatSastWeekday } from './sast-format';
import { formatClock } from './time';

const MOMENT_PARAM = 't';

/** Longer than any item we carry: a bigger value is a mistyped link, not a moment. */
const LONGEST_SECONDS = 24 * 60 * 60;

export type Moment = { ok: true; seconds: number } | { ok: false; message: string };

/** The page link at `seconds` (whole seconds), on `origin` unless the page URL is absolute already. */
export function momentUrl(pageUrl: string, seconds: number, origin: string): string {
  const url = new URL(pageUrl, origin);
  url.searchParams.set(MOMENT_PARAM, String(Math.max(0, Math.floor(seconds))));
  return url.href;
}

/** "12:34" (or "1:02:03") for a moment's label. */
export function momentLabel(seconds: number): string {
  return formatClock(seconds).replace(/^0(?=\d:)/, '');
}

/**
 * The moment a page's query asks for: null without one; refused when it is not whole seconds or lies past
 * the end of the item (`durationSeconds`, when known).
 */
export function momentFromQuery(search: string, durationSeconds: number | null): Moment | null {
  const raw = new URLSearchParams(search).get(MOMENT_PARAM);
  if (raw === null) return null;
  const shown = raw.length > 12 ? `${raw.slice(0, 12)}…` : raw;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) > LONGEST_SECONDS) {
    return {
      ok: false,
      message: `The link's time "${shown}" is not a time in seconds, so it opens at the start.`,
    };
  }
  const seconds = Number(raw);
  if (durationSeconds !== null && durationSeconds > 0 && seconds >= durationSeconds) {
    return {
      ok: false,
      message: `The link's time ${momentLabel(seconds)} is past the end (${momentLabel(durationSeconds)}), so it opens at the start.`,
    };
  }
  return { ok: true, seconds };
}

/** The station page's link to `unixSeconds` on `station`. */
export function momentPath(station: string, unixSeconds: number): string {
  return `/station/${encodeURIComponent(station)}?at=${Math.floor(unixSeconds)}`;
}

/** The moment a station page's query names, or null when it names none or no whole unix seconds. */
export function momentFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('at');
  return raw && /^\d{1,11}$/.test(raw) ? Number(raw) : null;
}

/** "07:42, Saturday", South African time. */
export function stationMomentLabel(unixSeconds: number): string {
  return `${formatSastTime(unixSeconds * 1000)}, ${formatSastWeekday(unixSeconds * 1000)}`;
}
