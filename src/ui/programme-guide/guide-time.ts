/**
 * Time rules of the programme guide, pure so they are unit-tested: the South African calendar day (SAST is
 * UTC+2 all year, no daylight saving), the week of days the switcher offers, the `date` attribute check, which
 * show is on air, and when the guide must next refresh itself.
 */
export const SAST_OFFSET_MS = 2 * 3600 * 1000;
/** The content API answers getEpgData within this many days of today (server/schema.graphql). */
export const GUIDE_WINDOW_DAYS = 7;
/** The day switcher offers this many days before and after today: the seeded week around today. */
export const SWITCHER_DAYS_AROUND = 3;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" of the South African day containing `nowMs`. */
export function sastDay(nowMs: number): string {
  return new Date(nowMs + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Milliseconds from `nowMs` to the next South African midnight, when "today" becomes another day. */
export function msUntilNextSastDay(nowMs: number): number {
  const sinceMidnight = (nowMs + SAST_OFFSET_MS) % DAY_MS;
  return DAY_MS - sinceMidnight;
}

/** Unix ms of midnight UTC of a YYYY-MM-DD day, or null for anything else (2026-02-30 included). */
function dayValue(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const value = Date.UTC(y, m - 1, d);
  const check = new Date(value);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return value;
}

export function addDays(day: string, count: number): string {
  const value = dayValue(day);
  if (value === null) throw new Error(`[primedia] not a day: ${day}`);
  return new Date(value + count * DAY_MS).toISOString().slice(0, 10);
}

/** Today and SWITCHER_DAYS_AROUND days either side, plus `selected` when it lies outside them. */
export function switcherDays(today: string, selected: string): string[] {
  const days: string[] = [];
  for (let i = -SWITCHER_DAYS_AROUND; i <= SWITCHER_DAYS_AROUND; i++) days.push(addDays(today, i));
  if (!days.includes(selected)) days.push(selected);
  return days.sort();
}

export type DateCheck = { day: string } | { problem: string };

/** The `date` attribute: empty means today; otherwise a real YYYY-MM-DD within GUIDE_WINDOW_DAYS of today. */
export function checkGuideDate(raw: string | null | undefined, today: string): DateCheck {
  const value = raw?.trim() ?? '';
  if (!value) return { day: today };
  const day = dayValue(value);
  if (day === null) return { problem: `"${value.slice(0, 40)}" is not a date as YYYY-MM-DD.` };
  const distance = Math.abs(day - (dayValue(today) ?? day)) / DAY_MS;
  if (distance > GUIDE_WINDOW_DAYS) {
    return {
      problem: `The guide covers ${GUIDE_WINDOW_DAYS} days either side of today (${today}); ${value} is outside.`,
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

const timeFormat = new Intl.DateTimeFormat('en-ZA', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Africa/Johannesburg',
});
const weekdayFormat = new Intl.DateTimeFormat('en-ZA', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "06:00" in South African time. */
export function formatShowTime(unixSeconds: number): string {
  return timeFormat.format(new Date(unixSeconds * 1000));
}

/** "Today", "Tomorrow", "Yesterday" or "Mon 24". */
export function dayLabel(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  if (day === addDays(today, -1)) return 'Yesterday';
  return weekdayFormat.format(new Date(dayValue(day) ?? 0));
}

/** "Monday 23 November" for accessible names. */
export function longDayLabel(day: string): string {
  return longDayFormat.format(new Date(dayValue(day) ?? 0));
}
