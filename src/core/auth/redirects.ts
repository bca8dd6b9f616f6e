/**
 * The redirect flows (docs/product.md, "Sign-in", "Calls to the platform", "Errors and messages";
 * docs/design.md, "Sign-in failures"):
 * sign-in (and sign-up, and the account actions) to the provider, the return at /auth/callback, and sign-out.
 * The return path travels in the sign-in state and is validated at both ends (return-path.ts).
 */
import { ErrorResponse } from 'oidc-client-ts';
import { apiConnection, existingApiClient } from '../api/connection';
import { recordProblem } from '../monitoring/problems';
import { scrubText } from '../monitoring/scrub';
import { isExpired, loadUser, markTokenReceived, publishUser, removeUserQuietly } from './current-user';
import { getManager } from './manager';
import { clearAuthorizeNavigation, mayNavigateToAuthorize, noteAuthorizeNavigation } from './redirect-guard';
import {
  forgetStoredReturnPath,
  isPartnerTarget,
  readStoredReturnPath,
  safeContinueTarget,
} from './return-path';

export interface SignInOptions {
  /** Ask the provider for the sign-up page instead of sign-in. */
  signUp?: boolean;
  /**
   * Where to come back to: an in-app path or an allow-listed partner page URL (return-path.ts); defaults to the
   * stored 'redirect-url', else '/'.
   */
  returnTo?: string;
  /** A listener's own click: not subject to the automatic-redirect limit (docs/design.md, "Sign-in failures"). */
  userInitiated?: boolean;
  /** Provider-specific parameters (the account actions' `kc_action`). */
  extraQueryParams?: Record<string, string>;
}

export type SignInErrorKind = 'throttled' | 'account-deleted' | 'access-denied' | 'failed';

/** Why sign-in could not start or complete; `kind` picks the page's message. Carries no provider text. */
export class SignInError extends Error {
  readonly kind: SignInErrorKind;
  constructor(kind: SignInErrorKind) {
    super(`[primedia] sign-in ${kind}`);
    this.name = 'SignInError';
    this.kind = kind;
  }
}

interface SignInState {
  returnTo: string;
}

export async function signIn(options: SignInOptions = {}): Promise<void> {
  const returnTo = safeContinueTarget(options.returnTo) ?? readStoredReturnPath();
  if (!options.userInitiated && !mayNavigateToAuthorize()) throw new SignInError('throttled');
  noteAuthorizeNavigation();
  const state: SignInState = { returnTo };
  try {
    await getManager().signinRedirect({
      state,
      // docs/adr/0009-oidc-provider-as-the-identity-stand-in.md: the standard prompt; the local provider rewrites it to its sign-up page.
      prompt: options.signUp ? 'create' : undefined,
      extraQueryParams: options.extraQueryParams,
      redirectMethod: 'replace',
    });
  } catch (error) {
    recordProblem({ area: 'auth', message: `sign-in did not start: ${scrubText(String(error))}` });
    throw new SignInError('failed');
  }
}

/** docs/product.md, "Sign-in": change password is a login redirect with action UPDATE_PASSWORD. */
export function changePassword(): Promise<void> {
  const here = `${globalThis.location.pathname}${globalThis.location.search}`;
  return signIn({ returnTo: here, userInitiated: true, extraQueryParams: { kc_action: 'UPDATE_PASSWORD' } });
}

/** docs/product.md, "Sign-in": delete account is a login redirect with action delete_account. */
export function deleteAccount(): Promise<void> {
  return signIn({ returnTo: '/', userInitiated: true, extraQueryParams: { kc_action: 'delete_account' } });
}

const CALLBACK_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri'];

