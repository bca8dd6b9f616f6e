/** The error codes clients act on (spec §8): AUTH_NOT_AUTHORIZED signs the listener out; the rest explain input. */
import { GraphQLError } from 'graphql';

export function notAuthorized(message = 'Sign in to use this operation'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'AUTH_NOT_AUTHORIZED' } });
}

export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}
