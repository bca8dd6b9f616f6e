/**
 * The one check for "a path on this site": the sign-in return path (auth/return-path.ts), the `return` of
 * /user/login (walls.ts) and the `path` of a bookmark or follow, checked by the app before it sends one and by
 * the content API before it stores one (server/graphql/resolvers/user.ts imports this file). A value that
 * passes can only ever lead to this site: '//host', '/\host', schemes, control characters and backslashes are
 * other origins in disguise and are refused, so a stored or passed-on path is never an open redirect.
 *
 * Dependency-free on purpose (no stores, no config): the platform shares it as it shares the wire formats.
 */

/** The sign-in routes: continuing at one of them would loop through sign-in. */
const AUTH_PATHS = ['/auth/callback', '/user/login', '/user/logout'];

const MAX_SITE_PATH_LENGTH = 2048;

/**
 * Returns `raw` as a safe path on this site (pathname, query and hash, normalised as a URL would), or null
 * when it is missing, foreign, over-long or a sign-in route. `origin` is this site's; without one (the
 * platform) only the path rules apply.
 */
export function safeSitePath(
  raw: unknown,
  origin: string = globalThis.location?.origin ?? '',
): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_SITE_PATH_LENGTH) return null;
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
