/**
 * The HTML frame of the identity provider's own pages: brand header, one card, the stylesheet served from
 * /oidc/assets/identity.css, and no inline script, so the strict CSP below needs no exceptions (the one script,
 * on the app's own sign-out page, is a file from the provider's origin: ./sign-out.js).
 */
import type { ServerResponse } from 'node:http';

export const STYLESHEET_PATH = '/oidc/assets/identity.css';
/** Without an icon of its own a browser asks the provider's origin for /favicon.ico, a 404 on every page. */
export const ICON_PATH = '/oidc/assets/icon.svg';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `default-src 'self'` as required; forms may also end up at the app because the flow redirects there. */
function contentSecurityPolicy(appOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    `form-action 'self' ${appOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

export function renderPage(options: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · Primedia+</title>
<link rel="icon" href="${ICON_PATH}" type="image/svg+xml">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<p class="brand" aria-hidden="true">Primedia<span>+</span></p>
<main>
${options.body}
</main>
</body>
</html>`;
}

/** Security headers shared by every page this module renders. */
export function pageHeaders(appOrigins: readonly string[]): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(appOrigins),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

export function sendPage(
  res: ServerResponse,
  status: number,
  appOrigins: readonly string[],
  page: { title: string; body: string },
) {
  const html = renderPage(page);
  res.writeHead(status, { ...pageHeaders(appOrigins), 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

export interface FieldView {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
  error?: string;
  autofocus?: boolean;
}

/** One labelled input; an error is tied to it with aria-describedby and marks it invalid. */
export function field(view: FieldView): string {
  const id = `field-${view.name}`;
  const described: string[] = [];
  if (view.hint) described.push(`${id}-hint`);
  if (view.error) described.push(`${id}-error`);
  return `<div class="field">
  <label for="${id}">${escapeHtml(view.label)}</label>
  ${view.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(view.hint)}</span>` : ''}
  <input id="${id}" name="${view.name}" type="${view.type}" autocomplete="${view.autocomplete}" required${
    view.value ? ` value="${escapeHtml(view.value)}"` : ''
  }${view.error ? ' aria-invalid="true"' : ''}${described.length ? ` aria-describedby="${described.join(' ')}"` : ''}${
    view.autofocus ? ' autofocus' : ''
  }>
  ${view.error ? `<span class="field-error" id="${id}-error">${escapeHtml(view.error)}</span>` : ''}
</div>`;
}

/** The message screen readers announce as soon as the page loads. */
export function alert(message: string | undefined): string {
  return message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : '';
}
