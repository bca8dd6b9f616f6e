/**
 * Our own interaction pages under /oidc/interaction/{uid}: sign-in, sign-up, change password and delete
 * account. oidc-provider decides *which* prompt is pending; this file renders it and reports the result back
 * with `interactionFinished`, after which the provider completes the authorization and redirects to the app.
 *
 *   GET  /oidc/interaction/{uid}           the pending prompt's page
 *   GET  /oidc/interaction/{uid}/signup    sign-up form (login prompt only)
 *   GET  /oidc/interaction/{uid}/verify    the sign-up mail's link: confirms the address, then signs in
 *   POST /oidc/interaction/{uid}/login     credentials (throttled per account-and-address pair and per address, throttle.ts)
 *   POST /oidc/interaction/{uid}/signup    new account, usable once its verification link is followed
 *   POST /oidc/interaction/{uid}/password  kc_action=UPDATE_PASSWORD (the current password, throttled alike)
 *   POST /oidc/interaction/{uid}/delete    kc_action=delete_account
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, Provider } from 'oidc-provider';
import { appOrigins, type PlatformConfig } from '../config';
import { clientAddress, clientNetwork } from '../http/client-address';
import type { Mailer } from '../mail/outbox';
import type { UserDatabase } from '../store/db';
import { normaliseEmail, validateNewAccount, type AccountRow, type AccountStore } from './accounts';
import type { OidcStore } from './adapter';
import { HttpError } from '../http/respond';
import { readForm, text } from './forms';
import { signUpAttemptMail, verificationMail } from './mails';
import { changePasswordPage, deleteAccountPage } from './pages/account-actions';
import { sendPage } from './pages/layout';
import { errorPage } from './pages/messages';
import { signInPage } from './pages/sign-in';
import { signUpPage, type SignUpField } from './pages/sign-up';
import { checkEmailPage, emailConfirmedPage } from './pages/verification';
import { hashPassword } from './passwords';
import { ACCOUNT_ACTION_PROMPT, isKcAction } from './policy';
import { FailureThrottle, SIGN_UP_RULE, SignInThrottle } from './throttle';
import type { EmailVerifications } from './verification';

export const INTERACTION_PATH =
  /^\/oidc\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|signup|verify|password|delete))?\/?$/;

const SIGN_IN_FAILED = 'The email or password is not correct.';

function waitText(seconds: number): string {
  return seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
}

function tooManyAttempts(seconds: number): string {
  return `Too many wrong passwords. For your account's safety, wait ${waitText(seconds)} and try again.`;
}

function tooManySignUps(seconds: number): string {
  return `Too many new accounts from this network. Please wait ${waitText(seconds)} and try again.`;
}

interface Deps {
  config: PlatformConfig;
  provider: Provider;
  accounts: AccountStore;
  store: OidcStore;
  db: UserDatabase;
  /** Where sign-up mails go (the local outbox, server/mail/outbox.ts). */
  mailer: Mailer;
  verifications: EmailVerifications;
}

