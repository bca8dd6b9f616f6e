import { describe, expect, it } from 'vitest';
import { guideDateFromSearch, guidePath } from './guide-url';

const today = '2026-11-24';

describe('guide day in the address', () => {
  it('reads a day the guide can show', () => {
    expect(guideDateFromSearch('?date=2026-11-26', today)).toBe('2026-11-26');
    expect(guideDateFromSearch('?date=2026-11-21&x=1', today)).toBe('2026-11-21');
  });
  it('falls back to today (undefined) for no, empty or bad values, without throwing', () => {
    for (const search of [
      '',
      '?date=',
      '?date=tomorrow',
      '?date=2026-13-40',
      '?date=2027-01-30',
      '?date=%E0%A4%A',
    ]) {
      expect(guideDateFromSearch(search, today)).toBeUndefined();
    }
  });
  it('writes no parameter for today and the day otherwise', () => {
    expect(guidePath('947', null)).toBe('/station/947/guide');
    expect(guidePath('947', '2026-11-26')).toBe('/station/947/guide?date=2026-11-26');
  });
});
