import { describe, expect, it } from 'vitest';
import { addDays, daysApart, msUntilNextSastDay, sastDay, sastDayStart, weekdayOf } from './sast-day';

const at = (iso: string) => Date.parse(iso);

describe('the South African day', () => {
  it('is the calendar day in UTC+2', () => {
    expect(sastDay(at('2026-11-23T21:59:59Z'))).toBe('2026-11-23');
    expect(sastDay(at('2026-11-23T22:00:00Z'))).toBe('2026-11-24');
  });

  it('starts at 00:00 SAST, and only real YYYY-MM-DD dates have a start', () => {
    expect(sastDayStart('2026-11-24')).toBe(at('2026-11-24T00:00:00+02:00'));
    expect(sastDayStart('2026-02-30')).toBeNull();
    expect(sastDayStart('tomorrow')).toBeNull();
    expect(sastDayStart('2026-11-24T00:00')).toBeNull();
  });

  it('counts down to the next South African midnight, a full day when it is midnight', () => {
    expect(msUntilNextSastDay(at('2026-11-23T21:59:00Z'))).toBe(60_000);
    expect(msUntilNextSastDay(at('2026-11-23T22:00:00Z'))).toBe(86_400_000);
    expect(msUntilNextSastDay(at('2026-11-23T02:00:00Z'))).toBe(20 * 3600_000);
  });

  it('adds and counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-02-30', 1)).toThrow();
    expect(daysApart('2026-11-23', '2026-11-16')).toBe(7);
    expect(daysApart('2026-11-16', '2026-11-23')).toBe(7);
    expect(daysApart('2026-11-23', 'soon')).toBeNull();
  });

  it('knows the day of the week', () => {
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-13-01')).toBeNull();
  });
});
