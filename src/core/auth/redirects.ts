/**
 * The redirect flows (spec §4 "Session", §7 identity calls, §8 "Login start failure"; RELIABILITY.md 3, 5):
 * sign-in (and sign-up, and the account actions) to the provider, the return at /auth/callback, and sign-out.
 * The return path travels in the sign-in state and is validated at both ends (return-path.ts).
 */
import { ErrorResponse } from 'oidc-client-ts';
import { getApiClient } from '../api/client';
import { recordProblem } from '../monitoring/problems';
import { scrubText } from '../monitoring/scrub';
import { isExpired, loadUser, markTokenReceived, publishUser, removeUserQuietly } from './current-user';
import { getManager } from './manager';
import { clearAuthorizeNavigation, mayNavigateToAuthorize, noteAuthorizeNavigation } from './redirect-guard';
import { forgetStoredReturnPath, readStoredReturnPath, safeReturnPath } from './return-path';

export interface SignInOptions {
  /** Ask the provider for the sign-up page instead of sign-in. */
  signUp?: boolean;
  /** Where to come back to; defaults to the stored 'redirect-url', else '/'. */
  returnTo?: string;
  /** A listener's own click: not subject to the automatic-redirect limit (RELIABILITY.md 3). */
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
  const returnTo = safeReturnPath(options.returnTo) ?? readStoredReturnPath();
  if (!options.userInitiated && !mayNavigateToAuthorize()) throw new SignInError('throttled');
  noteAuthorizeNavigation();
  const state: SignInState = { returnTo };
  try {
    await getManager().signinRedirect({
      state,
      // decisions.md "Sign-up": the standard prompt; the local provider rewrites it to its sign-up page.
      prompt: options.signUp ? 'create' : undefined,
      extraQueryParams: options.extraQueryParams,
      redirectMethod: 'replace',
    });
  } catch (error) {
    recordProblem({ area: 'auth', message: `sign-in did not start: ${scrubText(String(error))}` });
    throw new SignInError('failed');
  }
}

/** Spec §4: change password is a login redirect with action UPDATE_PASSWORD. */
export function changePassword(): Promise<void> {
  const here = `${globalThis.location.pathname}${globalThis.location.search}`;
  return signIn({ returnTo: here, userInitiated: true, extraQueryParams: { kc_action: 'UPDATE_PASSWORD' } });
}

/** Spec §4: delete account is a login redirect with action delete_account. */
export function deleteAccount(): Promise<void> {
  return signIn({ returnTo: '/', userInitiated: true, extraQueryParams: { kc_action: 'delete_account' } });
}

const CALLBACK_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri'];

/** RELIABILITY.md 5: the code and state leave the address bar (and so history, reloads and error reports). */
function stripCallbackParams(): void {
  const url = new URL(globalThis.location.href);
  let changed = false;
  for (const name of CALLBACK_PARAMS) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  if (changed)
    globalThis.history.replaceState(globalThis.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

function returnPathOf(state: unknown): string {
  const returnTo =
    typeof state === 'object' && state !== null ? (state as { returnTo?: unknown }).returnTo : null;
  return safeReturnPath(returnTo) ?? '/';
}

async function clearApiCache(): Promise<void> {
  try {
    await getApiClient().clearStore();
  } catch {
    // An empty or broken cache is already as clear as it gets.
  }
}

async function complete(href: string): Promise<string> {
  const params = new URL(href).searchParams;
  stripCallbackParams();
  if (!params.has('code') && !params.has('error')) {
    // Reloaded or revisited after the parameters were stripped: nothing to complete.
    const user = await loadUser();
    publishUser(user && !isExpired(user) ? user : null);
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
        // decisions.md "Account actions": the account is gone; so is everything we kept for it.
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
 * Completes sign-in on /auth/callback and resolves to the path to continue at. One completion per callback URL,
 * so a second call (React's development double effect, a re-render) shares the first instead of failing.
 */
export function completeSignIn(): Promise<string> {
  const href = globalThis.location.href;
  let completion = completions.get(href);
  if (!completion) {
    completion = complete(href);
    completions.set(href, completion);
  }
  return completion;
}

/**
 * Spec §4: sign-out redirects to the provider and back to '/'. The stored user is removed and the API cache
 * cleared first (RELIABILITY.md 30), so even a failed redirect leaves nothing of the listener behind.
 */
export async function signOut(): Promise<void> {
  await clearApiCache();
  publishUser(null);
  try {
    await getManager().signoutRedirect({ redirectMethod: 'replace' });
  } catch (error) {
    recordProblem({ area: 'auth', message: `sign-out redirect failed: ${scrubText(String(error))}` });
    await removeUserQuietly();
    globalThis.location.replace('/');
  }
}
