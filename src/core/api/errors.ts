/**
 * What kind of failure an Apollo error is, in the words pages use. Apart from ./links.ts so a page that only
 * shows a failure does not load the link chain (Apollo's error classes are small; its client is not).
 */
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** A failure of the network itself (offline, DNS, reset), as opposed to an answer we did not like. */
export function isNetworkFailure(error: ErrorLike): boolean {
  return !CombinedGraphQLErrors.is(error) && !ServerError.is(error) && !ServerParseError.is(error);
}

/** A content page's failure (spec §8): the API answered with errors ('server'), or no usable answer came. */
export function failureKindOf(error: unknown): 'connection' | 'server' {
  return CombinedGraphQLErrors.is(error) ? 'server' : 'connection';
}
