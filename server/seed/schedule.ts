/**
 * The programme guide: any South African calendar day (SAST = UTC+2, no daylight saving) expands the station's
 * weekday or weekend template into concrete shows with unix times. Pure functions of (station, day), so the guide
 * is deterministic for a given day while following the real clock.
 */
import { showPath, type ShowCatalogue } from './shows';
import type { ScheduledShow, StationId } from './types';

export const SAST_OFFSET_SECONDS = 2 * 3600;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Unix seconds of 00:00 SAST on `day`, or null when `day` is not a real YYYY-MM-DD date. */
export function dayStartUnix(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return utc / 1000 - SAST_OFFSET_SECONDS;
}

/** The SAST calendar day ("YYYY-MM-DD") containing a moment. */
export function sastDay(unixSeconds: number): string {
  return new Date((unixSeconds + SAST_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

export function createSchedule(catalogue: ShowCatalogue) {
  function scheduleForDay(station: StationId, day: string): ScheduledShow[] {
    const start = dayStartUnix(day);
    if (start === null) throw new RangeError(`[primedia] not a calendar day (YYYY-MM-DD): "${day}"`);
    const weekday = new Date((start + SAST_OFFSET_SECONDS) * 1000).getUTCDay();
    const template = catalogue.template(station, weekday);
    return template.map(([hour, key], i) => {
      const next = template[i + 1];
      const from = start + hour * 3600;
      const to = start + (next ? next[0] : 24) * 3600;
      const show = catalogue.byKey(station, key);
      return {
        id: `${station}-${day}-${String(hour).padStart(2, '0')}-${key}`,
        station,
        headline: show.headline,
        presenters: show.presenters,
        startTimeUnixSeconds: from,
        endTimeUnixSeconds: to,
        durationInSeconds: to - from,
        imageId: show.imageId,
        backgroundColor: show.backgroundColor,
        teaserHeadline: show.teaserHeadline,
        url: showPath(station, key),
      };
    });
  }

  function showAt(station: StationId, unixSeconds: number): ScheduledShow {
    if (!Number.isFinite(unixSeconds)) throw new RangeError(`[primedia] not a moment: ${unixSeconds}`);
    const shows = scheduleForDay(station, sastDay(unixSeconds));
    const found = shows.find(
      (s) => s.startTimeUnixSeconds <= unixSeconds && unixSeconds < s.endTimeUnixSeconds,
    );
    // A day's template always spans 00:00-24:00, so this only fires if a template is broken.
    if (!found) throw new Error(`[primedia] seed: no show on ${station} at ${unixSeconds}`);
    return found;
  }

  return { scheduleForDay, showAt };
}
