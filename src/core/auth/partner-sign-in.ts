/**
 * Sign-in on a listed partner page (docs/identity.md, "Partner pages"): a popup of the identity provider, with
 * PKCE, for the partner's own client. The listener stays on the article; the action that asked for sign-in runs
 * once `$session` says signed in (src/core/protected.ts). A listener already signed in on the main site has a
 * provider session, which is first-party in the popup, so the popup closes by itself.
 *
 * The session check: the partner's tokens end with the provider's session, so after a sign-out on the main site
 * the next call is refused; and when the page is shown again it asks the provider's userinfo endpoint, so the
 * widgets turn anonymous at once rather than at the next protected action.
 */
import { recordProblem } from '../monitoring/problems';
import { scrubText } from '../monitoring/scrub';
import { shared } from '../store-registry';
import { loadUser, markTokenReceived, publishUser, removeUserQuietly } from './current-user';
import { getManager } from './manager';

/** Opens the popup and publishes the signed-in listener. False when the listener closed it or it failed. */
export async function popupSignIn(signUp: boolean): Promise<boolean> {
  try {
    const user = await getManager().signinPopup({
      prompt: signUp ? 'create' : undefined,
      popupWindowFeatures: { width: 480, height: 720 },
    });
    markTokenReceived();
    publishUser(user);
    return true;
  } catch (error) {
    recordProblem({ area: 'auth', message: `partner sign-in ended: ${scrubText(String(error))}` });
    return false;
  }
}

/** Whether the provider still knows the stored access token (false after a sign-out on the main site). */
async function sessionStillValid(): Promise<boolean> {
  const user = await loadUser();
  if (!user?.access_token) return false;
  const endpoint = await getManager().metadataService.getUserInfoEndpoint();
  try {
    const response = await fetch(endpoint, { headers: { authorization: `Bearer ${user.access_token}` } });
    return response.status !== 401;
  } catch {
    return true; // offline: nothing is known, keep the session
  }
}

async function checkSession(): Promise<void> {
  if (await sessionStillValid()) return;
  await removeUserQuietly();
  publishUser(null);
}

/** Starts the session check, once per page. */
export function watchPartnerSession(): void {
  const state = shared('partner-session-check', () => ({ watching: false }));
  if (state.watching) return;
  state.watching = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkSession();
  });
}
