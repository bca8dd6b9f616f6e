import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, setSession } from '../auth/session';
import { memoryStorage } from '../testing/memory-storage';
import { flushPendingPositions, loadSavedPosition, savePosition } from './history';
import { keepPending, readPending } from './pending-positions';
import { createProgressThrottle } from '../player/progress-throttle';

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

describe('play positions reached offline', () => {
  const user = (sub: string) => ({
    sub,
    email: null,
    name: null,
    audiostarPlus: true,
    audiostarPlusUntil: null,
  });
  const signIn = (sub: string) => setSession({ status: 'signed-in', user: user(sub) });
  /** The GraphQL requests made, as operation name, variables and the token they carried. */
  let calls: { operation: string; variables: Record<string, unknown>; token: string | null }[];
  let storage: Storage;
  let online: boolean;
  let whileTokenWaits: (() => void) | null;

  beforeEach(() => {
    calls = [];
    storage = memoryStorage();
    online = true;
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    // The token is the signed-in account's, as src/core/auth gives it; `whileTokenWaits` runs while it is
    // fetched. One mock for every test: a second vi.doMock of the same module is not reliably seen by a module
    // that imported it already.
    whileTokenWaits = null;
    vi.doMock('../auth', () => ({
      getAccessToken: () => {
        const token = `token-of-${$session.get().user?.sub ?? 'nobody'}`;
        whileTokenWaits?.();
        return Promise.resolve(token);
      },
    }));
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        if (!online) return Promise.reject(new TypeError('Failed to fetch'));
        const body = JSON.parse(String(init.body)) as {
          operationName: string;
          variables: Record<string, unknown>;
        };
        calls.push({
          operation: body.operationName,
          variables: body.variables,
          token: new Headers(init.headers).get('authorization'),
        });
        const data =
          body.operationName === 'getMediaPlayedHistory'
            ? { getMediaPlayedHistory: [] }
            : { setPlayProgress: { httpStatusCode: 200, correlationId: 'c', message: 'ok' } };
        return Promise.resolve(new Response(JSON.stringify({ data })));
      }),
    );
  });

  it('keeps a position saved offline on the device, without a request, and sends it once online', async () => {
    signIn('alice');
    online = false;
    const saving = savePosition('aud-0001', 61.27);
    // Kept before anything asynchronous: the page may be closing (page hide) and never get further.
    expect(readPending('alice')['aud-0001']?.seconds).toBe(61.27);
    await saving;
    expect(fetch).not.toHaveBeenCalled();
    // While still offline, the kept position is where the item resumes.
    expect(await loadSavedPosition('aud-0001')).toBe(61.27);

    online = true;
    await flushPendingPositions();
    expect(calls.map((c) => c.operation)).toEqual(['getMediaPlayedHistory', 'setPlayProgress']);
    expect(calls[1]).toEqual({
      operation: 'setPlayProgress',
      variables: { mediaId: 'aud-0001', playheadSeconds: 61.2 },
      token: 'Bearer token-of-alice',
    });
    expect(readPending('alice')).toEqual({});
  });

  it('keeps a save that fails for the network, and sends nothing while still offline', async () => {
    signIn('alice');
    online = false;
    vi.stubGlobal('navigator', { onLine: true }); // the browser thinks it is online; the request fails
    await savePosition('aud-0002', 30);
    expect(readPending('alice')['aud-0002']?.seconds).toBe(30);
    await flushPendingPositions();
    expect(readPending('alice')['aud-0002']?.seconds).toBe(30);
  });

  it('never sends one account’s positions under another account', async () => {
    signIn('alice');
    online = false;
    await savePosition('aud-0001', 50);
    online = true;
    signIn('bob');
    await flushPendingPositions();
    expect(calls).toEqual([]);
    expect(readPending('alice')['aud-0001']?.seconds).toBe(50);

    signIn('alice');
    await flushPendingPositions();
    expect(calls.map((c) => c.token)).toEqual(['Bearer token-of-alice', 'Bearer token-of-alice']);
    expect(calls[0]?.variables).toEqual({ userId: 'alice', videoIds: ['aud-0001'] });
  });

  it('sends nothing when the account changes while a flush waits for its token', async () => {
    signIn('alice');
    keepPending('alice', 'aud-0001', 50);
    whileTokenWaits = () => signIn('bob'); // another account signs in on another tab meanwhile
    await flushPendingPositions();
    expect(calls).toEqual([]);
    expect(readPending('alice')['aud-0001']?.seconds).toBe(50);
  });
});
