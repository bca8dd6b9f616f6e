// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { REDIRECT_URL_KEY } from '../walls';
import {
  forgetStoredReturnPath,
  isPartnerTarget,
  readStoredReturnPath,
  safeContinueTarget,
  safeReturnPath,
} from './return-path';

const origin = 'https://primedia.example';

describe('return path validation', () => {
  afterEach(() => localStorage.clear());

  it('accepts same-origin relative paths with query and hash', () => {
    expect(safeReturnPath('/my-content', origin)).toBe('/my-content');
    expect(safeReturnPath('/station/702?x=1#now', origin)).toBe('/station/702?x=1#now');
  });

  it('rejects other origins however they are written', () => {
    for (const raw of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/%0a//evil',
      '/\n//evil.example',
    ]) {
      const result = safeReturnPath(raw, origin);
      if (result !== null) expect(new URL(result, origin).origin).toBe(origin);
      expect(result === null || result.startsWith('/')).toBe(true);
    }
    expect(safeReturnPath('//evil.example/x', origin)).toBeNull();
    expect(safeReturnPath('https://evil.example/', origin)).toBeNull();
  });

  it('rejects non-strings, empty and over-long values, and the sign-in routes themselves', () => {
    expect(safeReturnPath(undefined, origin)).toBeNull();
    expect(safeReturnPath(42, origin)).toBeNull();
    expect(safeReturnPath('', origin)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`, origin)).toBeNull();
    expect(safeReturnPath('/auth/callback?code=x', origin)).toBeNull();
    expect(safeReturnPath('/user/login', origin)).toBeNull();
  });

  it("reads the registration wall's stored path, falling back to the home page", () => {
    expect(readStoredReturnPath()).toBe('/');
    localStorage.setItem(REDIRECT_URL_KEY, '/my-content/bookmarks');
    expect(readStoredReturnPath()).toBe('/my-content/bookmarks');
    localStorage.setItem(REDIRECT_URL_KEY, 'https://evil.example/');
    expect(readStoredReturnPath()).toBe('/');
    forgetStoredReturnPath();
    expect(localStorage.getItem(REDIRECT_URL_KEY)).toBeNull();
  });
});

describe('continue target after sign-in (partner return)', () => {
  const partners = ['https://partner.example'];

  it('keeps an allow-listed partner page as an absolute URL', () => {
    const target = safeContinueTarget('https://partner.example/news/a?x=1#top', origin, partners);
    expect(target).toBe('https://partner.example/news/a?x=1#top');
    expect(isPartnerTarget(target ?? '')).toBe(true);
  });

  it('keeps same-site paths as paths, and turns a URL on this origin into its path', () => {
    expect(safeContinueTarget('/my-content?tab=2', origin, partners)).toBe('/my-content?tab=2');
    expect(safeContinueTarget(`${origin}/station/702`, origin, partners)).toBe('/station/702');
    expect(isPartnerTarget('/station/702')).toBe(false);
  });

  it('refuses other origins, schemes, credentials and the sign-in routes', () => {
    for (const raw of [
      'https://evil.example/',
      'https://partner.example.evil.example/',
      'https://user:pw@partner.example/',
      'javascript:alert(1)',
      '//partner.example/x',
      `${origin}/auth/callback?code=x`,
      '/user/login',
      42,
    ]) {
      expect(safeContinueTarget(raw, origin, partners), String(raw)).toBeNull();
    }
  });
});