export function createInteractionHandler(deps: Deps) {
  const { config, provider, accounts, store, db, mailer, verifications } = deps;
  const appOrigin = config.appOrigin;
  const origins = appOrigins(config);
  const page = (res: ServerResponse, status: number, view: { title: string; body: string }) =>
    sendPage(res, status, origins, view);
  const fail = (res: ServerResponse, status: number, title: string, message: string) =>
    page(res, status, errorPage({ title, message, appOrigin }));
  const passwordFailures = new SignInThrottle();
  // Sign-ups are counted as they happen, right or wrong: the limit is on accounts made, not on mistakes.
  const signUps = new FailureThrottle({ ...SIGN_UP_RULE, limit: config.signUpsPerAddress });
  // An IPv6 client counts as its /64: it could otherwise take a fresh address for every attempt.
  const addressOf = (req: IncomingMessage) => clientNetwork(clientAddress(req.socket.remoteAddress));

  /** Completes the login prompt as `sub`; the provider then finishes the authorization. */
  const finishLogin = (req: IncomingMessage, res: ServerResponse, sub: string) =>
    provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });

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

  /** Mails `account` a verification link that, followed in this browser, also completes this sign-in. */
  function sendVerification(account: Pick<AccountRow, 'sub' | 'email' | 'name'>, uid: string) {
    const token = verifications.issue(account.sub, uid);
    const link = new URL(`/oidc/interaction/${encodeURIComponent(uid)}/verify`, config.publicUrl);
    link.searchParams.set('token', token);
    mailer.send(verificationMail({ to: account.email, name: account.name, link: link.href }));
  }

  async function login(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const email = text(form, 'email').trim();
    const password = text(form, 'password');
    const again = (status: number, error: string) =>
      page(res, status, signInPage({ uid: interaction.uid, email, error }));
    if (!email || !password) return again(400, 'Enter your email address and password.');
    const wait = passwordFailures.waitSeconds(email, addressOf(req));
    if (wait > 0) {
      // Refused before the password is checked, so a locked account gives an attacker nothing to learn.
      res.setHeader('retry-after', String(wait));
      return again(429, tooManyAttempts(wait));
    }
    const account = await accounts.authenticate(email, password);
    if (!account) {
      passwordFailures.failed(email, addressOf(req));
      return again(401, SIGN_IN_FAILED);
    }
    passwordFailures.succeeded(email, addressOf(req));
    if (account.email_verified_at === null) {
      // The right password for an address nobody has confirmed yet: a fresh link, no sign-in.
      sendVerification(account, interaction.uid);
      return again(403, `Confirm your email address first: we have sent a new link to ${account.email}.`);
    }
    await finishLogin(req, res, account.sub);
  }

  /**
   * Sign-up answers the same "check your email" page whether or not the address has an account, so the form
   * tells nobody who is a listener; only the mailbox learns which it was.
   */
  async function signUp(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const input = { name: text(form, 'name'), email: text(form, 'email'), password: text(form, 'password') };
    const again = (status: number, error: { field: SignUpField; message: string }) =>
      page(res, status, signUpPage({ uid: interaction.uid, name: input.name, email: input.email, error }));
    const invalid = validateNewAccount(input);
    if (invalid && !invalid.ok) return again(400, invalid);
    const email = normaliseEmail(input.email);
    const wait = signUps.retryAfterSeconds(addressOf(req));
    if (wait > 0) {
      res.setHeader('retry-after', String(wait));
      return again(429, { field: 'email', message: tooManySignUps(wait) });
    }
    signUps.fail(addressOf(req));
    const existing = accounts.findByEmail(email);
    if (!existing) {
      const result = await accounts.create(input, { verified: false });
      if (result.ok) sendVerification(result.account, interaction.uid);
    } else if (existing.email_verified_at === null) {
      // Never confirmed, so never used: the newest sign-up's name and password replace the pending ones.
      await accounts.replacePending(existing.sub, input);
      verifications.revokeAll(existing.sub);
      sendVerification({ ...existing, name: input.name.trim() }, interaction.uid);
    } else {
      await hashPassword(input.password); // the same work as a new account, so the answer's timing tells nothing
      mailer.send(signUpAttemptMail({ to: existing.email, signInUrl: `${appOrigin}/user/login` }));
    }
    return page(res, 200, checkEmailPage({ email }));
  }

  /** The mail's link: confirms the address in any browser; in the one that signed up it also signs in. */
  async function verify(req: IncomingMessage, res: ServerResponse, uid: string, url: URL) {
    const pending = verifications.find(url.searchParams.get('token') ?? '');
    const account = pending?.interaction_uid === uid ? accounts.findBySub(pending.sub) : undefined;
    if (!account) {
      return fail(
        res,
        400,
        'This link has expired',
        'Confirmation links work for 24 hours. Sign up again to get a new one.',
      );
    }
    // Not spent on first use: a mail scanner that opens the link first must not spoil it for the listener.
    // Opening it again only confirms again; signing in needs this browser's interaction cookie as well.
    accounts.markVerified(account.sub);
    const interaction = await provider.interactionDetails(req, res).catch(() => undefined);
    if (interaction?.uid === uid && interaction.prompt.name === 'login') {
      await finishLogin(req, res, account.sub);
      return;
    }
    return page(res, 200, emailConfirmedPage({ appOrigin }));
  }

  async function changePassword(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    const form = await readForm(req);
    const account = accountOf(interaction);
    if (!account) return fail(res, 400, 'Account not found', 'This account no longer exists.');
    if (text(form, 'intent') !== 'cancel') {
      const { uid } = interaction;
      const again = (status: number, field: 'current' | 'password', message: string) =>
        page(res, status, changePasswordPage({ uid, email: account.email, error: { field, message } }));
      const current = text(form, 'current');
      if (!current) return again(400, 'current', 'Enter your current password.');
      const wait = passwordFailures.waitSeconds(account.email, addressOf(req));
      if (wait > 0) {
        res.setHeader('retry-after', String(wait));
        return again(429, 'current', tooManyAttempts(wait));
      }
      const result = await accounts.changePassword(account.sub, current, text(form, 'password'));
      if (!result.ok) {
        const wrongCurrent = result.message.startsWith('Your current password');
        if (wrongCurrent) passwordFailures.failed(account.email, addressOf(req));
        return again(400, wrongCurrent ? 'current' : 'password', result.message);
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
    url: URL,
  ) {
    if (action === 'verify') {
      // Opened from a mail, maybe in another browser: no interaction cookie needed (verify() checks the uid).
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return fail(res, 405, 'Not available', 'Open the link from the mail.');
      return await verify(req, res, uid, url);
    }
    // No interaction cookie, or the interaction expired, was used or is another one: the flow starts again.
    const interaction = await provider.interactionDetails(req, res).catch(() => undefined);
    if (interaction?.uid !== uid) {
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
      if (error instanceof HttpError) {
        res.setHeader('connection', 'close');
        return fail(res, error.status, 'That did not work', error.message);
      }
      throw error;
    }
  };
}
