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

/**
 * A failed request as pages show it (docs/product.md, "Errors and messages"), in a form a server-rendered page can carry to the browser:
 * `kind` says whether the API answered with errors ('server') or no usable answer came ('connection'),
 * `network` whether the network itself failed (the wording of the failure), `message` the API's own words,
 * shown underneath for support.
 */
export interface ApiFailure {
  kind: 'connection' | 'server';
  network: boolean;
  message: string;
}

export function describeApiFailure(error: unknown): ApiFailure {
  const errorLike = error instanceof Error ? error : new Error(String(error));
  return {
    kind: CombinedGraphQLErrors.is(error) ? 'server' : 'connection',
    network: isNetworkFailure(errorLike),
    message: errorLike.message,
  };
}
