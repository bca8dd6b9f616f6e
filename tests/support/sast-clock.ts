/**
 * A South African clock for browser tests, so that what a test checks never depends on the time of day the
 * suite runs (a guide test at 22:40 must not meet the last show of the day by chance). SAST is UTC+2 all year.
 */
import { addDays, weekdayOf } from '../../src/core/sast-day';

export { addDays, sastDay } from '../../src/core/sast-day';

const SUNDAY = 0;
export const WEDNESDAY = 3;
export const SATURDAY = 6;

/**
 * The day of the week `weekday` (0 Sunday to 6 Saturday) nearest to `day`, at most three days away: inside the
 * week around today the platform serves a guide for, so a test can pin a weekday or a weekend whatever today is.
 */
export function nearestWeekday(day: string, weekday: number): string {
  const from = weekdayOf(day);
  if (from === null) throw new Error(`[primedia] not a day: ${day}`);
  const ahead = (weekday - from + 7) % 7;
  return addDays(day, ahead > 3 ? ahead - 7 : ahead);
}

/**
 * The first Monday-to-Friday day after `day` (one to three days ahead, inside the guide's week): for tests that
 * need shows still to come on the platform's clock and the weekday schedule's evening, whose last show starts
 * later than the weekend's (947's Saturday ends with one show from 20:00 to midnight).
 */
export function nextWorkingDay(day: string): string {
  let next = addDays(day, 1);
  for (let weekday = weekdayOf(next); weekday === SUNDAY || weekday === SATURDAY; weekday = weekdayOf(next))
    next = addDays(next, 1);
  return next;
}

/** Unix ms of `time` ("HH:MM:SS", South African) on the South African day `day`. */
export function atSast(day: string, time: string): number {
  return Date.parse(`${day}T${time}+02:00`);
}

/**
 * Times of day the guide tests run at: early morning, midday, the late evening the suite once failed at, the
 * last show before midnight (its end is the next day's first show) and the first show after midnight.
 * Each is on today's South African day, inside the week the platform's schedule covers.
 */
export const GUIDE_TIMES = [
  { name: 'early morning', time: '05:59:30' },
  { name: 'midday', time: '12:30:00' },
  { name: 'late evening', time: '22:40:00' },
  { name: 'the last minute before midnight', time: '23:59:30' },
  { name: 'just after midnight', time: '00:00:30' },
] as const;
