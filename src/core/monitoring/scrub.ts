/**
 * Removes secrets from anything bound for logs, breadcrumbs or error reports (RELIABILITY.md 7; DESIGN.md §5):
 * OAuth `code`, `state`, `session_state`, `id_token_hint` and token parameters in URLs (query or fragment),
 * `Bearer …` credentials, JWTs, and token fields in JSON text or objects. Pure functions with no dependencies,
 * so the host app plugs them into Sentry's beforeSend / beforeBreadcrumb and widgets into their own clients.
 */

export const FILTERED = '[Filtered]';

/** Parameter and field names whose values are secrets. */
const SECRET_NAMES = [
  'code',
  'state',
  'session_state',
  'id_token_hint',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'code_verifier',
  'client_secret',
  'password',
];

const SECRET_KEYS = new Set([...SECRET_NAMES, 'authorization', 'cookie', 'set-cookie']);

/** Credential headers: secret whatever shape their value has (a string, a list, a parsed object). */
const CREDENTIAL_KEYS = new Set(['authorization', 'cookie', 'set-cookie']);

const names = SECRET_NAMES.join('|');
/** `name=value` in a query string or fragment: at the start, or after ?, &, # or ; (up to the next separator). */
const PARAM = new RegExp(`((?:^|[?&#;])(?:${names})=)[^&#\\s"'<>]*`, 'gi');
/** `"name": "value"` in JSON-ish text. */
const JSON_FIELD = new RegExp(`("(?:${names})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
/** `name: value` / `name=value` at a word boundary in prose, e.g. "invalid refresh_token=abc". */
const PROSE_PARAM = new RegExp(
  `(\\b(?:access_token|refresh_token|id_token|id_token_hint|code_verifier)\\s*[=:]\\s*)[^\\s&,;"']+`,
  'gi',
);
const BEARER = /\b(Bearer)\s+[A-Za-z0-9\-._~+/]+=*/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

/** Text with every secret value replaced by [Filtered]; everything else unchanged. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(PARAM, `$1${FILTERED}`)
    .replace(JSON_FIELD, `$1"${FILTERED}"`)
    .replace(PROSE_PARAM, `$1${FILTERED}`);
}

/** A URL with secret query and fragment parameters filtered (alias of scrubText, named for call sites). */
export const scrubUrl = scrubText;

/**
 * A deep copy of `value` with every string scrubbed and every secret-named key's value filtered. Use it on
 * whole Sentry events and breadcrumbs. Cycles are cut, depth is capped, non-plain objects are kept as they are.
 */
export function scrubDeep<T>(value: T): T {
  return scrubValue(value, new WeakSet(), 0) as T;
}

function scrubValue(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || depth > 12) return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, seen, depth + 1));
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = key.toLowerCase();
    const secret =
      CREDENTIAL_KEYS.has(name) ||
      (SECRET_KEYS.has(name) && (typeof item === 'string' || typeof item === 'number'));
    out[key] = secret ? FILTERED : scrubValue(item, seen, depth + 1);
  }
  return out;
}
