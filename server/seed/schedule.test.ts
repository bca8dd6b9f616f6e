import { describe, expect, it } from 'vitest';
import { sastDay, sastDayStart } from '../../src/core/sast-day';
import { buildSeed } from './index';
import { STATION_IDS } from './types';

const seed = buildSeed();

describe('programme guide', () => {
  it('covers every day of two weeks from 00:00 to 24:00 SAST without gaps or overlaps', () => {
    for (const station of STATION_IDS) {
      for (let d = 0; d < 14; d++) {
        const day = sastDay(Date.parse('2026-11-15T12:00:00+02:00') + d * 86_400_000);
        const start = (sastDayStart(day) ?? 0) / 1000;
        const shows = seed.scheduleForDay(station, day);
        expect(shows[0]?.startTimeUnixSeconds).toBe(start);
        expect(shows.at(-1)?.endTimeUnixSeconds).toBe(start + 86400);
        shows.forEach((s, i) => {
          expect(s.durationInSeconds).toBe(s.endTimeUnixSeconds - s.startTimeUnixSeconds);
          expect(s.durationInSeconds).toBeGreaterThan(0);
          if (i > 0) expect(s.startTimeUnixSeconds).toBe(shows[i - 1]?.endTimeUnixSeconds);
        });
      }
    }
  });

  it('uses weekend templates on Saturday and Sunday', () => {
    expect(seed.scheduleForDay('702', '2026-11-21').map((s) => s.headline)).toContain('Weekend Breakfast');
    expect(seed.scheduleForDay('702', '2026-11-20').map((s) => s.headline)).not.toContain(
      'Weekend Breakfast',
    );
  });

  it('finds exactly one show at any moment, including the day boundary in SAST', () => {
    const midnight = Date.parse('2026-11-20T00:00:00+02:00') / 1000;
    expect(seed.showAt('702', midnight).startTimeUnixSeconds).toBe(midnight);
    expect(seed.showAt('702', midnight - 1).endTimeUnixSeconds).toBe(midnight);
    const at = Date.parse('2026-11-20T07:30:00+02:00') / 1000;
    expect(seed.showAt('702', at).headline).toBe('702 Breakfast with Naledi');
  });

  it('rejects days that are not calendar days', () => {
    expect(() => seed.scheduleForDay('702', '2026-02-30')).toThrow(RangeError);
    expect(() => seed.scheduleForDay('702', 'tomorrow')).toThrow(RangeError);
    expect(() => seed.showAt('702', Number.NaN)).toThrow(RangeError);
  });
});
