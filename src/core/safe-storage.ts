/**
 * Web Storage as settings kept per device use it. Storage may be missing (a server), blocked (private mode,
 * a partner's sandbox) or full at any moment; a setting then lasts for the page, and nothing throws.
 */
import type { ReadableAtom } from 'nanostores';

/** The page's storage of that kind, or null where there is none or reading it is refused. */
export function safeStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind];
  } catch {
    return null;
  }
}

export interface Remembered<T> {
  key: string;
  /** The stored text as a value, or null when it is not one (absent, foreign, corrupt: ignored). */
  parse(stored: string | null): T | null;
  serialise(value: T): string;
  /** Puts a restored value into effect. */
  restore(value: T): void;
}

/** Puts the stored value into effect once, without saving later changes. */
export function restoreFromStorage<T>(
  storage: Storage | null,
  { key, parse, restore }: Pick<Remembered<T>, 'key' | 'parse' | 'restore'>,
): void {
  if (!storage) return;
  let stored: string | null = null;
  try {
    stored = storage.getItem(key);
  } catch {
    // Blocked: the setting lasts for the page.
  }
  const parsed = parse(stored);
  if (parsed !== null) restore(parsed);
}

/** Restores `store`'s stored value and saves every change from now on. */
export function rememberInStorage<T>(
  store: ReadableAtom<T>,
  storage: Storage | null,
  remembered: Remembered<T>,
): void {
  if (!storage) return;
  const { key, serialise } = remembered;
  restoreFromStorage(storage, remembered);
  store.listen((value) => {
    try {
      storage.setItem(key, serialise(value));
    } catch {
      // Full or blocked: the setting still holds for this page.
    }
  });
}
