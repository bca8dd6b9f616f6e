/**
 * Which refresh token the site spent last (docs/design.md, "Sign-in failures", "Security rules"). The renewal lock orders the tabs,
 * but local storage, where oidc-client-ts keeps the user, reaches the other tabs' processes asynchronously in
 * Chromium: a tab that takes the lock just after another tab renewed can still read the old refresh token, which
 * the provider has rotated away, and its `invalid_grant` would sign the listener out in every tab. An IndexedDB
 * commit is visible to every tab at once, so the lock holder records the token it spent there before it lets go,
 * and the next holder waits for local storage to catch up instead of spending that token again.
 *
 * Only a fingerprint of the token is kept (a 53-bit hash: it tells tokens apart and cannot be turned back into
 * one). Without IndexedDB (some private modes) the record is simply absent and renewal behaves as before.
 */

export interface SpentTokenStore {
  read(): Promise<string | null>;
  write(fingerprint: string): Promise<void>;
}

/** cyrb53: a fast, well-spread 53-bit string hash. */
export function fingerprint(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const DB_NAME = 'primedia-auth';
export const STORE_NAME = 'renewal';
const RECORD_KEY = 'spent-refresh-token';

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let database: Promise<IDBDatabase | null> | null = null;

/** The auth database (shared with the renewal lease in renewal-lock.ts); null where IndexedDB is unavailable. */
export function openDatabase(): Promise<IDBDatabase | null> {
  database ??= (async () => {
    try {
      const factory = globalThis.indexedDB;
      if (!factory) return null;
      const open = factory.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE_NAME);
      return await request(open);
    } catch {
      return null; // Blocked or unavailable: run without the record.
    }
  })();
  return database;
}

/** The record in IndexedDB; every failure reads as "nothing recorded" and writes as a no-op. */
export const indexedDbSpentTokens: SpentTokenStore = {
  async read() {
    try {
      const db = await openDatabase();
      if (!db) return null;
      const value: unknown = await request(
        db.transaction(STORE_NAME).objectStore(STORE_NAME).get(RECORD_KEY),
      );
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  },
  async write(value) {
    try {
      const db = await openDatabase();
      if (!db) return;
      const transaction = db.transaction(STORE_NAME, 'readwrite');
      transaction.objectStore(STORE_NAME).put(value, RECORD_KEY);
      // Resolve on commit, not on the put: only a committed write is visible to the next lock holder.
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onabort = transaction.onerror = () => reject(transaction.error ?? new Error('aborted'));
      });
    } catch {
      // Without the record the next tab falls back to reading local storage, as before.
    }
  },
};

/** Records that `spent` was exchanged for `received`; a provider that does not rotate leaves nothing to record. */
export async function recordSpent(store: SpentTokenStore, spent: string, received: string | undefined) {
  if (!received || received === spent) return;
  await store.write(fingerprint(spent));
}

export async function isSpent(store: SpentTokenStore, token: string): Promise<boolean> {
  return (await store.read()) === fingerprint(token);
}

export interface CatchUpOptions {
  timeoutMs?: number;
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Re-reads the stored user until its refresh token is no longer `spent` (another tab's renewal has reached this
 * tab's local storage) or `timeoutMs` passes. Resolves with the last user read; the caller never spends a token
 * that is known to be spent, so the worst case is one stale read, never a refusal.
 */
export async function waitForStoredRotation<U extends { refresh_token?: string | null }>(
  load: () => Promise<U | null>,
  spent: string,
  { timeoutMs = 5_000, pollMs = 50, sleep = defaultSleep, now = Date.now }: CatchUpOptions = {},
): Promise<U | null> {
  const deadline = now() + timeoutMs;
  for (;;) {
    const user = await load();
    if (user?.refresh_token !== spent || now() >= deadline) return user;
    await sleep(pollMs);
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
