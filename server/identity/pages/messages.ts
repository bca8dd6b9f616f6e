/** Message pages: errors, and the sign-out confirmation and result that oidc-provider asks us to render. */
import { escapeHtml } from './layout';

export function errorPage(options: { title: string; message: string; appOrigin: string }) {
  return {
    title: options.title,
    body: `<h1>${escapeHtml(options.title)}</h1>
<div class="alert" role="alert">${escapeHtml(options.message)}</div>
<a class="button primary" href="${escapeHtml(options.appOrigin)}/">Back to Primedia+</a>`,
  };
}

/** `form` is oidc-provider's hidden logout form (id op.logoutForm); the buttons submit it from outside. */
export function signOutPage(form: string) {
  return {
    title: 'Sign out',
    body: `<h1>Sign out of Primedia+?</h1>
<p>You will be signed out on this device.</p>
${form}
<div class="actions">
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" class="secondary" form="op.logoutForm">Stay signed in</button>
</div>`,
  };
}

export const SIGN_OUT_SCRIPT_PATH = '/oidc/assets/sign-out.js';

/**
 * Sign-out asked for by the app with the listener's id token: the app has already asked "Sign out?", so this
 * page submits `form` with logout=yes by itself (./sign-out.js). Without scripts its one button does it; there
 * is no "Stay signed in" here, since the listener already chose.
 */
export function signingOutPage(form: string) {
  return {
    title: 'Signing out',
    body: `<h1>Signing you out of Primedia+…</h1>
${form}
<div class="actions">
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" id="sign-out-now">Continue</button>
</div>
<script src="${SIGN_OUT_SCRIPT_PATH}"></script>`,
  };
}

export function signedOutPage(appOrigin: string) {
  return {
    title: 'Signed out',
    body: `<h1>You are signed out</h1>
<p>See you soon.</p>
<a class="button primary" href="${escapeHtml(appOrigin)}/">Back to Primedia+</a>`,
  };
}
