/**
 * Where to continue after sign-in (spec §2 "redirect-url"). Only same-origin relative paths are accepted, so
 * neither the stored value nor the sign-in state can send the listener to another site (no open redirect).
 */
import { REDIRECT_URL_KEY } from '../walls';

const AUTH_PATHS = ['/auth/callback', '/user/login', '/user/logout'];

/** Returns `raw` as a safe in-app path, or null when it is missing, foreign or would loop through sign-in. */
export function safeReturnPath(
  raw: unknown,
  origin: string = globalThis.location?.origin ?? '',
): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2048) return null;
  // Relative to the site root only: '//host', '/\host' and schemes are other origins in disguise.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin || 'http://localhost');
  } catch {
    return null;
  }
  if (origin && url.origin !== origin) return null;
  if (AUTH_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path stored by the registration wall, validated; '/' when there is none. */
export function readStoredReturnPath(): string {
  try {
    return safeReturnPath(globalThis.localStorage?.getItem(REDIRECT_URL_KEY)) ?? '/';
  } catch {
    return '/';
  }
}

export function forgetStoredReturnPath(): void {
  try {
    globalThis.localStorage?.removeItem(REDIRECT_URL_KEY);
  } catch {
    // Blocked storage: nothing to forget.
  }
}
