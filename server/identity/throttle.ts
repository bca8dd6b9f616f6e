/**
 * Brute-force protection for the sign-in form: wrong passwords are counted per (account, client address) pair
 * and per client address; past the limit in the window, further attempts are refused before any password is
 * checked, for a back-off that doubles at each new lock (1, 2, 4 ... minutes, at most 15).
 *
 * Failures are counted, not attempts, so a listener who signs in correctly is never slowed, and a correct
 * sign-in clears its pair's count. Counting the account per address, not on its own, means a stranger's wrong
 * passwords lock only the stranger: the listener's right password from their own address still signs in. The address limit is higher than the account's because many listeners
 * share one address (mobile carriers' NAT). Memory is bounded: at most `maxKeys` keys are tracked, oldest
 * dropped first, so a flood of made-up emails cannot grow the process.
 */

export interface ThrottleRule {
  /** Failures allowed in the window; the next attempt is refused. */
  limit: number;
  windowMs: number;
}

interface Entry {
  failures: number[];
  lockedUntil: number;
  /** Locks so far: each doubles the next one. */
  strikes: number;
}

const BASE_LOCK_MS = 60_000;
const MAX_LOCK_MS = 15 * 60_000;

export class FailureThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Seconds until `key` may try again; 0 when it may now. */
  retryAfterSeconds(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const wait = entry.lockedUntil - this.now();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0, strikes: 0 };
    entry.failures = entry.failures.filter((at) => now - at < this.rule.windowMs);
    entry.failures.push(now);
    if (entry.failures.length >= this.rule.limit) {
      entry.lockedUntil = now + Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** entry.strikes);
      entry.strikes += 1;
      entry.failures = [];
    }
    // Re-inserted so the Map's order is least recently failed first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.prune(now);
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxKeys) {
        const stale =
          entry.lockedUntil <= now &&
          entry.strikes === 0 &&
          entry.failures.every((at) => now - at >= this.rule.windowMs);
        if (!stale) break;
      }
      this.entries.delete(key);
    }
  }
}

/** Ten wrong passwords a minute for one account from one address; a hundred for one address. */
const ACCOUNT_RULE: ThrottleRule = { limit: 10, windowMs: 60_000 };
const ADDRESS_RULE: ThrottleRule = { limit: 100, windowMs: 60_000 };
/** Ten sign-ups in ten minutes from one address: each writes the database and sends a mail. */
export const SIGN_UP_RULE: ThrottleRule = { limit: 10, windowMs: 10 * 60_000 };

/** The sign-in form's two counters: per (normalised email, address) pair and per address. */
export class SignInThrottle {
  private readonly pairs: FailureThrottle;
  private readonly addresses: FailureThrottle;

  constructor(now: () => number = Date.now) {
    this.pairs = new FailureThrottle(ACCOUNT_RULE, now);
    this.addresses = new FailureThrottle(ADDRESS_RULE, now);
  }

  /** Seconds before a password for `email` from `address` is checked again; 0 if now. */
  waitSeconds(email: string, address: string): number {
    return Math.max(
      this.pairs.retryAfterSeconds(pairKey(email, address)),
      this.addresses.retryAfterSeconds(address),
    );
  }

  failed(email: string, address: string): void {
    this.pairs.fail(pairKey(email, address));
    this.addresses.fail(address);
  }

  succeeded(email: string, address: string): void {
    this.pairs.succeed(pairKey(email, address));
  }
}

const pairKey = (email: string, address: string) => `${email.trim().toLowerCase()} ${address}`;
