/**
 * The public face of sign-in (docs/product.md, "Sign-in", "Errors and messages"; docs/design.md, "Layers", "Security rules"). Everything outside src/core/auth uses
 * only these functions and `$session`; oidc-client-ts stays behind them. Widgets that only need to know who is
 * listening import `./session` directly, which keeps oidc-client-ts and Apollo out of their bundles.
 *
 * - startAuth(): once per page at start-up; reads the stored user, renews it silently when its access token
 *   expired but the refresh token works, removes it otherwise, publishes `$session`, connects the API client.
 * - signIn({ signUp?, returnTo? }): starts the authorization-code + PKCE redirect.
 * - completeSignIn(): on /auth/callback; resolves to the path to continue at.
 * - signOut(): end-session redirect, back to '/'.
 * - changePassword() / deleteAccount(): login redirects with action UPDATE_PASSWORD / delete_account.
 * - getAccessToken(): the current access token or null (never logged, never in a store).
 * - renewAfterUnauthorized(): the API link's one renewal after AUTH_NOT_AUTHORIZED (docs/design.md, "Sign-in failures").
 * - handleUnauthorized(): removes the stored user and opens the registration wall.
 * - refreshSession(): renews tokens now so new claims (e.g. Audiostar+ after a trial) reach `$session`.
 * - signInWithPopup(signUp): on a listed partner page, the popup sign-in and the session check (partner-sign-in.ts).
 */
import { ErrorResponse } from 'oidc-client-ts';
import { connectApiAuth } from '../api/connection';
import { recordProblem } from '../monitoring/problems';
import { scrubText } from '../monitoring/scrub';
import { shared } from '../store-registry';
import { endSessionWithWall, isExpired, loadUser, publishUser, removeUserQuietly } from './current-user';
import { listedPartnerOrigin } from '../walls';
import { getManager, USER_STORAGE_KEY } from './manager';
import { popupSignIn, watchPartnerSession } from './partner-sign-in';
import { renew } from './renewal';

export { $session, isSignedIn, type SessionState, type SessionUser } from './session';
export {
  changePassword,
  completeSignIn,
  continueAfterSignIn,
  deleteAccount,
  SignInError,
  signIn,
  signOut,
  type SignInErrorKind,
  type SignInOptions,
} from './redirects';
export * from './constants';

function describe(error: unknown): string {
  return error instanceof ErrorResponse ? `${error.error}` : scrubText(String(error));
}

/** Renews, and on failure ends the session with the registration wall (docs/product.md, "Errors and messages"). */
async function renewOrEndSession(force: boolean): Promise<void> {
  try {
    publishUser(await renew({ force }));
  } catch (error) {
    await endSessionWithWall(`renewal failed (${describe(error)})`);
  }
}

/** Another tab signed in, renewed or signed out: follow it (the `storage` event fires in the other tabs only). */
function followOtherTabs(): void {
  globalThis.addEventListener('storage', (event) => {
    if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
    void loadUser().then(async (user) => {
      if (!user) await getManager().events.unload();
      publishUser(user);
    });
  });
}

async function start(): Promise<void> {
  connectApiAuth(getAccessToken, handleUnauthorized, renewAfterUnauthorized);
  followOtherTabs();
  if (listedPartnerOrigin()) watchPartnerSession();
  const manager = getManager();
  manager.events.addAccessTokenExpiring(() => void renewOrEndSession(false));
  void manager.clearStaleState().catch(() => undefined);

  const user = await loadUser();
  if (!user || !isExpired(user)) {
    publishUser(user);
    return;
  }
  // docs/product.md, "Sign-in": an expired stored user is removed, unless its refresh token still works (https://github.com/authts/oidc-client-ts/issues/2012).
  if (user.refresh_token) {
    try {
      const renewed = await renew();
      if (renewed && !isExpired(renewed)) {
        publishUser(renewed);
        return;
      }
    } catch (error) {
      recordProblem({ area: 'auth', message: `stored session could not be renewed (${describe(error)})` });
    }
  }
  await removeUserQuietly();
  publishUser(null);
}

/** docs/identity.md, "Partner pages": the listener stays on the article; false when the popup was closed. */
export async function signInWithPopup(signUp: boolean): Promise<boolean> {
  await startAuth();
  return popupSignIn(signUp);
}

/** Once per page; later calls share the first start. */
export function startAuth(): Promise<void> {
  const state = shared('auth-start', () => ({ started: null as Promise<void> | null }));
  state.started ??= start();
  return state.started;
}

/**
 * The access token for an API call, or null when signed out. An expired token is renewed first (single-flight),
 * so after sleep or a clock jump at most one call could still go out with a stale token (docs/design.md, "Sign-in failures").
 */
export async function getAccessToken(): Promise<string | null> {
  const user = await loadUser();
  if (!user?.access_token) return null;
  if (!isExpired(user)) return user.access_token;
  if (!user.refresh_token) return null;
  try {
    const renewed = await renew({ force: true });
    return renewed?.access_token ?? null;
  } catch (error) {
    await endSessionWithWall(`renewal before a call failed (${describe(error)})`);
    return null;
  }
}

/**
 * The API refused the access token (revoked, or our clock misjudged its expiry): renew now, single-flight across
 * tabs, so the link can retry the refused calls once (docs/design.md, "Sign-in failures"). Null when that is not possible; the
 * link then calls handleUnauthorized.
 */
export async function renewAfterUnauthorized(): Promise<string | null> {
  try {
    const renewed = await renew({ force: true });
    if (renewed?.access_token) publishUser(renewed);
    return renewed?.access_token ?? null;
  } catch (error) {
    recordProblem({ area: 'auth', message: `renewal after AUTH_NOT_AUTHORIZED failed (${describe(error)})` });
    return null;
  }
}

let unauthorizedHandling: Promise<void> | null = null;

/** docs/product.md, "Errors and messages" AUTH_NOT_AUTHORIZED: the stored user is removed and the registration wall opens (once per burst). */
export function handleUnauthorized(): void {
  unauthorizedHandling ??= endSessionWithWall('the API answered AUTH_NOT_AUTHORIZED').finally(() => {
    unauthorizedHandling = null;
  });
}

/** Renews now so new claims (Audiostar+ after the trial) reach `$session`. */
export async function refreshSession(): Promise<void> {
  await renewOrEndSession(true);
}
