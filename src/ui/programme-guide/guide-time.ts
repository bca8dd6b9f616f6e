/**
 * Time rules of the programme guide, pure so they are unit-tested: the week of days the switcher offers, the
 * `date` attribute check, which show is on air, when the guide must next refresh itself, and day labels. The
 * South African calendar day itself (SAST is UTC+2 all year) is counted in src/core/sast-day.ts.
 */
import { addDays, dayValue, daysApart, msUntilNextSastDay } from '../../core/sast-day';
import { formatLongDay, formatSastTime, formatShortDay } from '../../core/sast-format';

/**
 * The guide's one rule for days: the week behind today, whose shows catch-up plays (docs/time-shift.md,
 * "Catch-up"), and three days ahead (South African days). The day switcher offers exactly these, and the `date`
 * attribute accepts exactly these; the content API answers a wider range (server/graphql/resolvers/schedule.ts),
 * so the guide never asks for a day it cannot get.
 */
const DAYS_BACK = 7;
const DAYS_AHEAD = 3;

/** The days from DAYS_BACK before today to DAYS_AHEAD after it, plus `selected` when it lies outside them. */
export function switcherDays(today: string, selected: string): string[] {
  const days: string[] = [];
  for (let i = -DAYS_BACK; i <= DAYS_AHEAD; i++) days.push(addDays(today, i));
  if (!days.includes(selected)) days.push(selected);
  return days.sort();
}

export type DateCheck = { day: string } | { problem: string };

/** The `date` attribute: empty means today; otherwise a real YYYY-MM-DD among the days the switcher offers. */
export function checkGuideDate(raw: string | null | undefined, today: string): DateCheck {
  const value = raw?.trim() ?? '';
  if (!value) return { day: today };
  if (dayValue(value) === null) return { problem: `"${value.slice(0, 40)}" is not a date as YYYY-MM-DD.` };
  const distance = daysApart(value, today) ?? 0;
  const ahead = value > today;
  if (distance > (ahead ? DAYS_AHEAD : DAYS_BACK)) {
    return {
      problem: `The guide shows the week behind today and three days ahead, ${addDays(today, -DAYS_BACK)} to ${addDays(today, DAYS_AHEAD)}; ${value} is outside.`,
    };
  }
  return { day: value };
}

export interface TimedShow {
  startTimeUnixSeconds: number;
  endTimeUnixSeconds: number;
}

/** Index of the show on air at `nowMs`, or -1. */
export function currentShowIndex(shows: readonly TimedShow[], nowMs: number): number {
  const now = nowMs / 1000;
  return shows.findIndex((s) => s.startTimeUnixSeconds <= now && now < s.endTimeUnixSeconds);
}

/**
 * Milliseconds until the guide's highlight changes: the end of the show on air, else the start of the next
 * show; null when nothing on this day changes any more. At least 1 s, so a rounding edge never spins.
 */
export function msUntilNextChange(shows: readonly TimedShow[], nowMs: number): number | null {
  const now = nowMs / 1000;
  let next: number | null = null;
  for (const s of shows) {
    for (const edge of [s.startTimeUnixSeconds, s.endTimeUnixSeconds]) {
      if (edge > now && (next === null || edge < next)) next = edge;
    }
  }
  return next === null ? null : Math.max(1000, Math.ceil((next - now) * 1000));
}

/**
 * When the guide must next read the clock: the next show change or the next South African midnight
 * (a guide left open overnight moves to the new today), whichever comes first.
 */
export function msUntilGuideTick(shows: readonly TimedShow[], nowMs: number): number {
  const change = msUntilNextChange(shows, nowMs);
  const midnight = Math.max(1000, msUntilNextSastDay(nowMs));
  return change === null ? midnight : Math.min(change, midnight);
}

/** "06:00" in South African time. */
export function formatShowTime(unixSeconds: number): string {
  return formatSastTime(unixSeconds * 1000);
}

/** "Today", "Tomorrow", "Yesterday" or "Mon 24". */
export function dayLabel(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  if (day === addDays(today, -1)) return 'Yesterday';
  return formatShortDay(dayValue(day) ?? 0);
}

/** "Monday, 23 November" for accessible names. */
export function longDayLabel(day: string): string {
  return formatLongDay(dayValue(day) ?? 0);
}
