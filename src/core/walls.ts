/**
 * `$walls`: the registration wall and the paywall (docs/product.md, "Routes", "Shared state", "Registration wall"). Each is open or
 * closed; at most one is open at a time. Opening the registration wall stores the current route path under
 * 'redirect-url' in local storage, so sign-in can return the listener to where they were (docs/product.md, "Routes").
 */
import { atom, type ReadableAtom } from 'nanostores';
import { serviceConfig } from './config';
import { safeSitePath } from './site-path';
import { shared } from './store-registry';

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
  // Several refused calls can ask at once: the wall already open stays as it is (its focus, the path it keeps).
  if (walls.get().registration) return;
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

// ---- Partner origins (docs/design.md, "Layers", "Partner page failures") -------------------------------------------------------
// On a partner page the main site's session is out of reach, so the wall's buttons send the listener to the main
// site's /user/login with `return` set to the partner page. The main site only honours a `return` that is one of
// its own paths or a URL on an allow-listed partner origin (serviceConfig.partnerOrigins), so the login page can
// never be used as an open redirect.

/** Whether this page is not the main site (a partner page embedding widgets). */
export function isPartnerPage(origin: string = globalThis.location?.origin ?? ''): boolean {
  return origin !== '' && origin !== new URL(serviceConfig.appUrl).origin;
}

/**
 * This page's origin when it is a listed partner page, else null: a listed page signs in through a popup and
 * stays (docs/identity.md, "Partner pages"); any other partner page finishes on the main site.
 */
export function listedPartnerOrigin(origin: string = globalThis.location?.origin ?? ''): string | null {
  return isPartnerPage(origin) && serviceConfig.partnerOrigins.includes(origin) ? origin : null;
}

/**
 * The main site's sign-in (or sign-up) URL that returns to `returnUrl` afterwards; `remind` is the show a
 * "Remind me" asked for, which the main site sets when it cannot send the listener back signed in.
 */
export function partnerSignInUrl(returnUrl: string, signUp = false, remind?: string): string {
  const url = new URL('/user/login', serviceConfig.appUrl);
  url.searchParams.set('return', returnUrl);
  if (signUp) url.searchParams.set('signup', '1');
  if (remind) url.searchParams.set('remind', remind);
  return url.href;
}

/**
 * Checks a `return` value given to the main site's /user/login. Answers a same-site path ('/news/x?y=1', checked
 * by site-path.ts), an absolute URL on an allow-listed partner origin, or null for anything else (other origins,
 * `javascript:`, protocol-relative '//evil.example', backslash tricks).
 */
export function safeReturnTarget(
  raw: string | null | undefined,
  partnerOrigins: readonly string[] = serviceConfig.partnerOrigins,
): string | null {
  if (!raw || raw.length > 2000) return null;
  if (raw.startsWith('/')) return safeSitePath(raw);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return partnerOrigins.includes(url.origin) ? url.href : null;
}

const PARTNER_ACTION_PATH = '/partner-action';

/**
 * Where the main site continues after sign-in for a `return` on a partner origin that is not listed: its own
 * page that finishes the asked-for action, says why the listener is here and links back to the article
 * (docs/identity.md, "Partner pages"). Null when `raw` is no http(s) page URL.
 */
export function unlistedPartnerContinue(raw: string | null, remind: string | null): string | null {
  const page = articleUrl(raw);
  if (!page) return null;
  const query = new URLSearchParams({ page });
  if (remind && /^[\w:.-]{1,200}$/.test(remind)) query.set('remind', remind);
  return `${PARTNER_ACTION_PATH}?${query.toString()}`;
}

/** `raw` as an http(s) page URL without credentials, or null: the only links back the main site shows. */
export function articleUrl(raw: string | null): string | null {
  if (!raw || raw.length > 2000) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
