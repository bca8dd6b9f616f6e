/**
 * Sign-in constants (docs/product.md, "Constants"; docs/design.md, "Sign-in failures"). Each name carries its unit.
 */

/** The access token's expiry is signalled this long before it happens, and renewal starts then. */
export const ACCESS_TOKEN_EXPIRING_NOTICE_SECONDS = 5;

/** A silent renewal (refresh-token request) that has not answered by then is abandoned. */
export const SILENT_REQUEST_TIMEOUT_SECONDS = 10;

/** Sign-in requests (PKCE state in storage) older than this are stale and cleared. */
export const STALE_STATE_AGE_SECONDS = 15 * 60;

/** How far our clock may move against the one the stored expiry was measured on before we stop trusting it. */
export const CLOCK_SKEW_SECONDS = 5 * 60;

/** After a renewal timed out (or the network failed), it is tried once more after this delay. */
export const RETRY_AFTER_TIMEOUT_MS = 5_000;

/** At most one automatic navigation to the authorize endpoint per tab in this window (no redirect loops). */
export const AUTHORIZE_NAVIGATION_WINDOW_MS = 30_000;

/** docs/product.md, "Calls to the platform": the scope the app asks for. */
export const OIDC_SCOPE = 'openid profile email offline_access';

/** A partner page's scope: no offline_access, so its tokens end with the provider's session (docs/identity.md, "Partner pages"). */
export const PARTNER_SCOPE = 'openid profile email';
