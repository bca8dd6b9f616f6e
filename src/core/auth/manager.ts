/**
 * The page's one oidc-client-ts `UserManager` (docs/design.md, "Layers"): authorization code + PKCE against the configured
 * issuer, the documented scope and docs/product.md, "Constants" timings, the user in local storage. Renewal is ours (renewal.ts), not the
 * library's automatic one, because it has to be single-flight across tabs.
 */
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { serviceConfig } from '../config';
import { shared } from '../store-registry';
import {
  ACCESS_TOKEN_EXPIRING_NOTICE_SECONDS,
  OIDC_SCOPE,
  SILENT_REQUEST_TIMEOUT_SECONDS,
  STALE_STATE_AGE_SECONDS,
} from './constants';
import { userStorageKey } from './stored-user';

export const USER_STORAGE_KEY = userStorageKey(serviceConfig.oidcIssuer, serviceConfig.oidcClientId);

function createManager(): UserManager {
  const origin = globalThis.location.origin;
  const store = new WebStorageStateStore({ store: globalThis.localStorage });
  return new UserManager({
    authority: serviceConfig.oidcIssuer,
    client_id: serviceConfig.oidcClientId,
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: OIDC_SCOPE,
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
