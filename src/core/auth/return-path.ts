/**
 * Where to continue after sign-in (docs/product.md, "Routes"). Same-origin relative paths, plus absolute URLs on an
 * allow-listed partner origin (docs/design.md, "Layers", "Partner page failures": a partner's listener returns to the partner page),
 * so neither the stored value nor the sign-in state can send the listener anywhere else (no open redirect).
 */
import { safeSitePath } from '../site-path';
import { REDIRECT_URL_KEY, safeReturnTarget } from '../walls';

/** Returns `raw` as a safe in-app path, or null when it is missing, foreign or would loop through sign-in. */
export const safeReturnPath: (raw: unknown, origin?: string) => string | null = safeSitePath;

/**
 * Returns `raw` as a safe place to continue at after sign-in: an in-app path (safeReturnPath), or the absolute
 * URL of a page on an allow-listed partner origin (walls.ts safeReturnTarget). A URL on this site's own origin
 * becomes its path, so the auth routes stay refused. Null for anything else.
 */
export function safeContinueTarget(
  raw: unknown,
  origin: string = globalThis.location?.origin ?? '',
  partnerOrigins?: readonly string[],
): string | null {
  if (typeof raw !== 'string') return null;
  if (raw.startsWith('/')) return safeReturnPath(raw, origin);
  const own = ownPathOf(raw, origin);
  if (own !== undefined) return own;
  const target = safeReturnTarget(raw, partnerOrigins);
  return target && !target.startsWith('/') ? target : null;
}

/** For an absolute URL on this site's own origin, its validated path (or null); undefined for anything else. */
function ownPathOf(raw: string, origin: string): string | null | undefined {
  try {
    const url = new URL(raw);
    if (!origin || url.origin !== origin || url.username || url.password) return undefined;
    return safeReturnPath(`${url.pathname}${url.search}${url.hash}`, origin);
  } catch {
    return undefined;
  }
}

/** Whether a continue target leaves the app (a partner page): it needs a full navigation, not the router. */
export function isPartnerTarget(target: string): boolean {
  return !target.startsWith('/');
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
