import { describe, expect, it } from 'vitest';
import { dayValue } from './sast-day';
import {
  formatLongDay,
  formatSastDate,
  formatSastTime,
  formatSastWeekday,
  formatShortDay,
} from './sast-format';

const sastIntl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-ZA', { ...options, timeZone: 'Africa/Johannesburg' });

// Every hour of two years, around the turn of a year and across a leap day: the hand-written strings must be
// the ones Intl gives for South Africa, including late evening and just after midnight.
const HOUR = 3_600_000;
const from = Date.UTC(2027, 10, 30, 20);
const moments = Array.from({ length: 2 * 366 * 24 }, (_, i) => from + i * HOUR + 17 * 60_000);

describe('South African dates and times without Intl', () => {
  it('gives the date Intl gives in SAST', () => {
    const intl = sastIntl({ day: 'numeric', month: 'long', year: 'numeric' });
    for (const ms of moments) expect(formatSastDate(ms)).toBe(intl.format(ms));
  });

  it('gives the 24-hour time Intl gives in SAST', () => {
    const intl = sastIntl({ hour: '2-digit', minute: '2-digit', hour12: false });
    for (const ms of moments) expect(formatSastTime(ms)).toBe(intl.format(ms));
    // 23:30 SAST on the 30th is 21:30 UTC; 00:05 SAST on the 1st is 22:05 UTC the day before.
    expect(formatSastTime(Date.UTC(2026, 10, 30, 21, 30))).toBe('23:30');
    expect(formatSastTime(Date.UTC(2026, 10, 30, 22, 5))).toBe('00:05');
    expect(formatSastDate(Date.UTC(2026, 10, 30, 22, 5))).toBe('1 December 2026');
  });

  it('gives the weekday Intl gives in SAST', () => {
    const intl = sastIntl({ weekday: 'long' });
    for (const ms of moments) expect(formatSastWeekday(ms)).toBe(intl.format(ms));
  });

  it('names a day as Intl does', () => {
    const short = new Intl.DateTimeFormat('en-ZA', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('en-ZA', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    for (let i = 0; i < 400; i++) {
      const value = Date.UTC(2027, 11, 20 + i);
      expect(formatShortDay(value)).toBe(short.format(value));
      expect(formatLongDay(value)).toBe(long.format(value));
    }
    expect(formatLongDay(dayValue('2026-11-23') ?? NaN)).toBe('Monday, 23 November');
  });
});
