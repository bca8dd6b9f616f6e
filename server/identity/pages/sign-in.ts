/** The sign-in page, shown for oidc-provider's `login` prompt. */
import { alert, escapeHtml, field } from './layout';

export function signInPage(options: { uid: string; email?: string; error?: string; notice?: string }) {
  const base = `/oidc/interaction/${encodeURIComponent(options.uid)}`;
  return {
    title: 'Sign in',
    body: `<h1>Sign in</h1>
<p>Sign in to bookmark shows, follow your favourite presenters and pick up where you left off.</p>
${options.notice ? `<p class="notice">${escapeHtml(options.notice)}</p>` : ''}
${alert(options.error)}
<form method="post" action="${base}/login" novalidate>
${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: options.email, autofocus: !options.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: Boolean(options.email) })}
<button type="submit" class="primary">Sign in</button>
</form>
<p class="switch">New to Primedia+? <a href="${base}/signup">Create an account</a></p>`,
  };
}
