/**
 * No redirect loops (docs/design.md, "Sign-in failures"): at most one automatic navigation to the authorize endpoint per tab in
 * 30 s. The time of the last one is kept in session storage, which is per tab and survives the round trip to
 * the provider. A listener's own click is never throttled; a completed sign-in clears the record.
 */
import { AUTHORIZE_NAVIGATION_WINDOW_MS } from './constants';

const KEY = 'primedia.auth.authorize-at';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): SessionStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** True when an automatic authorize navigation is allowed now. */
export function mayNavigateToAuthorize(
  now: number = Date.now(),
  storage: SessionStore | null = store(),
): boolean {
  const last = Number(storage?.getItem(KEY) ?? NaN);
  return !Number.isFinite(last) || now - last >= AUTHORIZE_NAVIGATION_WINDOW_MS || now < last;
}

export function noteAuthorizeNavigation(
  now: number = Date.now(),
  storage: SessionStore | null = store(),
): void {
  try {
    storage?.setItem(KEY, String(now));
  } catch {
    // Without session storage the guard cannot remember; the login page still never retries on its own.
  }
}

export function clearAuthorizeNavigation(storage: SessionStore | null = store()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
