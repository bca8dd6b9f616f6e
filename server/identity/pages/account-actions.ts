/**
 * The account action pages behind `kc_action` (docs/product.md, "Sign-in"): change password (UPDATE_PASSWORD) and delete account
 * (delete_account). Both offer a Cancel that completes the sign-in normally and returns to the app.
 */
import { MIN_PASSWORD_LENGTH } from '../passwords';
import { alert, escapeHtml, field } from './layout';

export function changePasswordPage(options: {
  uid: string;
  email: string;
  error?: { field: 'current' | 'password'; message: string };
}) {
  const base = `/oidc/interaction/${encodeURIComponent(options.uid)}`;
  return {
    title: 'Change password',
    body: `<h1>Change your password</h1>
<p>Signed in as <strong>${escapeHtml(options.email)}</strong>.</p>
${alert(options.error?.message)}
<form method="post" action="${base}/password" novalidate>
<input type="hidden" name="username" value="${escapeHtml(options.email)}" autocomplete="username">
${field({
  name: 'current',
  label: 'Current password',
  type: 'password',
  autocomplete: 'current-password',
  error: options.error?.field === 'current' ? options.error.message : undefined,
  autofocus: options.error?.field !== 'password',
})}
${field({
  name: 'password',
  label: 'New password',
  type: 'password',
  autocomplete: 'new-password',
  hint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  error: options.error?.field === 'password' ? options.error.message : undefined,
  autofocus: options.error?.field === 'password',
})}
<div class="actions">
<button type="submit" class="primary" name="intent" value="change">Change password</button>
<button type="submit" class="secondary" name="intent" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  };
}

export function deleteAccountPage(options: { uid: string; email: string }) {
  const base = `/oidc/interaction/${encodeURIComponent(options.uid)}`;
  return {
    title: 'Delete account',
    body: `<h1>Delete your account?</h1>
<p>This permanently deletes <strong>${escapeHtml(options.email)}</strong> with its bookmarks, follows, listening
progress and preferences, and signs you out everywhere. It cannot be undone.</p>
<form method="post" action="${base}/delete">
<div class="actions">
<button type="submit" class="danger" name="intent" value="delete">Delete my account</button>
<button type="submit" class="secondary" name="intent" value="cancel" autofocus>Cancel</button>
</div>
</form>`,
  };
}
