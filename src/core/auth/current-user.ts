/**
 * Reading the stored user, publishing `$session` from it, and ending the session locally (docs/product.md, "Sign-in"). The
 * stored user is checked before oidc-client-ts parses it (stored-user.ts), so garbage is removed, not thrown.
 */
import type { User } from 'oidc-client-ts';
import { recordProblem } from '../monitoring/problems';
import { scrubText } from '../monitoring/scrub';
import { openRegistrationWall } from '../walls';
import { clockJumpSeconds, isAccessTokenExpired, nowSeconds, readClockBaseline } from './clock';
import { getManager, USER_STORAGE_KEY, userStorage } from './manager';
import { setSession } from './session';
import { toSessionUser } from './session-user';
import { removeInvalidStoredUser } from './stored-user';

/** The stored user, or null; an unreadable one is removed with a monitoring record. */
export async function loadUser(): Promise<User | null> {
  if (!removeInvalidStoredUser(userStorage(), USER_STORAGE_KEY)) return null;
  try {
    return await getManager().getUser();
  } catch (error) {
    recordProblem({ area: 'auth', message: `stored user unreadable: ${scrubText(String(error))}` });
    await removeUserQuietly();
    return null;
  }
}

/** The clock reading the stored expiry is judged against (see clock.ts); reset whenever a token arrives. */
let baseline = readClockBaseline();

export function markTokenReceived(): void {
  baseline = readClockBaseline();
}

export function isExpired(user: Pick<User, 'expires_at'>): boolean {
  return isAccessTokenExpired({
    expiresAt: user.expires_at,
    nowSeconds: nowSeconds(),
    clockJumpSeconds: clockJumpSeconds(baseline, readClockBaseline()),
  });
}

/** Publishes `$session` for `user` (signed in = an access token is present; docs/product.md, "Sign-in"). */
export function publishUser(user: User | null): void {
  const sessionUser = user?.access_token ? toSessionUser(user.profile) : null;
  setSession(sessionUser ? { status: 'signed-in', user: sessionUser } : { status: 'anonymous', user: null });
}

export async function removeUserQuietly(): Promise<void> {
  try {
    await getManager().removeUser();
  } catch {
    try {
      userStorage()?.removeItem(USER_STORAGE_KEY);
    } catch {
      // Storage is gone: there is nothing left to remove.
    }
  }
}

/** docs/product.md, "Sign-in", "Errors and messages": a failed renewal or AUTH_NOT_AUTHORIZED removes the stored user and opens the registration wall. */
export async function endSessionWithWall(reason: string): Promise<void> {
  await removeUserQuietly();
  publishUser(null);
  recordProblem({ area: 'auth', message: `signed out: ${scrubText(reason)}` });
  openRegistrationWall();
}
