import { describe, expect, it } from 'vitest';
import { momentFromSearch, momentLabel, momentPath } from './moment';

describe('a shared moment', () => {
  it('links the station page at a time and reads it back', () => {
    const at = Date.parse('2026-11-28T07:42:00+02:00') / 1000;
    expect(momentPath('702', at + 0.5)).toBe(`/station/702?at=${at}`);
    expect(momentFromSearch(`?at=${at}`)).toBe(at);
    expect(momentLabel(at)).toBe('07:42, Saturday');
  });
  it('ignores a query with no whole unix seconds', () => {
    for (const search of ['', '?at=', '?at=-5', '?at=12.5', '?at=soon'])
      expect(momentFromSearch(search)).toBeNull();
  });
  it('names the South African day just after midnight', () => {
    expect(momentLabel(Date.parse('2026-11-29T00:05:00+02:00') / 1000)).toBe('00:05, Sunday');
  });
});
