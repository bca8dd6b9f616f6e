/**
 * Silent renewal with the refresh token (docs/product.md, "Sign-in";
 * docs/design.md, "Sign-in failures"). Single-flight twice over: one promise per tab, one lock across tabs. A tab notes the
 * token it holds, takes the lock, re-reads storage, and skips the request when another tab already renewed.
 * Local storage can lag behind the lock in another process, so the spent refresh token is also recorded where
 * every tab sees it at once (spent-tokens.ts), and a tab never spends a token that is known to be spent.
 * A time-out or network failure is tried once more after 5 s (docs/product.md, "Constants"); a refusal (invalid_grant) is final.
 */
import { ErrorResponse, type User } from 'oidc-client-ts';
import { ACCESS_TOKEN_EXPIRING_NOTICE_SECONDS, RETRY_AFTER_TIMEOUT_MS } from './constants';
import { isExpired, loadUser, markTokenReceived } from './current-user';
import { getManager } from './manager';
import { nowSeconds } from './clock';
import { withSiteLock } from './renewal-lock';
import { indexedDbSpentTokens, isSpent, recordSpent, waitForStoredRotation } from './spent-tokens';

const RENEWAL_LOCK_NAME = 'primedia-auth-renewal';

/** Renewal is due when the token expired or is inside the expiry notice (twice, as timers poll every 5 s). */
function isRenewalDue(user: User): boolean {
  if (isExpired(user)) return true;
  const expiresAt = user.expires_at ?? 0;
  return expiresAt - nowSeconds() <= ACCESS_TOKEN_EXPIRING_NOTICE_SECONDS * 2;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function refreshOnce(): Promise<User | null> {
  try {
    return await getManager().signinSilent();
  } catch (error) {
    // A refusal from the provider is final; a time-out or a failed fetch may be passing.
    if (error instanceof ErrorResponse) throw error;
    await sleep(RETRY_AFTER_TIMEOUT_MS);
    return getManager().signinSilent();
  }
}

async function renewLocked(notedToken: string, force: boolean): Promise<User | null> {
  return withSiteLock(RENEWAL_LOCK_NAME, async () => {
    const current = await loadUser();
    if (!current?.refresh_token) return current; // signed out meanwhile, or nothing to renew with
    const renewedElsewhere = current.access_token !== notedToken && !isExpired(current);
    if (renewedElsewhere || (!force && !isRenewalDue(current))) return current;
    const spent = current.refresh_token;
    // Another tab renewed, but its new tokens have not reached this tab's local storage yet: wait for them.
    if (await isSpent(indexedDbSpentTokens, spent)) return waitForStoredRotation(loadUser, spent);
    const renewed = await refreshOnce().catch(async (error: unknown) => {
      // A refusal of a token another tab already swapped (its record lost or late) is not a sign-out.
      const latest = await waitForStoredRotation(loadUser, spent, { timeoutMs: 1_000 });
      if (latest?.refresh_token && latest.refresh_token !== spent && !isExpired(latest)) return latest;
      throw error;
    });
    markTokenReceived();
    await recordSpent(indexedDbSpentTokens, spent, renewed?.refresh_token);
    return renewed;
  });
}

let inFlight: Promise<User | null> | null = null;

/**
 * Renews the stored user's tokens, at most once at a time per site. Resolves with the current user (renewed
 * here or by another tab), or null when nobody is signed in. Rejects when the provider refused or never
 * answered; the caller decides what that means.
 */
export function renew(options: { force?: boolean } = {}): Promise<User | null> {
  inFlight ??= (async () => {
    const before = await loadUser();
    if (!before) return null;
    return renewLocked(before.access_token, options.force === true);
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
