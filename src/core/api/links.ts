/**
 * The content API's link chain (docs/product.md, "Calls to the platform", "Errors and messages"; docs/design.md, "Content and API failures"):
 *
 *   errors -> unauthorized -> retry -> headers/auth -> missing-response check -> HTTP
 *
 * - Every request carries x-app-name: prime and x-app-platform: web; a Bearer token when signed in.
 * - AUTH_NOT_AUTHORIZED (a GraphQL error code) or HTTP 401: the token is renewed once per burst and each refused
 *   call retried once; only if that fails does `onUnauthorized` run (the auth module removes the user and opens
 *   the registration wall). See unauthorized.ts (docs/design.md, "Sign-in failures").
 * - Non-2xx answers become Apollo's ServerError, whose message is the documented
 *   'Response not successful: Received status code {n}'; an unparsable body is a ServerParseError.
 * - A reply with neither data nor errors fails with 'Server response was missing for query ...'.
 * - Apart from that one retry after a 401, only queries are retried, only on network failures (never mutations,
 *   other 4xx or GraphQL errors), at most 3 times with a capped, jittered delay. RetryLink's default would retry
 *   everything.
 * - Other network errors are only logged to the console (docs/product.md, "Errors and messages").
 */
import { ServerError } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { HttpLink } from '@apollo/client/link/http';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';
import { catchError, throwError } from 'rxjs';
import { isNetworkFailure } from './errors';
import { APP_HEADERS } from './headers';
import { createUnauthorizedLink, isUnauthorized } from './unauthorized';

const MAX_QUERY_ATTEMPTS = 3;

export interface ApiLinkOptions {
  uri: string;
  getAccessToken(): string | null | Promise<string | null>;
  /** Renews after AUTH_NOT_AUTHORIZED; the new token, or null when the session cannot go on. */
  renewAccessToken?(): Promise<string | null>;
  onUnauthorized(): void;
  fetch?: typeof fetch;
}

function missingResponseError(operationName: string | undefined): Error {
  return new Error(`Server response was missing for query '${operationName ?? 'anonymous'}'.`);
}

export function createApiLink(options: ApiLinkOptions): ApolloLink {
  const errors = new ErrorLink(({ error, operation }) => {
    if (isUnauthorized(error)) return; // handled by the unauthorized link below
    if (isNetworkFailure(error))
      console.warn(`[primedia] network error in ${operation.operationName}: ${error.message}`);
  });

  const retry = new RetryLink({
    delay: { initial: 300, max: 5_000, jitter: true },
    attempts: (attempt, operation, error) =>
      attempt < MAX_QUERY_ATTEMPTS &&
      operation.operationType === OperationTypeNode.QUERY &&
      isNetworkFailure(error),
  });

  const auth = new SetContextLink(async (previous) => {
    const token = await options.getAccessToken();
    const headers: Record<string, string> = {
      ...(previous.headers as Record<string, string> | undefined),
      ...APP_HEADERS,
    };
    // A retry after a refusal reuses the previous context: never resend the refused token.
    if (token) headers.authorization = `Bearer ${token}`;
    else delete headers.authorization;
    return { headers };
  });

  // HttpLink already rejects such replies, as a ServerError worded "malformed"; docs/product.md words it "missing".
  const missingResponse = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      catchError((error: unknown) => {
        if (ServerError.is(error) && error.message.startsWith('Server response was malformed for query')) {
          return throwError(() => missingResponseError(operation.operationName));
        }
        return throwError(() => error);
      }),
    ),
  );

  const unauthorized = new ApolloLink(
    createUnauthorizedLink({
      getAccessToken: () => options.getAccessToken(),
      renewAccessToken: options.renewAccessToken ?? (() => Promise.resolve(null)),
      onUnauthorized: () => options.onUnauthorized(),
    }),
  );

  const http = new HttpLink({ uri: options.uri, fetch: options.fetch });
  return ApolloLink.from([errors, unauthorized, retry, auth, missingResponse, http]);
}
