import { describe, expect, it } from 'vitest';
import {
  momentFromQuery,
  momentFromSearch,
  momentLabel,
  momentPath,
  momentUrl,
  stationMomentLabel,
} from './moments';

describe('a shared moment (docs/product.md, "Share a moment")', () => {
  it('links the page at whole seconds, keeping its other query', () => {
    expect(momentUrl('/podcasts/a/ep-1', 754.9, 'https://plus.example')).toBe(
      'https://plus.example/podcasts/a/ep-1?t=754',
    );
    expect(momentUrl('https://plus.example/x?utm=a&t=3', 60, 'https://other.example')).toBe(
      'https://plus.example/x?utm=a&t=60',
    );
  });

  it('labels it as a clock', () => {
    expect(momentLabel(754)).toBe('12:34');
    expect(momentLabel(5)).toBe('0:05');
    expect(momentLabel(300)).toBe('5:00');
    expect(momentLabel(3723)).toBe('1:02:03');
  });

  it('reads a valid time, and nothing without one', () => {
    expect(momentFromQuery('?t=754', 2160)).toEqual({ ok: true, seconds: 754 });
    expect(momentFromQuery('?t=0', null)).toEqual({ ok: true, seconds: 0 });
    expect(momentFromQuery('?other=1', 2160)).toBeNull();
  });

  it('refuses what is not whole seconds inside the item, with a message that says why', () => {
    for (const bad of ['abc', '-5', '12.5', '12:34', '', '9999999', '1e3']) {
      const moment = momentFromQuery(`?t=${encodeURIComponent(bad)}`, 2160);
      expect(moment, bad).toMatchObject({ ok: false });
      expect(moment?.ok === false && moment.message, bad).toContain('opens at the start');
    }
    expect(momentFromQuery('?t=3000', 2160)).toEqual({
      ok: false,
      message: "The link's time 50:00 is past the end (36:00), so it opens at the start.",
    });
    expect(momentFromQuery(`?t=${'9'.repeat(40)}`, null)).toMatchObject({
      ok: false,
      message: expect.stringContaining('999999999999…'),
    });
  });
});

describe('a shared moment of radio', () => {
  it('links the station page at a time and reads it back', () => {
    const at = Date.parse('2026-11-28T07:42:00+02:00') / 1000;
    expect(momentPath('702', at + 0.5)).toBe(`/station/702?at=${at}`);
    expect(momentFromSearch(`?at=${at}`)).toBe(at);
    expect(stationMomentLabel(at)).toBe('07:42, Saturday');
  });
  it('ignores a query with no whole unix seconds', () => {
    for (const search of ['', '?at=', '?at=-5', '?at=12.5', '?at=soon'])
      expect(momentFromSearch(search)).toBeNull();
  });
  it('names the South African day just after midnight', () => {
    expect(stationMomentLabel(Date.parse('2026-11-29T00:05:00+02:00') / 1000)).toBe('00:05, Sunday');
  });
});
