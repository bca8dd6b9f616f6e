import { describe, expect, it } from 'vitest';
import { deadlineSignal, type DeadlineOptions } from './deadline';

const limits = (workMs: number, rest: Partial<DeadlineOptions> = {}) =>
  deadlineSignal({
    workMs,
    wallMs: 60_000,
    waitedMs: () => 0,
    reason: (limit) => new Error(`too slow (${limit})`),
    ...rest,
  });

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until); // a synchronous resolver keeping the event loop busy
}

describe('deadlineSignal', () => {
  it('aborts with the reason right after the first check past the limit, not in the middle of a stretch', async () => {
    // 100 ms, not less: on a loaded 2-core machine a few milliseconds can pass between two statements.
    const { signal, clear } = limits(100);
    expect(() => signal.throwIfAborted()).not.toThrow(); // the executor's first check, in time
    busy(110);
    // The executor's check in the middle of a synchronous stretch does not throw: the rest of that stretch
    // is built, so every promise in it has its handler...
    expect(() => signal.throwIfAborted()).not.toThrow();
    // ...and the abort lands in the next microtask, long before any timer could.
    await Promise.resolve();
    expect(signal.aborted).toBe(true);
    expect(() => signal.throwIfAborted()).toThrow('too slow (work)');
    clear();
  });

  it('does not count the time spent waiting for a turn as work', async () => {
    let waited = 0;
    const { signal, clear } = limits(100, { waitedMs: () => waited });
    signal.throwIfAborted();
    busy(150);
    waited = 120; // of the 150 ms, 120 went to other requests' slices
    signal.throwIfAborted();
    await Promise.resolve();
    expect(signal.aborted).toBe(false);
    busy(100); // now its own work passes 100 ms
    signal.throwIfAborted();
    await Promise.resolve();
    expect(() => signal.throwIfAborted()).toThrow('too slow (work)');
    clear();
  });

  it("stops at once when the limit has passed by the executor's first check (nothing built yet)", () => {
    const { signal, clear } = limits(0);
    expect(() => signal.throwIfAborted()).toThrow('too slow (work)');
    clear();
  });

  it('aborts on its timer at the wall-time limit, while the query waits', async () => {
    const { signal } = limits(60_000, { wallMs: 1 });
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect((signal.reason as Error).message).toBe('too slow (wall)');
  });
});