/** The callback URL without its OAuth parameters (as a path), or null when it has none. */
function withoutCallbackParams(href: string): string | null {
  const url = new URL(href);
  const present = CALLBACK_PARAMS.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return null;
  for (const name of present) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** docs/design.md, "Sign-in failures": the code and state leave the address bar (and so history, reloads and error reports). */
function stripCallbackParams(href: string): void {
  const stripped = withoutCallbackParams(href);
  if (stripped) globalThis.history.replaceState(globalThis.history.state, '', stripped);
}

function returnPathOf(state: unknown): string {
  const returnTo =
    typeof state === 'object' && state !== null ? (state as { returnTo?: unknown }).returnTo : null;
  return safeContinueTarget(returnTo) ?? '/';
}

async function clearApiCache(): Promise<void> {
  // A client not created yet holds nothing, and will not start from the previous page's answers either.
  apiConnection.initialCache = null;
  try {
    await existingApiClient()?.clearStore();
  } catch {
    // An empty or broken cache is already as clear as it gets.
  }
}

async function complete(href: string): Promise<string> {
  const params = new URL(href).searchParams;
  stripCallbackParams(href);
  if (!params.has('code') && !params.has('error')) {
    // Reloaded or revisited after the parameters were stripped: nothing to complete. startAuth() publishes
    // the stored session (renewing it if needed); publishing here could race it.
    return '/';
  }
  try {
    const user = await getManager().signinRedirectCallback(href);
    markTokenReceived();
    publishUser(user);
    clearAuthorizeNavigation();
    forgetStoredReturnPath();
    return returnPathOf(user.state);
  } catch (error) {
    if (error instanceof ErrorResponse && error.error === 'access_denied') {
      if (error.error_description === 'account_deleted') {
        // docs/adr/0009-oidc-provider-as-the-identity-stand-in.md: the account is gone; so is everything we kept for it.
        await removeUserQuietly();
        publishUser(null);
        await clearApiCache();
        throw new SignInError('account-deleted');
      }
      throw new SignInError('access-denied');
    }
    // The state was used already (reload, back, a second tab): a listener who is signed in just continues.
    const user = await loadUser();
    if (user && !isExpired(user)) {
      publishUser(user);
      return '/';
    }
    recordProblem({ area: 'auth', message: `sign-in did not complete: ${scrubText(String(error))}` });
    throw new SignInError('failed');
  }
}

const completions = new Map<string, Promise<string>>();

/**
 * Completes sign-in on /auth/callback and resolves to where to continue: an in-app path, or an allow-listed
 * partner page URL (see continueAfterSignIn). One completion per callback URL,
 * so a second call (React's development double effect, a re-render) shares the first instead of failing.
 */
export function completeSignIn(): Promise<string> {
  const href = globalThis.location.href;
  let completion = completions.get(href);
  if (!completion) {
    completion = complete(href);
    completions.set(href, completion);
    // The address bar changes at once; a second call from the stripped URL must find the same completion.
    const stripped = withoutCallbackParams(href);
    if (stripped) completions.set(new URL(stripped, href).href, completion);
  }
  return completion;
}

/**
 * Goes to the target completeSignIn resolved to: an in-app path through the router (`navigate`), a partner page
 * with a full navigation (location.assign), since it is another origin.
 */
export function continueAfterSignIn(target: string, navigate: (path: string) => void): void {
  if (isPartnerTarget(target)) globalThis.location.assign(target);
  else navigate(target);
}

/**
 * docs/product.md, "Sign-in": sign-out redirects to the provider and back to '/'. The stored user is removed and the API cache
 * cleared first (docs/design.md, "Player failures"), so even a failed redirect leaves nothing of the listener behind.
 */
export async function signOut(): Promise<void> {
  await clearApiCache();
  publishUser(null);
  try {
    // docs/product.md, "Calls to the platform": a copied refresh token dies with the session. Best effort: never blocks sign-out.
    await getManager().revokeTokens(['refresh_token']);
  } catch (error) {
    recordProblem({ area: 'auth', message: `refresh token not revoked: ${scrubText(String(error))}` });
  }
  try {
    await getManager().signoutRedirect({ redirectMethod: 'replace' });
  } catch (error) {
    recordProblem({ area: 'auth', message: `sign-out redirect failed: ${scrubText(String(error))}` });
    await removeUserQuietly();
    globalThis.location.replace('/');
  }
}
