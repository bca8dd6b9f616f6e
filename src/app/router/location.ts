/**
 * The browser location as a store, and navigation through the History API. The host app owns the one
 * router of the page; widgets never navigate.
 */
import { atom, type ReadableAtom } from 'nanostores';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

const read = (): AppLocation => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
});

const current = atom<AppLocation>(read());
addEventListener('popstate', () => current.set(read()));

export const $location: ReadableAtom<AppLocation> = current;

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, location.href);
  if (url.origin !== location.origin) {
    location.assign(url.href);
    return;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (options.replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  current.set(read());
}
