import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../auth/session';
import { loadSavedPosition, savePosition } from './history';
import { createProgressThrottle } from './progress-throttle';

describe('play history', () => {
  afterEach(() => {
    setSession({ status: 'anonymous', user: null });
    vi.unstubAllGlobals();
  });

  it('saves at most once per 10 s while playing, and at once on pause unless that position was just saved', () => {
    let now = 0;
    const throttle = createProgressThrottle(() => now);
    expect(throttle.due(1)).toBe(true);
    now = 5_000;
    expect(throttle.due(6)).toBe(false);
    now = 10_000;
    expect(throttle.due(11)).toBe(true);
    expect(throttle.final(11.2)).toBe(false); // the same position, just saved
    expect(throttle.final(30)).toBe(true);
    throttle.reset();
    expect(throttle.due(31)).toBe(true);
  });

  it('reads and writes nothing for an anonymous listener', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    setSession({ status: 'anonymous', user: null });
    expect(await loadSavedPosition('aud-0001')).toBeUndefined();
    await savePosition('aud-0001', 42);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('treats an unreachable history service as no saved position, never as an error', async () => {
    setSession({
      status: 'signed-in',
      user: { sub: 'u1', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null },
    });
    vi.doMock('../auth', () => ({ getAccessToken: () => Promise.resolve('token') }));
    const failing = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', failing);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadSavedPosition('aud-0001')).resolves.toBeUndefined();
    await expect(savePosition('aud-0001', 42)).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(2);
    const [, init] = failing.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      operationName: 'setPlayProgress',
      variables: { mediaId: 'aud-0001', playheadSeconds: 42 },
    });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token');
  });
});
