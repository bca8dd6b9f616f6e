/**
 * The platform's identity provider (OpenID Connect, oidc-provider 9) mounted at /oidc.
 *
 * Owns: the provider and its persistence (adapter.ts, keys.ts), the listener accounts (accounts.ts), our own
 * sign-in, sign-up and account-action pages (interactions.ts, pages/), and `verifyAccessToken` for the content
 * API. The platform hands us the full URL; we serve our pages and stylesheet, and pass everything else to the
 * provider with the `/oidc` prefix moved into `req.originalUrl`, which is how oidc-provider learns its mount
 * path (as under Express's `app.use('/oidc', provider.callback())`), so every URL in discovery is right.
 */
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { PlatformConfig } from '../config';
import { sendError } from '../http/respond';
import type { Mailer } from '../mail/outbox';
import type { PlatformModule } from '../platform';
import type { UserDatabase } from '../store/db';
import { AccountStore, nowSeconds } from './accounts';
import { OidcStore } from './adapter';
import { isPremium, rolesOf, type Role } from './claims';
import { createInteractionHandler, INTERACTION_PATH } from './interactions';
import { loadOrCreateKeys } from './keys';
import { ICON_PATH, STYLESHEET_PATH } from './pages/layout';
import { SIGN_OUT_SCRIPT_PATH } from './pages/messages';
import { renderPartnerCallback } from './pages/partner-callback';
import { isPartnerClient, PARTNER_CALLBACK_PATH, PARTNER_CALLBACK_SCRIPT_PATH } from './partner-clients';
import { CLIENT_ID, createProvider, MOUNT_PATH } from './provider';
import { createRefreshGrace } from './refresh-grace';
import { EmailVerifications } from './verification';

export interface VerifiedUser {
  sub: string;
  email: string;
  premium: boolean;
  /** Read from the account at each call, like `premium`, so a role taken away counts at once. */
  roles: Role[];
  scope: string;
}
export type VerifyAccessToken = (token: string) => Promise<VerifiedUser | null>;

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
/** Opaque access tokens are 43 characters; anything far outside that is not ours and skips the lookup. */
const MAX_TOKEN_LENGTH = 512;

/** The provider's own files: its pages' stylesheet, the sign-out script, and the brand's icon the app uses too. */
const asset = (type: string, file: URL) => ({ type, body: fs.readFileSync(file) });
const JS = 'text/javascript; charset=utf-8';
const ASSETS = new Map([
  [STYLESHEET_PATH, asset('text/css; charset=utf-8', new URL('./pages/identity.css', import.meta.url))],
  [SIGN_OUT_SCRIPT_PATH, asset(JS, new URL('./pages/sign-out.js', import.meta.url))],
  [PARTNER_CALLBACK_SCRIPT_PATH, asset(JS, new URL('./pages/partner-callback-relay.js', import.meta.url))],
  [ICON_PATH, asset('image/svg+xml', new URL('../../public/favicon.svg', import.meta.url))],
]);

/**
 * oidc-provider 9 has no `prompt=create`, and any `prompt` without `consent` makes it drop offline_access.
 * So `prompt=create` on the authorize URL becomes `screen_hint=signup` before the provider sees the request.
 */
export function rewritePromptCreate(url: URL): string | null {
  if (url.pathname !== `${MOUNT_PATH}/auth`) return null;
  const prompts = (url.searchParams.get('prompt') ?? '').split(' ').filter(Boolean);
  if (!prompts.includes('create')) return null;
  const rest = prompts.filter((prompt) => prompt !== 'create');
  const rewritten = new URL(url.href);
  if (rest.length) rewritten.searchParams.set('prompt', rest.join(' '));
  else rewritten.searchParams.delete('prompt');
  rewritten.searchParams.set('screen_hint', 'signup');
  return `${rewritten.pathname}${rewritten.search}`;
}

export async function createIdentity(deps: {
  config: PlatformConfig;
  db: UserDatabase;
  /** Where sign-up mails go (the local outbox, server/mail/outbox.ts). */
  mailer: Mailer;
}): Promise<PlatformModule & { verifyAccessToken: VerifyAccessToken }> {
  const { config, db, mailer } = deps;
  const accounts = new AccountStore(db);
  const store = new OidcStore(db);
  const verifications = new EmailVerifications(db);
  await accounts.ensureTestAccounts();
  const removeExpired = () => {
    store.removeExpired();
    verifications.removeExpired();
  };
  removeExpired();
  const cleanup = setInterval(removeExpired, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  const provider = createProvider({ config, accounts, store, keys: loadOrCreateKeys(config.dataDir) });
  const callback = provider.callback();
  // Revoking any token of a grant (sign-out revokes the refresh token) destroys all of the grant's tokens, so a
  // kept answer is still good exactly while the provider still knows its refresh token.
  const refreshGrace = createRefreshGrace(async (body) => {
    try {
      const kept = JSON.parse(body.toString('utf8')) as { refresh_token?: unknown };
      if (typeof kept.refresh_token !== 'string') return false;
      return (await provider.RefreshToken.find(kept.refresh_token)) !== undefined;
    } catch {
      return false;
    }
  }, config.refreshReuseGraceMs);
  const handleInteraction = createInteractionHandler({
    config,
    provider,
    accounts,
    store,
    db,
    mailer,
    verifications,
  });

  const verifyAccessToken: VerifyAccessToken = async (token) => {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
    try {
      const accessToken = await provider.AccessToken.find(token);
      if (!accessToken?.clientId || !accessToken.accountId) return null;
      if (accessToken.clientId !== CLIENT_ID && !isPartnerClient(config, accessToken.clientId)) return null;
      const account = accounts.findBySub(accessToken.accountId);
      if (!account) return null;
      return {
        sub: account.sub,
        email: account.email,
        premium: isPremium(account, nowSeconds()),
        roles: rolesOf(account),
        scope: accessToken.scope ?? '',
      };
    } catch {
      return null;
    }
  };

  return {
    async handler(req, res, url) {
      const asset = ASSETS.get(url.pathname);
      if (asset) {
        res.writeHead(200, {
          'content-type': asset.type,
          'content-length': asset.body.length,
          'cache-control': 'public, max-age=300',
          'x-content-type-options': 'nosniff',
        });
        res.end(req.method === 'HEAD' ? undefined : asset.body);
        return;
      }
      if (url.pathname === PARTNER_CALLBACK_PATH) {
        renderPartnerCallback(res, config, url);
        return;
      }
      const interaction = INTERACTION_PATH.exec(url.pathname);
      if (interaction?.[1]) {
        await handleInteraction(req, res, interaction[1], interaction[2], url);
        return;
      }
      const full = rewritePromptCreate(url) ?? `${url.pathname}${url.search}`;
      const inner = full.slice(MOUNT_PATH.length);
      const mounted = req as IncomingMessage & { originalUrl?: string };
      mounted.originalUrl = full;
      mounted.url = inner.startsWith('/') ? inner : `/${inner}`;
      try {
        if (inner === '/token' && req.method === 'POST') await refreshGrace(req, res, callback);
        else await callback(req, res);
      } catch {
        sendError(res, 500, 'Internal error in the identity provider');
      }
    },
    close() {
      clearInterval(cleanup);
    },
    verifyAccessToken,
  };
}
