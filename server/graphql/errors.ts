/**
 * The error codes clients act on (docs/product.md, "Errors and messages"): AUTH_NOT_AUTHORIZED signs the listener out; FORBIDDEN says the caller
 * is known but lacks the right (it must not sign anyone out); the rest explain input.
 */
import { randomUUID } from 'node:crypto';
import type { GraphQLError } from 'graphql';
// yoga's factory, not `new GraphQLError`: test runners may load a second copy of graphql, and yoga only lets
// errors of its own copy through unmasked.
import { createGraphQLError } from 'graphql-yoga';

const coded = (code: string, message: string): GraphQLError =>
  createGraphQLError(message, { extensions: { code } });

export const notAuthorized = (message = 'Sign in to use this operation') =>
  coded('AUTH_NOT_AUTHORIZED', message);
export const badInput = (message: string) => coded('BAD_USER_INPUT', message);
export const notFound = (message: string) => coded('NOT_FOUND', message);
export const forbidden = (message: string) => coded('FORBIDDEN', message);

/** What a mutation answers instead of throwing (docs/adr/0020-mutations-report-bad-input.md). */
export function mutationResult(httpStatusCode: number, message: string) {
  return { httpStatusCode, correlationId: randomUUID(), message };
}

/** Lists of ids an argument may hold. */
const MAX_IDS = 500;

export function checkIds(ids: readonly string[] | null | undefined, argName = 'ids'): void {
  if (ids && ids.length > MAX_IDS) throw badInput(`"${argName}" may list at most ${MAX_IDS} ids`);
}

/** A request the content API's limits refuse (limits.ts): HTTP 400, with the code and words clients read. */
export function refusal(message: string, code: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/** The body of an answer made outside yoga (the origin refusal, the response cap), in the shape clients read. */
export const errorBody = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });
