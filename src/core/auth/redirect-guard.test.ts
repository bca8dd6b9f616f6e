import { describe, expect, it } from 'vitest';
import { AUTHORIZE_NAVIGATION_WINDOW_MS } from './constants';
import { clearAuthorizeNavigation, mayNavigateToAuthorize, noteAuthorizeNavigation } from './redirect-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('authorize navigation limit (one per tab per 30 s)', () => {
  it('allows the first navigation, refuses another inside the window, allows it after', () => {
    const storage = memoryStorage();
    const start = 1_000_000;
    expect(mayNavigateToAuthorize(start, storage)).toBe(true);
    noteAuthorizeNavigation(start, storage);
    expect(mayNavigateToAuthorize(start + 1_000, storage)).toBe(false);
    expect(mayNavigateToAuthorize(start + AUTHORIZE_NAVIGATION_WINDOW_MS - 1, storage)).toBe(false);
    expect(mayNavigateToAuthorize(start + AUTHORIZE_NAVIGATION_WINDOW_MS, storage)).toBe(true);
  });

  it('a completed sign-in clears the record', () => {
    const storage = memoryStorage();
    noteAuthorizeNavigation(5_000, storage);
    clearAuthorizeNavigation(storage);
    expect(mayNavigateToAuthorize(5_001, storage)).toBe(true);
  });

  it('a record from the future (clock set back) does not lock the listener out', () => {
    const storage = memoryStorage();
    noteAuthorizeNavigation(10_000_000, storage);
    expect(mayNavigateToAuthorize(9_000_000, storage)).toBe(true);
  });
});
