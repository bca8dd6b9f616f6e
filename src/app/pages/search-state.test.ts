import { describe, expect, it } from 'vitest';
import { parseSearch, searchUrl } from './search-state';

describe('search state in the URL', () => {
  it('reads words, filters and page, and writes them back', () => {
    const params = parseSearch('?q=soweto%20recount&media=audio&station=KFM&page=20');
    expect(params).toEqual({ q: 'soweto recount', mediaType: 'AUDIO', station: 'KFM', skip: 20 });
    expect(searchUrl(params)).toBe('/search?q=soweto+recount&media=AUDIO&station=KFM&page=20');
  });

  it('falls back to defaults for unknown or malformed values', () => {
    expect(parseSearch('?media=podcast&station=radio&page=-3')).toEqual({
      q: '',
      mediaType: 'ALL',
      station: null,
      skip: 0,
    });
    expect(parseSearch('?page=13').skip).toBe(10);
    expect(parseSearch('?page=999999').skip).toBe(9990);
    expect(searchUrl(parseSearch(''))).toBe('/search');
  });
});
