/**
 * The browser location as a store, and navigation through the History API. The host app owns the one router of
 * the page; widgets never navigate.
 *
 * A guard (see guard.ts) may refuse a navigation (docs/product.md, "Rules": requiresAuth). A refused `navigate()` never touches
 * the history; a refused back/forward (popstate) is undone with `history.go()` back to the entry the listener was
 * on, so in both cases the URL and the page stay where they were. Each history entry carries an index in its
 * state; the index keys the saved scroll position that is restored on back and forward.
 */
import { atom, type ReadableAtom } from 'nanostores';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

type NavigationKind = 'initial' | 'push' | 'replace' | 'pop';

/** How the current location was reached, and for back/forward the scroll position to restore. */
export interface NavigationInfo {
  kind: NavigationKind;
  restoreScrollY: number | null;
}

/** True allows the navigation. A promise lets the guard wait (for example for the session to be known). */
export type NavigationGuard = (to: AppLocation) => boolean | Promise<boolean>;

/** False while the server renders a page (src/app/ssr): there the request's location comes by context. */
const inBrowser = typeof window !== 'undefined';

const read = (): AppLocation =>
  inBrowser
    ? { pathname: location.pathname, search: location.search, hash: location.hash }
    : { pathname: '/', search: '', hash: '' };

const current = atom<AppLocation>(read());
const navigation = atom<NavigationInfo>({ kind: 'initial', restoreScrollY: null });
const scrollByIndex = new Map<number, number>();
let guard: NavigationGuard | null = null;
let index = 0;
let ticket = 0;
let undoing = false;
let redirects = 0;

export const $location: ReadableAtom<AppLocation> = current;
export const $navigation: ReadableAtom<NavigationInfo> = navigation;

function stateIndex(state: unknown): number | null {
  const value = (state as { idx?: unknown } | null)?.idx;
  return typeof value === 'number' ? value : null;
}

/**
 * Whether this page was opened by following a link on one of our own pages before the app there had started (a
 * press on a server-rendered link): the entry before it is ours, though it carries no index.
 */
export function openedFromOurPage(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  if ((entry as PerformanceNavigationTiming | undefined)?.type !== 'navigate') return false;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

if (inBrowser) {
  const initialIndex = stateIndex(history.state);
  if (initialIndex === null) {
    index = openedFromOurPage() ? 1 : 0;
    history.replaceState({ idx: index }, '');
  } else index = initialIndex;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
}

export function setNavigationGuard(next: NavigationGuard | null): void {
  guard = next;
}

/** Whether the entry before this one in the tab's history is a page of this app (entries carry our index). */
export function canGoBackInApp(): boolean {
  return index > 0;
}

/** Chained redirects since the last navigation the listener started (docs/product.md, "Rules": abort after more than 10). */
export function redirectCount(): number {
  return redirects;
}

function locationOf(path: string): AppLocation {
  const url = new URL(path, location.href);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Runs the guard and calls `then` with its verdict: at once when it answers synchronously. */
function decide(to: AppLocation, then: (ok: boolean) => void): void {
  let verdict: boolean | Promise<boolean>;
  try {
    verdict = guard ? guard(to) : true;
  } catch {
    verdict = true; // a broken guard must not lock the listener out of the site
  }
  if (typeof verdict === 'boolean') then(verdict);
  else verdict.then(then, () => then(true));
}

export function navigate(to: string, options: { replace?: boolean; redirect?: boolean } = {}): void {
  const url = new URL(to, location.href);
  if (url.origin !== location.origin) {
    location.assign(url.href);
    return;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  redirects = options.redirect ? redirects + 1 : 0;
  const mine = ++ticket;
  const go = (ok: boolean) => {
    if (!ok || mine !== ticket) return;
    scrollByIndex.set(index, scrollY);
    if (options.replace) {
      history.replaceState({ idx: index }, '', path);
    } else {
      index += 1;
      history.pushState({ idx: index }, '', path);
    }
    navigation.set({ kind: options.replace ? 'replace' : 'push', restoreScrollY: null });
    current.set(read());
  };
  decide(locationOf(path), go);
}

function onPopState(event: PopStateEvent): void {
  const target = stateIndex(event.state);
  if (undoing) {
    undoing = false;
    if (target !== null) index = target;
    return;
  }
  const from = index;
  scrollByIndex.set(from, scrollY);
  redirects = 0;
  const mine = ++ticket;
  decide(read(), (ok) => {
    if (mine !== ticket) return;
    if (!ok) {
      if (target !== null && target !== from) {
        undoing = true;
        history.go(from - target);
      }
      return;
    }
    index = target ?? index;
    navigation.set({ kind: 'pop', restoreScrollY: scrollByIndex.get(index) ?? 0 });
    current.set(read());
  });
}

if (inBrowser) addEventListener('popstate', onPopState);
