/**
 * Removes secrets from anything bound for logs, breadcrumbs or error reports (docs/design.md, "Sign-in failures", "Security rules"):
 * OAuth `code`, `state`, `session_state`, `id_token_hint` and token parameters in URLs (query or fragment, also
 * percent-encoded inside another parameter, and as `state[]` lists), `Bearer …` credentials, JWTs, token fields
 * in JSON text or objects, codes or tokens named in prose ("code X was already used"), and email addresses.
 * Names match whatever their case and separators (`refresh_token`, `refreshToken`, `RefreshToken`). Pure
 * functions with no dependencies, so the host app plugs them into Sentry's beforeSend / beforeBreadcrumb, widgets
 * into their own clients, and the platform's error sink scrubs what any client sends it with the same rules.
 *
 * Every pattern runs in time linear in the text: the sink scrubs whatever a stranger posts, up to 1 MiB, and a
 * pattern that backtracks over a long run of characters (an email pattern that restarts inside a long word did)
 * holds the platform's event loop for minutes.
 */

export const FILTERED = '[Filtered]';

/** Names whose values are secrets, as words: matched whatever their case and `_`, `-` or `.` between words. */
const SECRET_WORDS = [
  ['code'],
  ['state'],
  ['session', 'state'],
  ['id', 'token', 'hint'],
  ['access', 'token'],
  ['refresh', 'token'],
  ['id', 'token'],
  ['token'],
  ['code', 'verifier'],
  ['client', 'secret'],
  ['password'],
];

/** Credential headers: secret whatever shape their value has (a string, a list, a parsed object). */
const CREDENTIAL_KEYS = new Set(['authorization', 'cookie', 'setcookie']);

