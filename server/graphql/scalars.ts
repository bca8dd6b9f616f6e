/**
 * The contract's custom scalars. `DateTime` is an instant as an ISO-8601 UTC string
 * ("2099-12-31T00:00:00.000Z"): GraphQL's Int is 32-bit, so unix seconds overflow after 19 January 2038 and an
 * Audiostar+ end date in 2099 made the whole answer an internal error. A string has no such limit, says its
 * unit, and every client parses it with `new Date(value)`.
 *
 * Resolvers hand out a `Date` (or unix seconds, the user database's unit); inputs must be ISO-8601 with a zone,
 * anything else is BAD_USER_INPUT.
 */
import { Kind, type ValueNode } from 'graphql';
import { badInput } from './errors';

/** ISO-8601 date and time with seconds and an explicit zone (Z or ±hh:mm); fractions optional. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000);
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

function parseInput(value: unknown): Date {
  const date = typeof value === 'string' ? toDate(value) : null;
  if (!date) throw badInput('A DateTime must be an ISO-8601 string with a zone, e.g. 2026-05-01T08:00:00Z');
  return date;
}

/**
 * The scalar's behaviour as a resolver map entry (name and description come from schema.graphql). A plain object,
 * not a `GraphQLScalarType`: test runners may load a second copy of graphql, which refuses another copy's types.
 */
export const dateTimeScalar = {
  serialize(value: unknown): string {
    const date = toDate(value);
    // A resolver bug, not bad input: the platform logs it and the client sees a masked error.
    if (!date) throw new TypeError(`DateTime cannot represent ${String(value).slice(0, 40)}`);
    return date.toISOString();
  },
  parseValue: parseInput,
  parseLiteral(ast: ValueNode): Date {
    return parseInput(ast.kind === Kind.STRING ? ast.value : null);
  },
};
