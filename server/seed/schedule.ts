/**
 * The programme guide: any South African calendar day (SAST = UTC+2, no daylight saving) expands the station's
 * weekday or weekend template into concrete shows with unix times. Pure functions of (station, day), so the guide
 * is deterministic for a given day while following the real clock. Days are counted as the page's guide counts
 * them (src/core/sast-day.ts).
 */
import { sastDay, sastDayStart, weekdayOf } from '../../src/core/sast-day';
import { showPath, type ShowCatalogue } from './shows';
import type { ScheduledShow, StationId } from './types';

export function createSchedule(catalogue: ShowCatalogue) {
  function scheduleForDay(station: StationId, day: string): ScheduledShow[] {
    const startMs = sastDayStart(day);
    const weekday = weekdayOf(day);
    if (startMs === null || weekday === null)
      throw new RangeError(`[primedia] not a calendar day (YYYY-MM-DD): "${day}"`);
    const start = startMs / 1000;
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
    const shows = scheduleForDay(station, sastDay(unixSeconds * 1000));
    const found = shows.find(
      (s) => s.startTimeUnixSeconds <= unixSeconds && unixSeconds < s.endTimeUnixSeconds,
    );
    // A day's template always spans 00:00-24:00, so this only fires if a template is broken.
    if (!found) throw new Error(`[primedia] seed: no show on ${station} at ${unixSeconds}`);
    return found;
  }

  return { scheduleForDay, showAt };
}
