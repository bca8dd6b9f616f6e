/**
 * One token renewal at a time across every tab of the site (docs/design.md, "Sign-in failures", "Security rules"). oidc-client-ts has
 * no cross-tab lock (authts/oidc-client-ts#430) and the provider rotates refresh tokens, so two tabs refreshing
 * with the same token would make the loser's `invalid_grant` sign the listener out.
 *
 * Web Locks when the browser has them; otherwise a lease in IndexedDB, claimed in one read-write transaction
 * (atomic across tabs); without IndexedDB either, a lease in local storage: write a claim with an expiry, wait a
 * moment, read it back, and only the tab whose claim survived runs. A crashed holder's lease simply expires.
 */
import { openDatabase, request, STORE_NAME } from './spent-tokens';

export interface LeaseOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Milliseconds; a lease older than this is abandoned (longer than the silent request time-out). */
  leaseMs?: number;
  /** How long a tab waits after writing its claim before trusting it, so a competing write can land. */
  settleMs?: number;
  /** Polling interval while another tab holds the lease. */
  pollMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  id?: string;
}

export interface LockOptions {
  locks?: Pick<LockManager, 'request'> | null;
  /** false: skip the IndexedDB lease (unit tests of the local-storage one). */
  indexedDb?: boolean;
  lease?: LeaseOptions | null;
}

interface Lease {
  owner: string;
  until: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readLease(storage: LeaseOptions['storage'], key: string): Lease | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { owner, until } = parsed as Record<string, unknown>;
    return typeof owner === 'string' && typeof until === 'number' ? { owner, until } : null;
  } catch {
    return null;
  }
}

async function withLease<T>(name: string, options: LeaseOptions, task: () => Promise<T>): Promise<T> {
  const {
    storage,
    leaseMs = 15_000,
    settleMs = 40,
    pollMs = 100,
    now = Date.now,
    sleep = defaultSleep,
    id = `${now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  } = options;
  const key = `primedia.lock.${name}`;
  for (;;) {
    const held = readLease(storage, key);
    if (!held || held.until <= now()) {
      try {
        storage.setItem(key, JSON.stringify({ owner: id, until: now() + leaseMs }));
      } catch {
        return task(); // Storage refused the write: no lease possible, run alone as a single tab would.
      }
      await sleep(settleMs);
      if (readLease(storage, key)?.owner === id) break;
    }
    await sleep(pollMs + Math.random() * pollMs);
  }
  try {
    return await task();
  } finally {
    try {
      if (readLease(storage, key)?.owner === id) storage.removeItem(key);
    } catch {
      // The lease expires on its own.
    }
  }
}

/**
 * Claims the lease `key` in one IndexedDB read-write transaction: transactions on the same store run one after
 * another across every tab, so the read and the write cannot interleave with another tab's, as they can with
 * local storage, whose writes reach other tabs' processes late. Resolves false while another tab holds it.
 */
async function claimIdbLease(db: IDBDatabase, key: string, owner: string, leaseMs: number): Promise<boolean> {
  const transaction = db.transaction(STORE_NAME, 'readwrite');
  const store = transaction.objectStore(STORE_NAME);
  const held: unknown = await request(store.get(key));
  const lease = held as Partial<Lease> | undefined;
  const free =
    !lease || typeof lease.until !== 'number' || lease.until <= Date.now() || lease.owner === owner;
  if (free) store.put({ owner, until: Date.now() + leaseMs }, key);
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('lease transaction aborted'));
  });
  return free;
}

async function releaseIdbLease(db: IDBDatabase, key: string, owner: string): Promise<void> {
  const transaction = db.transaction(STORE_NAME, 'readwrite');
  const store = transaction.objectStore(STORE_NAME);
  const held = (await request(store.get(key))) as Partial<Lease> | undefined;
  if (held?.owner === owner) store.delete(key);
}

/** The lease in IndexedDB: where Web Locks are missing but IndexedDB is there (older Safari). */
async function withIdbLease<T>(name: string, db: IDBDatabase, task: () => Promise<T>): Promise<T> {
  const key = `lease:${name}`;
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const leaseMs = 15_000;
  while (!(await claimIdbLease(db, key, owner, leaseMs))) {
    await defaultSleep(100 + Math.random() * 100);
  }
  try {
    return await task();
  } finally {
    await releaseIdbLease(db, key, owner).catch(() => undefined); // it lapses on its own
  }
}

function defaultLockOptions(): LockOptions {
  const locks = globalThis.navigator?.locks ?? null;
  let storage: Storage | null;
  try {
    storage = globalThis.localStorage ?? null;
  } catch {
    storage = null;
  }
  return { locks, lease: storage ? { storage } : null };
}

/** Runs `task` while holding the site-wide lock `name`; tasks of other tabs for the same name wait. */
export async function withSiteLock<T>(
  name: string,
  task: () => Promise<T>,
  options: LockOptions = defaultLockOptions(),
): Promise<T> {
  if (options.locks) return options.locks.request(name, { mode: 'exclusive' }, () => task()) as Promise<T>;
  if (options.indexedDb !== false) {
    const db = await openDatabase().catch(() => null);
    if (db) return withIdbLease(name, db, task);
  }
  if (options.lease) return withLease(name, options.lease, task);
  return task();
}
