/**
 * Builds the oidc-provider instance: one public first-party client (`primedia-web`), authorization code with
 * PKCE S256, rotating refresh tokens, userinfo, revocation and RP-initiated logout, all under `/oidc`.
 *
 * Consent is never asked: the client is ours, so `loadExistingGrant` grants what it asks for. Claims come from
 * the accounts table on every call (see claims.ts). The provider's HTML (errors, sign-out) is ours too.
 */
import type { EventEmitter } from 'node:events';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { appOrigins, type PlatformConfig } from '../config';
import { nowSeconds, type AccountStore } from './accounts';
import type { OidcStore } from './adapter';
import { CLAIMS_BY_SCOPE, claimsFor } from './claims';
import type { IdentityKeys } from './keys';
import { pageHeaders, renderPage } from './pages/layout';
import { errorPage, signedOutPage, signingOutPage, signOutPage } from './pages/messages';
import { isPartnerClient, partnerClients } from './partner-clients';
import { buildPolicy } from './policy';

export const CLIENT_ID = 'primedia-web';
export const MOUNT_PATH = '/oidc';
const SCOPES = ['openid', 'profile', 'email', 'offline_access'];

const DAY = 24 * 60 * 60;

/** Forms post only to the provider itself and the app; scripts only by hash; nothing frames these pages. */
function providerPagePolicy(appOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${appOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function respondWithPage(
  ctx: KoaContextWithOIDC,
  appOrigins: readonly string[],
  page: { title: string; body: string },
) {
  for (const [name, value] of Object.entries(pageHeaders(appOrigins))) ctx.set(name, value);
  ctx.type = 'html';
  ctx.body = renderPage(page);
}

export function createProvider(deps: {
  config: PlatformConfig;
  accounts: AccountStore;
  store: OidcStore;
  keys: IdentityKeys;
}): Provider {
  const { config, accounts, store, keys } = deps;
  const appOrigin = config.appOrigin;
  const origins = appOrigins(config);

  const configuration: Configuration = {
    adapter: store.factory,
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Primedia+',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
        scope: SCOPES.join(' '),
      },
      ...partnerClients(config),
    ],
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: SCOPES,
    claims: CLAIMS_BY_SCOPE,
    // The app reads the profile (name, Audiostar+) from the ID token; put the scope's claims in it too.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    // Our one client is public (no secret, PKCE instead), so discovery offers only `none`: advertising secrets
    // and signed assertions nobody can register for only widens what a stranger may try.
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    // oidc-client-ts always sends redirect_uri; refusing requests without one keeps redirects explicit.
    allowOmittingSingleRegisteredRedirectUri: false,
    extraParams: ['kc_action', 'screen_hint'],
    interactions: {
      policy: buildPolicy(),
      url: (_ctx, interaction) => `${MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The app asks "Sign out?" itself and sends the listener's id token: one confirmation, then the session
        // ends. Any other request (no hint, another client: possibly a forged link) is asked here as before.
        logoutSource: async (ctx, form) =>
          respondWithPage(
            ctx,
            origins,
            ctx.oidc.client?.clientId === CLIENT_ID && ctx.oidc.params?.id_token_hint
              ? signingOutPage(form)
              : signOutPage(form),
          ),
        postLogoutSuccessSource: async (ctx) => respondWithPage(ctx, origins, signedOutPage(appOrigin)),
      },
    },
    // A partner client's id is its origin: its page, and only its page, reaches the token endpoint.
    clientBasedCORS: (_ctx, origin, client) =>
      (client.clientId === CLIENT_ID && origins.includes(origin)) ||
      (isPartnerClient(config, client.clientId) && origin === client.clientId),
    findAccount: async (_ctx, sub) => {
      if (!accounts.findBySub(sub)) return undefined;
      return {
        accountId: sub,
        async claims() {
          // Read again at claim time: the row may have changed (trial started) since the account was found.
          const account = accounts.findBySub(sub);
          return account ? { ...claimsFor(account, nowSeconds()) } : { sub };
        },
      };
    },
    loadExistingGrant: async (ctx) => {
      const { client, session, account, result } = ctx.oidc;
      if (!client || !account) return undefined;
      const grantId = result?.consent?.grantId ?? session?.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      // Ours and the listed partners' clients are granted what they may ask for (a partner's scope has no
      // offline_access), so a listener signed in on the main site is not asked again in a partner's popup.
      if (client.clientId !== CLIENT_ID && !isPartnerClient(config, client.clientId)) return existing;
      const grant =
        existing && existing.accountId === account.accountId
          ? existing
          : new provider.Grant({ accountId: account.accountId, clientId: client.clientId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
      await grant.save();
      return grant;
    },
    // oidc-provider follows OIDC Core §11 and drops offline_access unless prompt=consent is sent, which
    // oidc-client-ts never does. Our first-party client always asks for it, so it always gets a refresh token,
    // and its tokens outlive the provider's browser session (the app signs out through end-session anyway).
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (client.clientId === CLIENT_ID ||
        isPartnerClient(config, client.clientId) ||
        code.scopes.has('offline_access')),
    // A partner's tokens, without offline_access, end with the provider's session: sign-out on the main site
    // ends the partner page's session too.
    expiresWithSession: async (ctx, token) =>
      ctx.oidc.client?.clientId !== CLIENT_ID && !token.scopes.has('offline_access'),
    // Public client without sender constraint: every refresh rotates, and the old token is rejected afterwards.
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      // Sliding: each rotation grants 30 more days, so a weekly listener never has to sign in again.
      RefreshToken: 30 * DAY,
      Session: 30 * DAY,
      Grant: 365 * DAY,
    },
    renderError: async (ctx, out) => {
      respondWithPage(
        ctx,
        origins,
        errorPage({
          title: 'Sign-in could not continue',
          message: out.error_description ?? out.error ?? 'The request was not valid.',
          appOrigin,
        }),
      );
    },
  };

  const provider = new Provider(`${config.publicUrl}${MOUNT_PATH}`, configuration);

  // Pages the provider renders itself (the response_mode=form_post auto-submit page, the logout form) had no
  // CSP. Every provider response now starts with a strict one; the provider adds the hash of its one inline
  // script to script-src (oidc-provider's script_src_sha), and our own pages replace it with theirs.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    ctx.set('content-security-policy', providerPagePolicy(origins));
    await next();
  });

  // oidc-provider leaves unknown routes to Koa's plain-text 404; answer in its JSON error shape instead.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { error: 'invalid_request', error_description: 'unrecognized route or not allowed method' };
    }
  });

  // The provider drops offline_access from the granted scope (issueRefreshToken above), yet our client gets a
  // refresh token that outlives the session. The token response says so, so the scope a client reads is what
  // it holds.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { refresh_token?: unknown; scope?: unknown } | undefined;
    if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || typeof body?.refresh_token !== 'string') return;
    const scopes = typeof body.scope === 'string' ? body.scope.split(' ').filter(Boolean) : [];
    if (!scopes.includes('offline_access')) body.scope = [...scopes, 'offline_access'].join(' ');
  });

  // Koa prints full errors (with request details) when nothing listens; report the message only.
  const report = (what: string) => (error: unknown) =>
    console.error(
      `[primedia] identity provider ${what}: ${error instanceof Error ? error.message : 'unknown error'}`,
    );
  provider.on('server_error', (_ctx: unknown, error: unknown) => report('error')(error));
  // Koa's own event, which the provider's typings leave out: Koa is an EventEmitter.
  (provider as EventEmitter).on('error', report('request failed'));
  return provider;
}
