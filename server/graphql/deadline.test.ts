import { describe, expect, it } from 'vitest';
import { deadlineSignal } from './deadline';

describe('deadlineSignal', () => {
  it('aborts with the reason right after the first check past the deadline, not in the middle of a stretch', async () => {
    // 100 ms, not less: on a loaded 2-core machine a few milliseconds can pass between two statements.
    const { signal, clear } = deadlineSignal(100, () => new Error('too slow'));
    expect(() => signal.throwIfAborted()).not.toThrow(); // the executor's first check, in time
    const until = performance.now() + 110;
    while (performance.now() < until); // a synchronous resolver keeping the event loop busy
    // The executor's check in the middle of a synchronous stretch does not throw: the rest of that stretch
    // is built, so every promise in it has its handler...
    expect(() => signal.throwIfAborted()).not.toThrow();
    // ...and the abort lands in the next microtask, long before any timer could.
    await Promise.resolve();
    expect(signal.aborted).toBe(true);
    expect(() => signal.throwIfAborted()).toThrow('too slow');
    clear();
  });

  it("stops at once when the deadline has passed by the executor's first check (nothing built yet)", () => {
    const { signal, clear } = deadlineSignal(0, () => new Error('no time'));
    expect(() => signal.throwIfAborted()).toThrow('no time');
    clear();
  });

  it('aborts on its timer when nothing checks it', async () => {
    const { signal } = deadlineSignal(1, () => new Error('late'));
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect((signal.reason as Error).message).toBe('late');
  });
});
