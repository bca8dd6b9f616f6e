/**
 * Our own interaction pages under /oidc/interaction/{uid}: sign-in, sign-up, change password and delete
 * account. oidc-provider decides *which* prompt is pending; this file renders it and reports the result back
 * with `interactionFinished`, after which the provider completes the authorization and redirects to the app.
 *
 *   GET  /oidc/interaction/{uid}           the pending prompt's page
 *   GET  /oidc/interaction/{uid}/signup    sign-up form (login prompt only)
 *   POST /oidc/interaction/{uid}/login     credentials
 *   POST /oidc/interaction/{uid}/signup    new account, signed in at once
 *   POST /oidc/interaction/{uid}/password  kc_action=UPDATE_PASSWORD
 *   POST /oidc/interaction/{uid}/delete    kc_action=delete_account
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, Provider } from 'oidc-provider';
import type { PlatformConfig } from '../config';
import type { UserDatabase } from '../store/db';
import { normaliseEmail, type AccountStore } from './accounts';
import type { OidcStore } from './adapter';
import { FormError, readForm, text } from './forms';
import { changePasswordPage, deleteAccountPage } from './pages/account-actions';
import { sendPage } from './pages/layout';
import { errorPage } from './pages/messages';
import { signInPage } from './pages/sign-in';
import { signUpPage } from './pages/sign-up';
import { ACCOUNT_ACTION_PROMPT, isKcAction } from './policy';
import { ACCOUNT_RULE, ADDRESS_RULE, FailureThrottle } from './throttle';

export const INTERACTION_PATH =
  /^\/oidc\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|signup|password|delete))?\/?$/;

const SIGN_IN_FAILED = 'The email or password is not correct.';

function tooManyAttempts(seconds: number): string {
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return `Too many wrong passwords. For your account's safety, wait ${wait} and try again.`;
}

interface Deps {
  config: PlatformConfig;
  provider: Provider;
  accounts: AccountStore;
  store: OidcStore;
  db: UserDatabase;
}

export function createInteractionHandler(deps: Deps) {
  const { config, provider, accounts, store, db } = deps;
  const appOrigin = config.appOrigin;
  const page = (res: ServerResponse, status: number, view: { title: string; body: string }) =>
    sendPage(res, status, appOrigin, view);
  const fail = (res: ServerResponse, status: number, title: string, message: string) =>
    page(res, status, errorPage({ title, message, appOrigin }));
  const accountFailures = new FailureThrottle(ACCOUNT_RULE);
  const addressFailures = new FailureThrottle(ADDRESS_RULE);

  /** The listener this interaction is about: the session's account, or the one just signed in. */
  function accountOf(interaction: Interaction) {
    const sub = interaction.session?.accountId ?? interaction.lastSubmission?.login?.accountId;
    return sub ? accounts.findBySub(sub) : undefined;
  }

  async function show(res: ServerResponse, interaction: Interaction, view: 'default' | 'signup') {
    const { uid, prompt, params } = interaction;
    if (prompt.name === 'login') {
      if (view === 'signup' || params.screen_hint === 'signup') return page(res, 200, signUpPage({ uid }));
      const notice =
        params.kc_action === 'UPDATE_PASSWORD'
          ? 'Sign in first, then choose your new password.'
          : params.kc_action === 'delete_account'
            ? 'Sign in first to delete your account.'
            : undefined;
      return page(res, 200, signInPage({ uid, notice }));
    }
    if (prompt.name === ACCOUNT_ACTION_PROMPT) {
      const account = accountOf(interaction);
      if (!account)
        return fail(
          res,
          400,
          'Account not found',
          'This account no longer exists. Go back to Primedia+ and sign in again.',
        );
      if (params.kc_action === 'delete_account')
        return page(res, 200, deleteAccountPage({ uid, email: account.email }));
      return page(res, 200, changePasswordPage({ uid, email: account.email }));
    }
    return fail(
      res,
      400,
      'Sign-in could not continue',
      'This sign-in step is not available. Go back to Primedia+ and try again.',
    );
  }

  async function login(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const email = text(form, 'email').trim();
    const password = text(form, 'password');
    if (!email || !password) {
      return page(
        res,
        400,
        signInPage({ uid: interaction.uid, email, error: 'Enter your email address and password.' }),
      );
    }
    // Keys for the throttle: the account as it is looked up, and the client address.
    const accountKey = normaliseEmail(email);
    const addressKey = req.socket.remoteAddress ?? 'unknown';
    const wait = Math.max(
      accountFailures.retryAfterSeconds(accountKey),
      addressFailures.retryAfterSeconds(addressKey),
    );
    if (wait > 0) {
      // Refused before the password is checked, so a locked account gives an attacker nothing to learn.
      res.setHeader('retry-after', String(wait));
      return page(res, 429, signInPage({ uid: interaction.uid, email, error: tooManyAttempts(wait) }));
    }
    const account = await accounts.authenticate(email, password);
    if (!account) {
      accountFailures.fail(accountKey);
      addressFailures.fail(addressKey);
      return page(res, 401, signInPage({ uid: interaction.uid, email, error: SIGN_IN_FAILED }));
    }
    accountFailures.succeed(accountKey);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  async function signUp(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const input = { name: text(form, 'name'), email: text(form, 'email'), password: text(form, 'password') };
    const result = await accounts.create(input);
    if (!result.ok) {
      const status = result.message.includes('already exists') ? 409 : 400;
      return page(
        res,
        status,
        signUpPage({ uid: interaction.uid, name: input.name, email: input.email, error: result }),
      );
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: result.account.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  async function changePassword(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const account = accountOf(interaction);
    if (!account) return fail(res, 400, 'Account not found', 'This account no longer exists.');
    if (text(form, 'intent') !== 'cancel') {
      const current = text(form, 'current');
      const next = text(form, 'password');
      if (!current) {
        return page(
          res,
          400,
          changePasswordPage({
            uid: interaction.uid,
            email: account.email,
            error: { field: 'current', message: 'Enter your current password.' },
          }),
        );
      }
      const result = await accounts.changePassword(account.sub, current, next);
      if (!result.ok) {
        const field = result.message.startsWith('Your current password') ? 'current' : 'password';
        return page(
          res,
          400,
          changePasswordPage({
            uid: interaction.uid,
            email: account.email,
            error: { field, message: result.message },
          }),
        );
      }
    }
    await provider.interactionFinished(req, res, { [ACCOUNT_ACTION_PROMPT]: { done: true } });
  }

  async function deleteAccount(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const account = accountOf(interaction);
    if (!account) return fail(res, 400, 'Account not found', 'This account no longer exists.');
    if (text(form, 'intent') !== 'delete') {
      await provider.interactionFinished(req, res, { [ACCOUNT_ACTION_PROMPT]: { done: true } });
      return;
    }
    const redirectUri = interaction.params.redirect_uri;
    if (typeof redirectUri !== 'string')
      return fail(res, 400, 'Sign-in could not continue', 'The request has no return address.');
    db.transaction(() => {
      accounts.deleteWithUserData(account.sub);
      // Sessions, grants, codes, tokens and this interaction: everything the provider held for the account.
      store.removeAccount(account.sub);
    });
    await interaction.destroy();
    // The provider cannot resume an interaction whose session is gone, so we answer the client ourselves,
    // the same way the provider reports an error: on the registered redirect_uri it already validated.
    const target = new URL(redirectUri);
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'account_deleted');
    if (typeof interaction.params.state === 'string')
      target.searchParams.set('state', interaction.params.state);
    target.searchParams.set('iss', provider.issuer);
    res.writeHead(303, { location: target.href, 'cache-control': 'no-store', 'content-length': '0' });
    res.end();
  }

  return async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string | undefined,
  ) {
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(req, res);
    } catch {
      // No interaction cookie, or the interaction expired or was used: the start of the flow has to be redone.
      return fail(res, 400, 'This sign-in page has expired', 'Go back to Primedia+ and start again.');
    }
    if (interaction.uid !== uid) {
      return fail(res, 400, 'This sign-in page has expired', 'Go back to Primedia+ and start again.');
    }
    try {
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (action && action !== 'signup')
          return fail(res, 405, 'Not available', 'Use the form on the page.');
        return await show(res, interaction, action === 'signup' ? 'signup' : 'default');
      }
      if (req.method !== 'POST' || !action)
        return fail(res, 405, 'Not available', 'Use the form on the page.');
      const expected = interaction.prompt.name === 'login' ? ['login', 'signup'] : ['password', 'delete'];
      if (!expected.includes(action)) {
        return fail(res, 409, 'This step is already done', 'Go back to Primedia+ and start again.');
      }
      if (action === 'login') return await login(req, res, interaction);
      if (action === 'signup') return await signUp(req, res, interaction);
      const kcAction = interaction.params.kc_action;
      if (!isKcAction(kcAction) || (action === 'password') !== (kcAction === 'UPDATE_PASSWORD')) {
        return fail(res, 400, 'Not available', 'This account action was not requested.');
      }
      if (action === 'password') return await changePassword(req, res, interaction);
      return await deleteAccount(req, res, interaction);
    } catch (error) {
      if (error instanceof FormError) {
        res.setHeader('connection', 'close');
        return fail(res, error.status, 'That did not work', error.message);
      }
      throw error;
    }
  };
}
