/**
 * The error codes clients act on (docs/product.md, "Errors and messages"): AUTH_NOT_AUTHORIZED signs the listener out; FORBIDDEN says the caller
 * is known but lacks the right (it must not sign anyone out); the rest explain input.
 */
import type { GraphQLError } from 'graphql';
// yoga's factory, not `new GraphQLError`: test runners may load a second copy of graphql, and yoga only lets
// errors of its own copy through unmasked.
import { createGraphQLError } from 'graphql-yoga';

export function notAuthorized(message = 'Sign in to use this operation'): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'AUTH_NOT_AUTHORIZED' } });
}

export function badInput(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function notFound(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

export function forbidden(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}
