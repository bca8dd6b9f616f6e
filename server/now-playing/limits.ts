/**
 * The now-playing stream's connection limits, read once from the environment.
 *
 * One address may hold only a few streams (a page opens one; a listener rarely has more than a handful of tabs),
 * so a single client can no longer fill every slot and lock everyone else out with 503s. The global cap stays as
 * the last line of defence for the process. A stream whose client stops reading is closed: its replies pile up
 * in the process's memory once the kernel's socket buffers are full.
 */
export interface StreamLimits {
  /** Open streams the whole process serves; more get 503. */
  maxConnections: number;
  /** Open streams one client address may hold; more get 429 with Retry-After. */
  maxPerAddress: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /** Bytes queued in the process for one stream above which it counts as not reading. */
  stallBytes: number;
  /** How long a stream may stay above `stallBytes` before it is closed. */
  stallMs: number;
}

export const DEFAULT_LIMITS: StreamLimits = {
  maxConnections: 1_000,
  maxPerAddress: 20,
  retryAfterSeconds: 30,
  stallBytes: 64 * 1024,
  stallMs: 15_000,
};

/** NOW_PLAYING_MAX_PER_ADDRESS overrides the per-address cap; anything but a positive whole number stops start. */
export function readStreamLimits(env: NodeJS.ProcessEnv = process.env): StreamLimits {
  const raw = env.NOW_PLAYING_MAX_PER_ADDRESS;
  if (raw === undefined || raw === '') return DEFAULT_LIMITS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`[primedia] NOW_PLAYING_MAX_PER_ADDRESS must be a positive whole number, got "${raw}"`);
  }
  return { ...DEFAULT_LIMITS, maxPerAddress: value };
}

/** The key a connection is counted under: its peer address, with IPv4-mapped IPv6 folded to plain IPv4. */
export function addressKey(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown';
  return remoteAddress.startsWith('::ffff:') ? remoteAddress.slice('::ffff:'.length) : remoteAddress;
}

/** Counts open streams per address. */
export class AddressCounter {
  private readonly open = new Map<string, number>();

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }

  add(key: string) {
    this.open.set(key, this.count(key) + 1);
  }

  remove(key: string) {
    const left = this.count(key) - 1;
    if (left > 0) this.open.set(key, left);
    else this.open.delete(key);
  }
}
