/**
 * The guide page's address carries the chosen day, so a shared link or a reload shows the same day:
 * `/station/{station}/guide?date=YYYY-MM-DD`, and no parameter for today (which then follows the clock across
 * midnight). A value the guide cannot show (not a date, outside its window) falls back to today: the listener
 * followed a link, so a page with the guide beats an error about a parameter they never typed.
 */
import { checkGuideDate } from '../../ui/programme-guide/guide-time';

/** The day the address asks for, or undefined for today (none given, or one the guide cannot show). */
export function guideDateFromSearch(search: string, today: string): string | undefined {
  const raw = new URLSearchParams(search).get('date');
  if (raw === null || raw.trim() === '') return undefined;
  const check = checkGuideDate(raw, today);
  return 'day' in check ? check.day : undefined;
}

/** The address for a day chosen in the guide; null means today. */
export function guidePath(station: string, day: string | null): string {
  return `/station/${encodeURIComponent(station)}/guide${day ? `?date=${day}` : ''}`;
}
