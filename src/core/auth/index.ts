/**
 * The public face of sign-in (spec §4 "Session", §8; DESIGN.md §1, §5). Everything outside src/core/auth uses
 * only these functions and `$session`; oidc-client-ts stays behind them.
 *
 * CONTRACT (the bodies below are being replaced by the real implementation over oidc-client-ts):
 * - startAuth(): once per page at start-up; reads the stored user, renews it silently when its access token
 *   expired but the refresh token works, removes it otherwise, publishes `$session`, connects the API client.
 * - signIn({ signUp?, returnTo? }): starts the authorization-code + PKCE redirect.
 * - completeSignIn(): on /auth/callback; resolves to the path to continue at.
 * - signOut(): end-session redirect, back to '/'.
 * - changePassword() / deleteAccount(): login redirects with action UPDATE_PASSWORD / delete_account.
 * - getAccessToken(): the current access token or null (never logged, never in a store).
 * - handleUnauthorized(): removes the stored user and opens the registration wall.
 * - refreshSession(): renews tokens now so new claims (e.g. Audiostar+ after a trial) reach `$session`.
 */
export { $session, isSignedIn, type SessionState, type SessionUser } from './session';

export interface SignInOptions {
  /** Ask the provider for the sign-up page instead of sign-in. */
  signUp?: boolean;
  /** Where to come back to; defaults to the stored 'redirect-url', else '/'. */
  returnTo?: string;
}

export async function startAuth(): Promise<void> {
  throw new Error('[primedia] auth: not implemented yet');
}

export async function signIn(_options: SignInOptions = {}): Promise<void> {
  throw new Error('[primedia] auth: not implemented yet');
}

export async function completeSignIn(): Promise<string> {
  throw new Error('[primedia] auth: not implemented yet');
}

export async function signOut(): Promise<void> {
  throw new Error('[primedia] auth: not implemented yet');
}

export async function changePassword(): Promise<void> {
  throw new Error('[primedia] auth: not implemented yet');
}

export async function deleteAccount(): Promise<void> {
  throw new Error('[primedia] auth: not implemented yet');
}

export async function getAccessToken(): Promise<string | null> {
  return null;
}

export function handleUnauthorized(): void {
  throw new Error('[primedia] auth: not implemented yet');
}

export async function refreshSession(): Promise<void> {
  throw new Error('[primedia] auth: not implemented yet');
}