/** An object key or parameter name reduced to its letters and digits, lower case: `Refresh-Token` -> `refreshtoken`. */
const normalise = (name: string) =>
  decodePercent(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const SECRET_KEYS = new Set(SECRET_WORDS.map((words) => words.join('')));

/** The names in text, longest spellings first: words joined by an optional separator. */
const NAMES = SECRET_WORDS.map((words) => words.join('[_.-]?')).join('|');

/** A JSON string or number value. */
const JSON_SCALAR = String.raw`"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*`;

/**
 * `name=value` in a query string or fragment, also `name[]=value` / `name[0]=value`: at the start, or after a
 * separator (?, &, #, ;, =, whitespace, a quote, a bracket or comma), up to the next separator.
 */
const PARAM = new RegExp(String.raw`((?:^|[?&#;=\s"'(,])(?:${NAMES})(?:\[[^\]&#=]*\])*=)[^&#\s"'<>]*`, 'gi');
/** `"name": "value"`, `"name": 123` or `"name": ["a", "b"]` in JSON-ish text. */
const JSON_FIELD = new RegExp(
  String.raw`("(?:${NAMES})"\s*:\s*)(?:${JSON_SCALAR}|\[\s*(?:(?:${JSON_SCALAR})\s*,?\s*)*\])`,
  'gi',
);
/** `["name", "value"]`: a parameter as an entry pair, as `[...new URLSearchParams(q)]` prints it. */
const JSON_PAIR = new RegExp(String.raw`(\[\s*"(?:${NAMES})"\s*,\s*)"(?:[^"\\]|\\.)*"`, 'gi');

/** Names in prose, where words may also be apart ("refresh token"). */
const PROSE_NAMES = String.raw`(?:authori[sz]ation[\s_.-]?)?code|(?:session[\s_.-]?)?state|(?:(?:access|refresh|id)[\s_.-]?)?token(?:[\s_.-]?hint)?|code[\s_.-]?verifier|client[\s_.-]?secret|grant`;
/** `name: value` / `name=value` of a token at a word boundary in prose, e.g. "invalid refresh_token=abc". */
const PROSE_PARAM = new RegExp(
  String.raw`(\b(?:(?:access|refresh|id)[\s_.-]?token(?:[\s_.-]?hint)?|code[\s_.-]?verifier|client[\s_.-]?secret)\s*[=:]\s*["']?)[^\s&,;"']+`,
  'gi',
);
/** "code X was already used", "refresh token 'X' is invalid": the value a server names in its complaint. */
const NAMED_IN_COMPLAINT = new RegExp(
  String.raw`(\b(?:${PROSE_NAMES})\s+["'\x60]?)[^\s"'\x60]+(?=["'\x60]?\s+(?:(?:was|is|has\s+been|had\s+been)\s+)?(?:already\s+)?(?:used|redeemed|consumed|expired|revoked|invalid|unknown|rejected|not\s+(?:found|valid)))`,
  'gi',
);
/** A credential-shaped value (10+ characters mixing letters and digits, or 20+) right after a secret's name. */
const NAMED_CREDENTIAL = new RegExp(
  String.raw`(\b(?:${PROSE_NAMES})(?:\s*[:=]\s*|\s+)["'\x60]?)(?:(?=[\w.~+/-]*\d)(?=[\w.~+/-]*[A-Za-z])[\w.~+/=-]{10,}|[\w.~+/=-]{20,})`,
  'gi',
);
/**
 * An email address: `local@domain.tld`, the top-level label starting with a letter, so `react@19.0.0` in a stack
 * is kept. The look-behind lets a match start only where a run of local-part characters starts, so a long run
 * with no `@` is walked once, not once from each of its characters.
 */
const EMAIL = /(?<![\w.%+-])[\w.%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z][A-Za-z0-9-]*(?![\w-])/g;
const EMAIL_MASK = '[email]';
const BEARER = /\b(Bearer)\s+[A-Za-z0-9\-._~+/]+=*/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

/** How many layers of percent-encoding are looked through (a URL inside a parameter inside a parameter...). */
const MAX_DECODE_ROUNDS = 4;

/** Decodes each run of valid percent-escapes; a run that is not valid UTF-8 stays as it was. */
function decodePercent(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function scrubPlain(text: string): string {
  return text
    .replace(EMAIL, EMAIL_MASK)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(PARAM, `$1${FILTERED}`)
    .replace(JSON_FIELD, `$1"${FILTERED}"`)
    .replace(JSON_PAIR, `$1"${FILTERED}"`)
    .replace(PROSE_PARAM, `$1${FILTERED}`)
    .replace(NAMED_IN_COMPLAINT, `$1${FILTERED}`)
    .replace(NAMED_CREDENTIAL, `$1${FILTERED}`);
}

/**
 * Text with every secret value replaced by [Filtered]; everything else unchanged. A secret that shows only once
 * percent-encoding is decoded (`?return=%2Fcb%3Fcode%3Dabc`) makes the whole text come back decoded and
 * filtered: the encoded form cannot be filtered in place without decoding it.
 */
export function scrubText(text: string): string {
  const scrubbed = scrubPlain(text);
  let decoded = scrubbed;
  let hidden = false;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = decodePercent(decoded);
    if (next === decoded) break;
    decoded = next;
    hidden ||= scrubPlain(decoded) !== decoded;
  }
  return hidden ? scrubPlain(decoded) : scrubbed;
}

/**
 * A deep copy of `value` with every string scrubbed and every secret-named key's value filtered. Use it on
 * whole Sentry events and breadcrumbs. Cycles are cut, depth is capped, non-plain objects are kept as they are.
 */
export function scrubDeep<T>(value: T): T {
  return scrubValue(value, new WeakSet(), 0) as T;
}

const isScalar = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/** A value a secret name holds: a string or number, or a list of them (`state: ['a', 'b']`). */
const isSecretShaped = (value: unknown) => isScalar(value) || (Array.isArray(value) && value.every(isScalar));

function scrubValue(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null || depth > 12) return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) {
    // An entry pair, ['state', 'abc'], as parsed query strings and header lists are often kept.
    const [name, item] = value as unknown[];
    if (value.length === 2 && typeof name === 'string' && isScalar(item) && isSecretName(name))
      return [name, FILTERED];
    return value.map((entry) => scrubValue(entry, seen, depth + 1));
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = normalise(key);
    const secret = CREDENTIAL_KEYS.has(name) || (SECRET_KEYS.has(name) && isSecretShaped(item));
    out[key] = secret ? FILTERED : scrubValue(item, seen, depth + 1);
  }
  return out;
}

function isSecretName(name: string): boolean {
  const key = normalise(name);
  return SECRET_KEYS.has(key) || CREDENTIAL_KEYS.has(key);
}
