import { describe, expect, it } from 'vitest';
import { FailureThrottle } from './throttle';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('FailureThrottle', () => {
  it('lets ten failures in a minute through and refuses the eleventh attempt for a minute', () => {
    const time = clock();
    const throttle = new FailureThrottle({ limit: 10, windowMs: 60_000 }, time.now);
    for (let i = 0; i < 10; i++) {
      expect(throttle.retryAfterSeconds('a@example.com')).toBe(0);
      throttle.fail('a@example.com');
      time.advance(1_000);
    }
    expect(throttle.retryAfterSeconds('a@example.com')).toBe(59);
    expect(throttle.retryAfterSeconds('b@example.com')).toBe(0);
    time.advance(59_000);
    expect(throttle.retryAfterSeconds('a@example.com')).toBe(0);
  });

  it('doubles the lock each time the limit is reached again, up to 15 minutes', () => {
    const time = clock();
    const throttle = new FailureThrottle({ limit: 2, windowMs: 60_000 }, time.now);
    const locks: number[] = [];
    for (let round = 0; round < 6; round++) {
      throttle.fail('k');
      throttle.fail('k');
      const wait = throttle.retryAfterSeconds('k');
      locks.push(wait);
      time.advance(wait * 1000);
    }
    expect(locks).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('forgets failures outside the window, and all of them after a success', () => {
    const time = clock();
    const throttle = new FailureThrottle({ limit: 3, windowMs: 60_000 }, time.now);
    throttle.fail('k');
    throttle.fail('k');
    time.advance(60_000);
    throttle.fail('k');
    throttle.fail('k');
    expect(throttle.retryAfterSeconds('k')).toBe(0);
    throttle.succeed('k');
    throttle.fail('k');
    throttle.fail('k');
    expect(throttle.retryAfterSeconds('k')).toBe(0);
  });

  it('tracks at most maxKeys keys, dropping the oldest', () => {
    const time = clock();
    const throttle = new FailureThrottle({ limit: 1, windowMs: 60_000 }, time.now, 100);
    for (let i = 0; i < 1_000; i++) throttle.fail(`made-up-${i}@example.com`);
    expect(throttle.retryAfterSeconds('made-up-0@example.com')).toBe(0);
    expect(throttle.retryAfterSeconds('made-up-999@example.com')).toBe(60);
  });
});
