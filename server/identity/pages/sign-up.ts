/** The sign-up page: reached from the sign-in page, or directly with prompt=create / screen_hint=signup. */
import { MIN_PASSWORD_LENGTH } from '../passwords';
import { alert, field } from './layout';

export type SignUpField = 'name' | 'email' | 'password';

export function signUpPage(options: {
  uid: string;
  name?: string;
  email?: string;
  error?: { field: SignUpField; message: string };
}) {
  const base = `/oidc/interaction/${encodeURIComponent(options.uid)}`;
  const errorFor = (name: SignUpField) => (options.error?.field === name ? options.error.message : undefined);
  return {
    title: 'Create an account',
    body: `<h1>Create your account</h1>
<p>It is free, and keeps your bookmarks and listening progress on every device.</p>
${alert(options.error?.message)}
<form method="post" action="${base}/signup" novalidate>
${field({ name: 'name', label: 'Name', type: 'text', autocomplete: 'name', value: options.name, error: errorFor('name'), autofocus: !options.error || options.error.field === 'name' })}
${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: options.email, error: errorFor('email'), autofocus: options.error?.field === 'email' })}
${field({
  name: 'password',
  label: 'Password',
  type: 'password',
  autocomplete: 'new-password',
  hint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  error: errorFor('password'),
  autofocus: options.error?.field === 'password',
})}
<button type="submit" class="primary">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${base}">Sign in</a></p>`,
  };
}
