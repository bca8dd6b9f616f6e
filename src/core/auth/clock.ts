/**
 * Token expiry and clock skew (docs/product.md, "Constants"; docs/design.md, "Sign-in failures").
 *
 * oidc-client-ts 3 dropped `clockSkewInSeconds`, so the rule lives here. `expires_at` is measured on our own
 * clock (receipt time + `expires_in`), so a steady difference between our clock and the provider's needs no
 * correction. What breaks expiry is our clock *moving* after the token was stored (the listener fixes the time,
 * a VM resumes): the stored `expires_at` then belongs to another clock. We notice such a jump by comparing the
 * wall clock with the monotonic one; a jump beyond the skew means the stored expiry cannot be trusted, so the
 * token is treated as expired and renewed before its next use. Smaller moves (ordinary time sync) are tolerated.
 */
import { CLOCK_SKEW_SECONDS } from './constants';

/** Wall-clock time minus monotonic time: constant while the wall clock runs steadily, shifts when it jumps. */
export interface ClockBaseline {
  offsetMs: number;
}

export function readClockBaseline(
  wallMs: number = Date.now(),
  monotonicMs: number = performance.now(),
): ClockBaseline {
  return { offsetMs: wallMs - monotonicMs };
}

/** How far (seconds, signed) the wall clock jumped since the baseline was read. */
export function clockJumpSeconds(baseline: ClockBaseline, now: ClockBaseline): number {
  return (now.offsetMs - baseline.offsetMs) / 1000;
}

export interface ExpiryCheck {
  /** The stored user's `expires_at`, unix seconds on our clock; undefined when the provider gave none. */
  expiresAt: number | undefined;
  /** Now, unix seconds on our clock. */
  nowSeconds: number;
  /** How far our clock jumped since the token was stored (see clockJumpSeconds); 0 when unknown. */
  clockJumpSeconds?: number;
  skewSeconds?: number;
}

/** True when the access token must not be used any more and should be renewed first. */
export function isAccessTokenExpired({
  expiresAt,
  nowSeconds,
  clockJumpSeconds: jump = 0,
  skewSeconds = CLOCK_SKEW_SECONDS,
}: ExpiryCheck): boolean {
  if (expiresAt === undefined || !Number.isFinite(expiresAt)) return true;
  if (Math.abs(jump) > skewSeconds) return true;
  return expiresAt <= nowSeconds;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
