/**
 * Dates and times as South African listeners read them ("23 November 2026", "06:00", "Mon 24"), written out
 * by hand rather than with Intl.DateTimeFormat: SAST is UTC+2 all year (./sast-day.ts), so a fixed offset is
 * exact, and the first Intl.DateTimeFormat a page creates loads the browser's locale and time zone data, a
 * task of about 120 ms on a phone's CPU that every page paid while its first script ran
 * (docs/performance.md, "Main thread"). The strings are the ones Intl gives for `en-ZA`
 * (./sast-format.test.ts compares them).
 */
import { SAST_OFFSET_MS } from './sast-day';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock in South Africa at `ms`, read with the UTC getters. */
const sast = (ms: number) => new Date(ms + SAST_OFFSET_MS);

/** "23 November 2026": the South African date of `ms` (unix milliseconds). */
export function formatSastDate(ms: number): string {
  const date = sast(ms);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "06:00": the South African time of `ms`, 24-hour. */
export function formatSastTime(ms: number): string {
  const date = sast(ms);
  return `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
}

/** "Saturday": the South African weekday of `ms`. */
export function formatSastWeekday(ms: number): string {
  return WEEKDAYS[sast(ms).getUTCDay()] ?? '';
}

/** "Mon 23" for a day's value (./sast-day.ts, dayValue: midnight UTC of the day). */
export function formatShortDay(dayValueMs: number): string {
  const date = new Date(dayValueMs);
  return `${WEEKDAYS[date.getUTCDay()]?.slice(0, 3) ?? ''} ${date.getUTCDate()}`;
}

/** "Monday, 23 November", "Friday, 01 January" (two digits, as Intl writes this one) for a day's value. */
export function formatLongDay(dayValueMs: number): string {
  const date = new Date(dayValueMs);
  return `${WEEKDAYS[date.getUTCDay()] ?? ''}, ${two(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]}`;
}
