/**
 * Listed partner origins as public OpenID Connect clients (docs/adr/0088-partner-pages-sign-in-as-their-own-client.md).
 * A partner page signs in through a popup of the provider with PKCE; its client id is its origin, so the
 * client a token belongs to says which page holds it. The code comes back to a page of the provider itself
 * (`/oidc/partner-callback?origin=…`), which hands the popup's address to its opener by postMessage with that
 * origin as the target: a partner hosts no page of ours, and no other window can read the code. The clients
 * ask for no `offline_access`, so their tokens end with the provider's session (sign-out on the main site).
 */
import type { ClientMetadata } from 'oidc-provider';
import { partnerOrigins, type PlatformConfig } from '../config';

export const PARTNER_CALLBACK_PATH = '/oidc/partner-callback';
export const PARTNER_CALLBACK_SCRIPT_PATH = '/oidc/assets/partner-callback-relay.js';
const PARTNER_SCOPE = 'openid profile email';

function partnerCallbackUri(config: Pick<PlatformConfig, 'publicUrl'>, origin: string): string {
  const url = new URL(PARTNER_CALLBACK_PATH, config.publicUrl);
  url.searchParams.set('origin', origin);
  return url.href;
}

export function isPartnerClient(config: Pick<PlatformConfig, 'demoOrigin'>, clientId: string): boolean {
  return partnerOrigins(config).includes(clientId);
}

export function partnerClients(config: Pick<PlatformConfig, 'demoOrigin' | 'publicUrl'>): ClientMetadata[] {
  return partnerOrigins(config).map((origin) => ({
    client_id: origin,
    client_name: `Primedia+ on ${new URL(origin).host}`,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [partnerCallbackUri(config, origin)],
    scope: PARTNER_SCOPE,
  }));
}
