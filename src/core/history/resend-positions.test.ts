import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setSession } from '../auth/session';
import { memoryStorage } from '../testing/memory-storage';
import { keepPending, readPending } from './pending-positions';
import { FIRST_RETRY_MS, resendPendingPositions } from './resend-positions';

let reachable: boolean;
let sent: string[];

beforeEach(() => {
  vi.useFakeTimers();
  reachable = false;
  sent = [];
  vi.stubGlobal('localStorage', memoryStorage());
  // The browser says it is online although nothing answers (a page opened with no network, a mobile network
  // that answers nothing): no `online` event will come.
  vi.stubGlobal('navigator', { onLine: true });
  vi.doMock('../auth', () => ({ getAccessToken: () => Promise.resolve('token') }));
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
      const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
      sent.push(operationName);
      const data =
        operationName === 'getMediaPlayedHistory'
          ? { getMediaPlayedHistory: [] }
          : { setPlayProgress: { httpStatusCode: 200, correlationId: 'c', message: 'ok' } };
      return Promise.resolve(new Response(JSON.stringify({ data })));
    }),
  );
});

/** Lets `ms` pass, and what each try started (it loads ./history first) finish. */
async function after(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

afterEach(() => {
  setSession({ status: 'anonymous', user: null });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('tries again while positions are kept, even when the browser never says the network went and came back', async () => {
  keepPending('alice', 'aud-0001', 61);
  setSession({
    status: 'signed-in',
    user: { sub: 'alice', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null },
  });
  resendPendingPositions();
  await after(100);
  expect(sent).toEqual([]);
  expect(readPending('alice')['aud-0001']?.seconds).toBe(61);

  // Still nothing answers at the first retry; the second waits twice as long.
  await after(FIRST_RETRY_MS);
  expect(readPending('alice')['aud-0001']?.seconds).toBe(61);
  reachable = true;
  await after(FIRST_RETRY_MS);
  expect(sent).toEqual([]);
  await after(FIRST_RETRY_MS);
  expect(sent).toEqual(['getMediaPlayedHistory', 'setPlayProgress']);
  expect(readPending('alice')).toEqual({});

  // Nothing kept: no more tries.
  await after(10 * FIRST_RETRY_MS);
  expect(sent).toHaveLength(2);
});
