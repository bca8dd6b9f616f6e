/**
 * The page's one oidc-client-ts `UserManager` (docs/design.md, "Layers"): authorization code + PKCE against the configured
 * issuer, the documented scope and docs/product.md, "Constants" timings, the user in local storage. Renewal is ours (renewal.ts), not the
 * library's automatic one, because it has to be single-flight across tabs.
 *
 * On a listed partner page the page is a client of its own (docs/identity.md, "Partner pages"): its origin is
 * its client id, it signs in through a popup whose answer the provider's callback page posts back from the
 * provider's origin, it asks for no offline_access, and it keeps the user in the tab's session storage only.
 */
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { serviceConfig } from '../config';
import { listedPartnerOrigin } from '../walls';
import { shared } from '../store-registry';
import {
  ACCESS_TOKEN_EXPIRING_NOTICE_SECONDS,
  OIDC_SCOPE,
  PARTNER_SCOPE,
  SILENT_REQUEST_TIMEOUT_SECONDS,
  STALE_STATE_AGE_SECONDS,
} from './constants';
import { userStorageKey } from './stored-user';

const partnerOrigin = listedPartnerOrigin();
const clientId = partnerOrigin ?? serviceConfig.oidcClientId;

export const USER_STORAGE_KEY = userStorageKey(serviceConfig.oidcIssuer, clientId);

/** Where the user is kept: the tab's session storage on a partner page, local storage on the main site. */
export function userStorage(): Storage | undefined {
  try {
    return partnerOrigin ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function partnerSettings(origin: string) {
  const callback = new URL(`${serviceConfig.oidcIssuer}/partner-callback`);
  callback.searchParams.set('origin', origin);
  return {
    redirect_uri: callback.href,
    popup_redirect_uri: callback.href,
    // The callback page posts from the provider's origin, not this one.
    iframeScriptOrigin: new URL(serviceConfig.oidcIssuer).origin,
    post_logout_redirect_uri: undefined,
    scope: PARTNER_SCOPE,
  };
}

function createManager(): UserManager {
  const origin = globalThis.location.origin;
  const store = new WebStorageStateStore({ store: userStorage() ?? globalThis.localStorage });
  return new UserManager({
    authority: serviceConfig.oidcIssuer,
    client_id: clientId,
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    // The token response names offline_access (the refresh token outlives the session), but the grant behind
    // the refresh token holds the other scopes only, and a refresh that asks for more is refused.
    refreshTokenAllowedScope: OIDC_SCOPE.replace(' offline_access', ''),
    ...(partnerOrigin ? partnerSettings(partnerOrigin) : {}),
    userStore: store,
    stateStore: store,
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    accessTokenExpiringNotificationTimeInSeconds: ACCESS_TOKEN_EXPIRING_NOTICE_SECONDS,
    silentRequestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_SECONDS,
    requestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_SECONDS,
    staleStateAgeInSeconds: STALE_STATE_AGE_SECONDS,
    // Sign-out revokes the refresh token itself (redirects.ts), so a failed revocation cannot block sign-out.
    revokeTokensOnSignout: false,
    revokeTokenTypes: ['refresh_token'],
    // RFC 7009 revocation answers 200 with an empty body, which some providers type as text/plain.
    revokeTokenAdditionalContentTypes: ['text/plain'],
  });
}

export function getManager(): UserManager {
  return shared('auth-manager', createManager);
}
