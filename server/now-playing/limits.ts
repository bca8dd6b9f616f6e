/**
 * The now-playing stream's connection limits, read once from the environment, and the slots they share out.
 *
 * The slots are shared so that no client, and no crowd of them, can lock a new listener out:
 * - one address may hold only a few streams (a page opens one; a listener rarely has more than a handful of tabs);
 * - one IPv6 /64 only a few more, since a client there can take a new address for every stream;
 * - the last slots of the process are kept for networks that hold no stream yet. Without them, 55 addresses of
 *   20 streams each filled 980 of 1,000 slots and the next listener got 503; now the flood is refused first.
 * A stream whose client stops reading is closed: its replies pile up in the process's memory once the kernel's
 * socket buffers are full.
 */
import { intFromEnv } from '../config';
import { clientNetwork } from '../http/client-address';

export const DEFAULT_LIMITS = {
  /** Open streams the whole process serves; more get 503. */
  maxConnections: 1_000,
  /** Of `maxConnections`, the slots only a network with no open stream may take. */
  reservedForNewNetworks: 100,
  /** Open streams one client address may hold; more get 429 with Retry-After. */
  maxPerAddress: 20,
  /** Open streams one IPv6 /64 may hold; more get 429 with Retry-After. */
  maxPerNetwork: 40,
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: 30,
  /** Bytes queued in the process for one stream above which it counts as not reading. */
  stallBytes: 64 * 1024,
  /** How long a stream may stay above `stallBytes` before it is closed. */
  stallMs: 15_000,
};

export type StreamLimits = typeof DEFAULT_LIMITS;

/** NOW_PLAYING_MAX_PER_ADDRESS overrides the per-address cap; anything but a positive whole number stops start. */
export function readStreamLimits(env: NodeJS.ProcessEnv = process.env): StreamLimits {
  return {
    ...DEFAULT_LIMITS,
    maxPerAddress: intFromEnv('NOW_PLAYING_MAX_PER_ADDRESS', DEFAULT_LIMITS.maxPerAddress, env),
  };
}

type Admission = { ok: true } | { ok: false; status: 429 | 503; message: string };

/** Counts per key; a key at zero is forgotten, so the maps hold only clients with open streams. */
class Counter {
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

/** The process's stream slots: who may open one more, and the counts behind that answer. */
export class StreamSlots {
  private total = 0;
  private readonly addresses = new Counter();
  private readonly networks = new Counter();

  constructor(private readonly limits: StreamLimits) {}

  /** Takes a slot for a stream from `address` (see clientAddress), or says why not. */
  take(address: string): Admission {
    const { maxPerAddress, maxPerNetwork, maxConnections, reservedForNewNetworks } = this.limits;
    const network = clientNetwork(address);
    if (this.addresses.count(address) >= maxPerAddress)
      return refuse(429, `${TOO_MANY} from one address (limit ${maxPerAddress}); close one or retry later`);
    if (this.networks.count(network) >= maxPerNetwork)
      return refuse(429, `${TOO_MANY} from one network (limit ${maxPerNetwork}); close one or retry later`);
    if (this.total >= maxConnections) return refuse(503, `${TOO_MANY}; retry later`);
    if (this.total >= maxConnections - reservedForNewNetworks && this.networks.count(network) > 0)
      return refuse(503, `${TOO_MANY}; the last slots are kept for listeners with none open, retry later`);
    this.total += 1;
    this.addresses.add(address);
    this.networks.add(network);
    return { ok: true };
  }

  release(address: string) {
    this.total -= 1;
    this.addresses.remove(address);
    this.networks.remove(clientNetwork(address));
  }
}

const TOO_MANY = 'Too many now-playing connections';

function refuse(status: 429 | 503, message: string): Admission {
  return { ok: false, status, message };
}
