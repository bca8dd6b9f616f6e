import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  isSpent,
  recordSpent,
  waitForStoredRotation,
  type SpentTokenStore,
} from './spent-tokens';

function memoryStore(): SpentTokenStore & { value: string | null } {
  return {
    value: null,
    read() {
      return Promise.resolve(this.value);
    },
    write(value) {
      this.value = value;
      return Promise.resolve();
    },
  };
}

describe('the spent refresh token record', () => {
  it('knows a rotated-away token as spent and the new one as fresh', async () => {
    const store = memoryStore();
    await recordSpent(store, 'refresh-1', 'refresh-2');
    expect(await isSpent(store, 'refresh-1')).toBe(true);
    expect(await isSpent(store, 'refresh-2')).toBe(false);
  });

  it('records nothing when the provider does not rotate, so the same token keeps working', async () => {
    const store = memoryStore();
    await recordSpent(store, 'refresh-1', 'refresh-1');
    await recordSpent(store, 'refresh-1', undefined);
    expect(store.value).toBeNull();
    expect(await isSpent(store, 'refresh-1')).toBe(false);
  });

  it('keeps a fingerprint, not the token', async () => {
    const store = memoryStore();
    await recordSpent(store, 'a-long-secret-refresh-token', 'next');
    expect(store.value).not.toContain('secret');
    expect(fingerprint('a-long-secret-refresh-token')).toBe(store.value);
    expect(fingerprint('a-long-secret-refresh-tokeN')).not.toBe(store.value);
  });
});

describe('waiting for another tab renewal to reach local storage', () => {
  const fakeClock = () => {
    let now = 0;
    return { now: () => now, sleep: (ms: number) => Promise.resolve(void (now += ms)) };
  };

  it('resolves with the renewed user as soon as storage shows it', async () => {
    const reads = [{ refresh_token: 'spent' }, { refresh_token: 'spent' }, { refresh_token: 'next' }];
    const clock = fakeClock();
    const user = await waitForStoredRotation(() => Promise.resolve(reads.shift() ?? null), 'spent', clock);
    expect(user).toEqual({ refresh_token: 'next' });
    expect(clock.now()).toBe(100);
  });

  it('resolves with null when the listener signed out meanwhile', async () => {
    expect(await waitForStoredRotation(() => Promise.resolve(null), 'spent', fakeClock())).toBeNull();
  });

  it('gives up after the time-out with the stale user, without ever spending it', async () => {
    const clock = fakeClock();
    let reads = 0;
    const load = () => {
      reads += 1;
      return Promise.resolve({ refresh_token: 'spent' });
    };
    const user = await waitForStoredRotation(load, 'spent', { ...clock, timeoutMs: 1_000, pollMs: 100 });
    expect(user).toEqual({ refresh_token: 'spent' });
    expect(clock.now()).toBe(1_000);
    expect(reads).toBe(11);
  });
});
