import { describe, expect, it } from 'vitest';
import { clockJumpSeconds, isAccessTokenExpired, readClockBaseline } from './clock';
import { CLOCK_SKEW_SECONDS } from './constants';

describe('access token expiry with the 5-minute clock skew rule', () => {
  const now = 1_800_000_000;

  it('keeps a token that expires later on a steady clock', () => {
    expect(isAccessTokenExpired({ expiresAt: now + 30, nowSeconds: now })).toBe(false);
  });

  it('treats a token as expired from its expires_at second on', () => {
    expect(isAccessTokenExpired({ expiresAt: now, nowSeconds: now })).toBe(true);
    expect(isAccessTokenExpired({ expiresAt: now - 60, nowSeconds: now })).toBe(true);
  });

  it('treats a token without expires_at as expired', () => {
    expect(isAccessTokenExpired({ expiresAt: undefined, nowSeconds: now })).toBe(true);
    expect(isAccessTokenExpired({ expiresAt: Number.NaN, nowSeconds: now })).toBe(true);
  });

  it('tolerates clock moves up to the skew in either direction', () => {
    for (const jump of [CLOCK_SKEW_SECONDS, -CLOCK_SKEW_SECONDS, 30, -30]) {
      expect(isAccessTokenExpired({ expiresAt: now + 30, nowSeconds: now, clockJumpSeconds: jump })).toBe(
        false,
      );
    }
  });

  it('stops trusting the stored expiry once the clock moved by more than the skew', () => {
    // The clock went back 10 minutes: expires_at looks 10 minutes further away than it really is.
    expect(isAccessTokenExpired({ expiresAt: now + 30, nowSeconds: now, clockJumpSeconds: -600 })).toBe(true);
    expect(isAccessTokenExpired({ expiresAt: now + 30, nowSeconds: now, clockJumpSeconds: 301 })).toBe(true);
  });

  it('measures a wall-clock jump against the monotonic clock', () => {
    const baseline = readClockBaseline(1_000_000, 500);
    // 10 s later on both clocks: no jump.
    expect(clockJumpSeconds(baseline, readClockBaseline(1_010_000, 10_500))).toBe(0);
    // The wall clock was set back 10 minutes while 10 s passed.
    expect(clockJumpSeconds(baseline, readClockBaseline(1_010_000 - 600_000, 10_500))).toBe(-600);
  });
});
