import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatPublishDate,
  stationColor,
  stationEnumOf,
  stationIdOf,
  stationLabel,
} from './format';

describe('content formatting', () => {
  it('writes durations in hours and minutes, e.g. 1 hr 5 min', () => {
    expect(formatDuration(3900)).toBe('1 hr 5 min');
    expect(formatDuration(7200)).toBe('2 hr');
    expect(formatDuration(720)).toBe('12 min');
    expect(formatDuration(45)).toBe('45 sec');
    expect(formatDuration(3629)).toBe('1 hr');
  });

  it('writes nothing for unknown, zero, negative or non-finite durations', () => {
    for (const value of [null, undefined, 0, -5, Number.NaN, Infinity])
      expect(formatDuration(value)).toBe('');
  });

  it('dates content in South African time, in en-ZA order', () => {
    expect(formatPublishDate('2026-11-22T23:30:00.000Z')).toBe('23 November 2026'); // 01:30 in Johannesburg
    expect(formatPublishDate('2026-01-05T08:00:00Z')).toBe('5 January 2026');
    expect(formatPublishDate('not a date')).toBe('');
  });

  it('maps the API station enum to the documented ids and back', () => {
    expect(stationIdOf('_702')).toBe('702');
    expect(stationIdOf('_947')).toBe('947');
    expect(stationIdOf('kfm')).toBe('kfm');
    expect(stationIdOf('none')).toBeNull();
    expect(stationEnumOf('702')).toBe('_702');
    expect(stationEnumOf('capetalk')).toBe('capetalk');
    expect(stationLabel('kfm')).toBe('KFM 94.5');
    expect(stationLabel('none')).toBe('');
    expect(stationColor('capetalk')).toBe('#00a19a');
    expect(stationColor('none')).toBe('#e30613');
  });
});
