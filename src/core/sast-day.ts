/**
 * The South African calendar day: SAST is UTC+2 all year (no daylight saving), and a day is a "YYYY-MM-DD"
 * string. The programme guide and the platform's schedule both count days this way, so "today", midnight and
 * the days around it agree on both ends. Dependency-free, so the platform can import it.
 */
export const SAST_OFFSET_MS = 2 * 3600 * 1000;
const DAY_MS = 86_400_000;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" of the South African day containing `ms` (unix milliseconds). */
export function sastDay(ms: number): string {
  return new Date(ms + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Unix ms of midnight UTC of a YYYY-MM-DD date, or null for anything else (2026-02-30 included): the date's
 * value for counting days and for formatting it with `timeZone: 'UTC'`.
 */
export function dayValue(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const value = Date.UTC(y, m - 1, d);
  const check = new Date(value);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return value;
}

/** Unix ms of 00:00 SAST on `day`, or null when `day` is not a real YYYY-MM-DD date. */
export function sastDayStart(day: string): number | null {
  const value = dayValue(day);
  return value === null ? null : value - SAST_OFFSET_MS;
}

/** Milliseconds from `ms` to the next South African midnight, when "today" becomes another day. */
export function msUntilNextSastDay(ms: number): number {
  const sinceMidnight = (ms + SAST_OFFSET_MS) % DAY_MS;
  return DAY_MS - sinceMidnight;
}

/** The day `count` days after `day` (before it when negative); throws for a day that is not YYYY-MM-DD. */
export function addDays(day: string, count: number): string {
  const value = dayValue(day);
  if (value === null) throw new Error(`[primedia] not a day: ${day}`);
  return new Date(value + count * DAY_MS).toISOString().slice(0, 10);
}

/** How many days lie between two days, either way round; null when either is not a real YYYY-MM-DD date. */
export function daysApart(a: string, b: string): number | null {
  const from = dayValue(a);
  const to = dayValue(b);
  return from === null || to === null ? null : Math.abs(to - from) / DAY_MS;
}

/** Day of the week of a real YYYY-MM-DD date: 0 Sunday to 6 Saturday. */
export function weekdayOf(day: string): number | null {
  const value = dayValue(day);
  return value === null ? null : new Date(value).getUTCDay();
}
