/**
 * The error screens (docs/product.md, "Routes") and when to show them (docs/product.md, "Errors and messages"):
 * - connection-error: the page's main query failed on the network or the API answered with a server error,
 *   and the page has nothing to show;
 * - empty-error: the page's content does not exist (a detail path or microsite the API answers null for);
 * - something-went-wrong: anything else that leaves a page unable to render (a render error, a redirect loop).
 * `from` (the path that failed) lets the error page offer Retry.
 */
import { navigate } from './location';

export type ErrorPageKind = 'connection-error' | 'empty-error' | 'something-went-wrong';

function errorPagePath(kind: ErrorPageKind, from?: string): string {
  const query = from ? `?from=${encodeURIComponent(from)}` : '';
  return `/error/${kind}${query}`;
}

/**
 * Shows an error screen. `replace` (the usual choice for a page that failed to load) keeps Back from returning to
 * the failed URL; `from` defaults to the current path.
 */
export function showErrorPage(
  kind: ErrorPageKind,
  options: { replace?: boolean; from?: string; redirect?: boolean } = {},
): void {
  const from = options.from ?? `${location.pathname}${location.search}`;
  const safeFrom = from.startsWith('/error/') ? undefined : from;
  navigate(errorPagePath(kind, safeFrom), { replace: options.replace, redirect: options.redirect });
}
