import { describe, expect, it } from 'vitest';
import { deadlineSignal } from './deadline';

describe('deadlineSignal', () => {
  it('aborts with the reason on the first check after the deadline, without waiting for a timer', () => {
    const { signal, clear } = deadlineSignal(5, () => new Error('too slow'));
    expect(() => signal.throwIfAborted()).not.toThrow();
    const until = performance.now() + 10;
    while (performance.now() < until); // a synchronous resolver keeping the event loop busy
    expect(() => signal.throwIfAborted()).toThrow('too slow');
    expect(signal.aborted).toBe(true);
    clear();
  });

  it('aborts on its timer when nothing checks it', async () => {
    const { signal } = deadlineSignal(1, () => new Error('late'));
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect((signal.reason as Error).message).toBe('late');
  });
});
