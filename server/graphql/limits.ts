/**
 * Every limit that keeps one request from stalling the content API, in one place (docs/platform.md, "Content API";
 * docs/adr/0017-graphql-request-limits.md says why each value). Each answers before or instead of the work, at
 * the stage request-limits.ts names.
 *
 * With GRAPHQL_TEST_HOOKS=1 (the browser tests' platform) a request may tighten the time-out and the response
 * cap for itself with `x-test-graphql-limits: timeoutMs=0, maxResponseBytes=1000`; it can never loosen them.
 */
import { errorBody } from './errors';

export const LIMITS = {
  /** Lexical tokens in one document (graphql-js `parse` maxTokens). */
  maxTokens: 2_000,
  /** Brackets open at once in the text: the parser recurses per level and overflows the stack near 2,000. */
  maxTextNesting: 32,
  /** Fields nested in one operation, fragments spread (graphql-armor's max-depth). */
  maxDepth: 12,
  /** Field selections in one document once every fragment spread is expanded (document-guard.ts). */
  maxSelections: 2_000,
  /** Aliased fields in one operation, __typename included. */
  maxAliases: 20,
  /** Directives in one operation. */
  maxDirectives: 50,
  /** Fields at the root of one operation (aliases included). */
  maxRootFields: 10,
  /** Static cost of one operation (cost-limit.ts): fields the answer can hold. */
  maxCost: 50_000,
  /** Execution stops and answers 503 after this much of its own work (waits for a turn not counted). */
  timeoutMs: 1_000,
  /** ...or after this long in all, waits included: a platform too busy to finish a query in time sheds it. */
  wallTimeoutMs: 10_000,
  /** Serialised answers above this answer 413 instead. */
  maxResponseBytes: 4 * 1024 * 1024,
} as const;

export type GraphqlLimits = { -readonly [K in keyof typeof LIMITS]: number };

export const TEST_LIMITS_HEADER = 'x-test-graphql-limits';

const TIGHTENABLE = ['timeoutMs', 'maxResponseBytes'] as const;

/** The limits for one request: LIMITS, tightened by the test header when test hooks are on. */
export function limitsFor(header: string | null, testHooks: boolean): GraphqlLimits {
  if (!testHooks || !header) return LIMITS;
  const limits: GraphqlLimits = { ...LIMITS };
  for (const part of header.split(',')) {
    const [name, raw] = part.split('=').map((s) => s.trim());
    const key = TIGHTENABLE.find((k) => k === name);
    const value = Number(raw);
    if (key && Number.isInteger(value) && value >= 0) limits[key] = Math.min(limits[key], value);
  }
  return limits;
}

/**
 * The 413 body to send instead of `payload`, or null when the payload fits. The static cost keeps allowed answers
 * far below the cap (the largest it allows is about 2.6 MB); the cap guards against what the cost cannot see, such
 * as very long strings, so the platform never streams hundreds of megabytes again.
 */
export function capResponse(payload: Uint8Array, maxBytes: number): Buffer | null {
  if (payload.length <= maxBytes) return null;
  const message = `The answer would be ${payload.length} bytes, over the limit of ${maxBytes}; ask for fewer items or fields`;
  return Buffer.from(JSON.stringify(errorBody(message, 'RESPONSE_TOO_LARGE')));
}
