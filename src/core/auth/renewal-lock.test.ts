import { describe, expect, it } from 'vitest';
import { withSiteLock, type LeaseOptions } from './renewal-lock';

/** A minimal exclusive LockManager with the Web Locks semantics the renewal relies on (FIFO per name). */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request(name: string, _options: LockOptions, callback: () => Promise<unknown>) {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback());
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  } as unknown as Pick<LockManager, 'request'>;
}

function memoryStorage(): LeaseOptions['storage'] {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * N tabs share one store of tokens; each does what the renewal does: note the token, take the lock, re-read,
 * and refresh only when nobody else did. Returns how many refresh requests were made.
 */
async function renewInTabs(tabs: number, lock: (task: () => Promise<void>) => Promise<void>) {
  const shared = { token: 'token-0', refreshes: 0, running: 0, overlap: false };
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      const noted = shared.token;
      await lock(async () => {
        shared.running += 1;
        if (shared.running > 1) shared.overlap = true;
        if (shared.token === noted) {
          await sleep(15); // the token request
          shared.refreshes += 1;
          shared.token = `token-${shared.refreshes}`;
        }
        shared.running -= 1;
      });
    }),
  );
  return shared;
}

describe('single-flight renewal lock', () => {
  it('with Web Locks: four tabs make one refresh and never overlap', async () => {
    const locks = fakeLocks();
    const result = await renewInTabs(4, (task) => withSiteLock('renew', task, { locks }));
    expect(result.refreshes).toBe(1);
    expect(result.overlap).toBe(false);
  });

  it('without navigator.locks: a storage lease gives the same single refresh', async () => {
    const storage = memoryStorage();
    const result = await renewInTabs(4, (task) =>
      withSiteLock('renew', task, {
        locks: null,
        lease: { storage, settleMs: 5, pollMs: 5 },
      }),
    );
    expect(result.refreshes).toBe(1);
    expect(result.overlap).toBe(false);
    expect(storage.getItem('primedia.lock.renew')).toBeNull(); // released
  });

  it('a lease left by a crashed tab expires and the next tab proceeds', async () => {
    const storage = memoryStorage();
    let clock = 1_000;
    storage.setItem('primedia.lock.renew', JSON.stringify({ owner: 'crashed', until: clock + 50 }));
    const ran: string[] = [];
    const waiting = withSiteLock('renew', async () => void ran.push('me'), {
      locks: null,
      lease: {
        storage,
        now: () => clock,
        settleMs: 1,
        pollMs: 1,
        sleep: async (ms) => {
          clock += ms;
          await Promise.resolve();
        },
      },
    });
    await waiting;
    expect(ran).toEqual(['me']);
    expect(clock).toBeGreaterThanOrEqual(1_050);
  });

  it('releases the lock when the task fails, so the next tab is not stuck', async () => {
    const storage = memoryStorage();
    const options = { locks: null, lease: { storage, settleMs: 1, pollMs: 1 } };
    await expect(withSiteLock('renew', () => Promise.reject(new Error('refused')), options)).rejects.toThrow(
      'refused',
    );
    await expect(withSiteLock('renew', async () => 'next', options)).resolves.toBe('next');
  });

  it('runs the task directly when neither locks nor storage exist', async () => {
    await expect(withSiteLock('renew', async () => 'alone', { locks: null, lease: null })).resolves.toBe(
      'alone',
    );
  });
});
