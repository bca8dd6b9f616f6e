/**
 * `$walls`: the registration wall and the paywall (spec §2, §3 "Shared state", §4 "Walls"). Each is open or
 * closed; at most one is open at a time. Opening the registration wall stores the current route path under
 * 'redirect-url' in local storage, so sign-in can return the listener to where they were (spec §2).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from './shared';

export const REDIRECT_URL_KEY = 'redirect-url';

export interface WallsState {
  registration: boolean;
  paywall: boolean;
}

const walls = shared('walls', () => atom<WallsState>({ registration: false, paywall: false }));

export const $walls: ReadableAtom<WallsState> = walls;

function currentPath(): string {
  const { pathname, search, hash } = globalThis.location ?? { pathname: '/', search: '', hash: '' };
  return `${pathname}${search}${hash}`;
}

/** Remembers where to come back to after sign-in; storage may be full or blocked, which must not stop the wall. */
export function rememberReturnPath(path: string = currentPath()): void {
  try {
    globalThis.localStorage?.setItem(REDIRECT_URL_KEY, path);
  } catch {
    // Private mode or quota: the listener returns to the home page instead.
  }
}

export function openRegistrationWall(): void {
  rememberReturnPath();
  walls.set({ registration: true, paywall: false });
}

export function closeRegistrationWall(): void {
  walls.set({ ...walls.get(), registration: false });
}

export function openPaywall(): void {
  walls.set({ registration: false, paywall: true });
}

export function closePaywall(): void {
  walls.set({ ...walls.get(), paywall: false });
}
