// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieSaysSaveData, DATA_SAVER_COOKIE, mirrorDataSaverInCookie } from './cookie';

describe('cookieSaysSaveData', () => {
  it('reads the data saver cookie among others, and nothing else as on', () => {
    expect(cookieSaysSaveData(`a=1; ${DATA_SAVER_COOKIE}=on; b=2`)).toBe(true);
    expect(cookieSaysSaveData(`${DATA_SAVER_COOKIE}=on`)).toBe(true);
    expect(cookieSaysSaveData(undefined)).toBe(false);
    expect(cookieSaysSaveData('')).toBe(false);
    expect(cookieSaysSaveData(`${DATA_SAVER_COOKIE}=off`)).toBe(false);
    expect(cookieSaysSaveData(`${DATA_SAVER_COOKIE}=onwards`)).toBe(false);
    expect(cookieSaysSaveData(`x${DATA_SAVER_COOKIE}=on`)).toBe(false);
  });
});

describe('mirrorDataSaverInCookie', () => {
  afterEach(() => {
    document.cookie = `${DATA_SAVER_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('sets the cookie while the data saver is on and removes it when it goes off', () => {
    const active = atom(false);
    mirrorDataSaverInCookie(active);
    expect(cookieSaysSaveData(document.cookie)).toBe(false);
    active.set(true);
    expect(cookieSaysSaveData(document.cookie)).toBe(true);
    active.set(false);
    expect(cookieSaysSaveData(document.cookie)).toBe(false);
  });
});
