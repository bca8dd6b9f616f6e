import { describe, expect, it } from 'vitest';
import { formatClock, formatRemaining } from './time';

describe('formatClock', () => {
  it('pads minutes and seconds, and shows hours only when there are any', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3599.9)).toBe('59:59');
    expect(formatClock(3600)).toBe('01:00:00');
    expect(formatClock(3 * 3600 + 7 * 60 + 9)).toBe('03:07:09');
  });

  it('treats bad values as zero', () => {
    expect(formatClock(NaN)).toBe('00:00');
    expect(formatClock(Infinity)).toBe('00:00');
    expect(formatClock(-5)).toBe('00:00');
  });
});

describe('formatRemaining', () => {
  it('uses sec(s), min(s) and hour(s)', () => {
    expect(formatRemaining(1)).toBe('1 sec');
    expect(formatRemaining(40)).toBe('40 secs');
    expect(formatRemaining(60)).toBe('1 min');
    expect(formatRemaining(12 * 60 + 30)).toBe('12 mins');
    expect(formatRemaining(3600)).toBe('1 hour');
    expect(formatRemaining(2 * 3600 + 5 * 60)).toBe('2 hours 5 mins');
    expect(formatRemaining(3600 + 60)).toBe('1 hour 1 min');
  });
});
