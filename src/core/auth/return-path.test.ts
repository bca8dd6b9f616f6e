// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { REDIRECT_URL_KEY } from '../walls';
import { forgetStoredReturnPath, readStoredReturnPath, safeReturnPath } from './return-path';

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
