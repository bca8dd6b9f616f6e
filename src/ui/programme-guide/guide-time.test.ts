import { describe, expect, it } from 'vitest';
import {
  checkGuideDate,
  currentShowIndex,
  dayLabel,
  formatShowTime,
  msUntilGuideTick,
  msUntilNextChange,
  switcherDays,
} from './guide-time';

const at = (iso: string) => Date.parse(iso);
const unix = (iso: string) => at(iso) / 1000;
const shows = [
  { startTimeUnixSeconds: unix('2026-11-23T04:00:00Z'), endTimeUnixSeconds: unix('2026-11-23T07:00:00Z') },
  { startTimeUnixSeconds: unix('2026-11-23T07:00:00Z'), endTimeUnixSeconds: unix('2026-11-23T10:00:00Z') },
  { startTimeUnixSeconds: unix('2026-11-23T10:00:00Z'), endTimeUnixSeconds: unix('2026-11-23T11:00:00Z') },
];

describe('programme guide time rules', () => {
  it('highlights the show whose start <= now < end, and none between or after', () => {
    expect(currentShowIndex(shows, at('2026-11-23T04:00:00Z'))).toBe(0);
    expect(currentShowIndex(shows, at('2026-11-23T06:59:59Z'))).toBe(0);
    expect(currentShowIndex(shows, at('2026-11-23T07:00:00Z'))).toBe(1);
    expect(currentShowIndex(shows, at('2026-11-23T12:00:00Z'))).toBe(-1);
    expect(currentShowIndex([], at('2026-11-23T07:00:00Z'))).toBe(-1);
  });

  it('ticks at the next show change or at midnight, whichever is first', () => {
    expect(msUntilGuideTick(shows, at('2026-11-23T06:00:00Z'))).toBe(3600_000);
    // After the day's last show, only midnight changes anything (the new today).
    expect(msUntilGuideTick(shows, at('2026-11-23T21:00:00Z'))).toBe(3600_000);
    expect(msUntilGuideTick([], at('2026-11-23T21:59:59.500Z'))).toBe(1000);
  });

  it('refreshes at the end of the show on air, or at the next start, and never spins', () => {
    expect(msUntilNextChange(shows, at('2026-11-23T06:00:00Z'))).toBe(3600_000);
    expect(msUntilNextChange(shows, at('2026-11-23T03:00:00Z'))).toBe(3600_000);
    expect(msUntilNextChange(shows, at('2026-11-23T10:59:59.900Z'))).toBe(1000);
    expect(msUntilNextChange(shows, at('2026-11-23T12:00:00Z'))).toBeNull();
  });

  it('offers the week behind today and three days ahead in the day switcher, plus a chosen day outside it', () => {
    expect(switcherDays('2026-11-23', '2026-11-23')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(switcherDays('2026-11-23', '2026-11-30')).toHaveLength(12);
  });

  it('checks the date attribute: empty is today, days of the switcher pass, others explain why', () => {
    expect(checkGuideDate(undefined, '2026-11-23')).toEqual({ day: '2026-11-23' });
    expect(checkGuideDate(' 2026-11-26 ', '2026-11-23')).toEqual({ day: '2026-11-26' });
    expect(checkGuideDate('2026-11-16', '2026-11-23')).toEqual({ day: '2026-11-16' });
    // The days the day switcher offers, no more: one further either way is refused, not drawn.
    for (const outside of ['2026-11-15', '2026-11-27'])
      expect(checkGuideDate(outside, '2026-11-23')).toMatchObject({
        problem:
          'The guide shows the week behind today and three days ahead, 2026-11-16 to 2026-11-26; ' +
          outside +
          ' is outside.',
      });
    expect(switcherDays('2026-11-23', '2026-11-26')).toHaveLength(11);
    expect(checkGuideDate('2026-02-30', '2026-11-23')).toMatchObject({
      problem: expect.stringContaining('not a date'),
    });
    expect(checkGuideDate('23/11/2026', '2026-11-23')).toMatchObject({
      problem: expect.stringContaining('not a date'),
    });
  });

  it('labels days and times for listeners in South Africa', () => {
    expect(dayLabel('2026-11-23', '2026-11-23')).toBe('Today');
    expect(dayLabel('2026-11-24', '2026-11-23')).toBe('Tomorrow');
    expect(dayLabel('2026-11-22', '2026-11-23')).toBe('Yesterday');
    expect(dayLabel('2026-11-26', '2026-11-23')).toBe('Thu 26');
    expect(formatShowTime(unix('2026-11-23T04:00:00Z'))).toBe('06:00');
  });
});
