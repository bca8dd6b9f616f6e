/**
 * Removes secrets from URLs and text before they reach error reports or breadcrumbs (DESIGN.md §5: no tokens,
 * codes or `state` values in reports; RELIABILITY.md 7). The sign-in work brings the shared scrubber
 * (src/core/monitoring/scrub.ts); sentry.ts calls this one until then, through a single import to swap.
 */
const SECRET_PARAMS =
  /([?&#](?:code|state|session_state|access_token|refresh_token|id_token|token|id_token_hint)=)[^&#\s"']*/gi;
const BEARER = /Bearer\s+[A-Za-z0-9\-._~+/]+=*/g;
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g;

export function scrubText(text: string): string {
  return text
    .replace(SECRET_PARAMS, '$1[Filtered]')
    .replace(BEARER, 'Bearer [Filtered]')
    .replace(JWT, '[Filtered]');
}
