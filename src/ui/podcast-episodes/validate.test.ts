import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, parsePageSize, parsePodcastUrl } from './validate';

describe('podcast episodes attributes', () => {
  it('accepts a podcast path, and reduces a full URL to its path', () => {
    expect(parsePodcastUrl('/podcasts/the-money-hour-podcast')).toEqual({
      path: '/podcasts/the-money-hour-podcast',
    });
    expect(parsePodcastUrl(' /podcasts/jozi-eats/ ')).toEqual({ path: '/podcasts/jozi-eats' });
    expect(parsePodcastUrl('https://primedia.example/podcasts/jozi-eats?x=1')).toEqual({
      path: '/podcasts/jozi-eats',
    });
  });

  it('refuses a missing, relative, scripted or malformed url', () => {
    for (const bad of [
      undefined,
      '',
      '   ',
      'podcasts/x',
      'javascript:alert(1)',
      '/podcasts/<b>',
      '//evil.example/x',
    ]) {
      expect(parsePodcastUrl(bad)).toMatchObject({ code: 'bad-attribute', attribute: 'url' });
    }
  });

  it('takes page sizes 1-50, defaulting to 10, from numbers or attribute strings', () => {
    expect(parsePageSize(undefined)).toEqual({ size: DEFAULT_PAGE_SIZE });
    expect(parsePageSize('')).toEqual({ size: 10 });
    expect(parsePageSize('25')).toEqual({ size: 25 });
    expect(parsePageSize(1)).toEqual({ size: 1 });
    expect(parsePageSize(50)).toEqual({ size: 50 });
  });

  it('refuses page sizes out of range or not whole numbers', () => {
    for (const bad of [0, 51, -1, 2.5, 'ten', '10px', Number.NaN]) {
      expect(parsePageSize(bad)).toMatchObject({ code: 'bad-attribute', attribute: 'page-size' });
    }
  });
});
