import { describe, expect, it } from 'vitest';
import { FailureThrottle, SignInThrottle } from './throttle';
import { emailHash, mailboxOf } from './trials';

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

describe('SignInThrottle', () => {
  it("locks a stranger's address out of an account while the owner's right password still signs in", () => {
    const throttle = new SignInThrottle(clock().now);
    for (let i = 0; i < 10; i++) throttle.failed('Listener@example.com', '203.0.113.9');
    expect(throttle.waitSeconds('listener@example.com', '203.0.113.9')).toBeGreaterThan(0);
    expect(throttle.waitSeconds('listener@example.com', '198.51.100.7')).toBe(0);
  });

  it('still limits one address across many accounts', () => {
    const throttle = new SignInThrottle(clock().now);
    for (let i = 0; i < 100; i++) throttle.failed(`user${i}@example.com`, '203.0.113.9');
    expect(throttle.waitSeconds('new@example.com', '203.0.113.9')).toBeGreaterThan(0);
    expect(throttle.waitSeconds('new@example.com', '198.51.100.7')).toBe(0);
  });
});

describe('one trial per mailbox', () => {
  it('counts plus tags, case and a trailing dot as the same mailbox, and other mailboxes apart', () => {
    for (const alias of ['user@example.com.', 'user+2@example.com', ' USER+trial@Example.COM.. '])
      expect(mailboxOf(alias)).toBe('user@example.com');
    expect(emailHash('user+2@example.com')).toBe(emailHash('user@example.com'));
    expect(emailHash('user2@example.com')).not.toBe(emailHash('user@example.com'));
  });

  it('ignores dots only where the provider does', () => {
    for (const alias of ['u.s.e.r@gmail.com', 'U.ser+x@GoogleMail.com.'])
      expect(mailboxOf(alias)).toBe('user@gmail.com');
    expect(mailboxOf('j.doe@example.com')).toBe('j.doe@example.com');
    expect(emailHash('j.doe@example.com')).not.toBe(emailHash('jdoe@example.com'));
  });
});
