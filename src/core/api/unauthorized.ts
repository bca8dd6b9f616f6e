/**
 * AUTH_NOT_AUTHORIZED handling in the link chain (docs/product.md, "Sign-in", "Errors and messages"; docs/design.md, "Sign-in failures", "Content and API failures").
 *
 * A refused access token is renewed once and the call retried once before the session ends:
 *
 * - The first AUTH_NOT_AUTHORIZED of a burst (a GraphQL error code or an HTTP 401 ServerError) starts one renewal;
 *   every call refused with the same token joins it, so 20 refused calls make one token request.
 * - Each refused call is then sent once more with the new token. Mutations too: the server refuses an
 *   unauthorized call before doing anything, so repeating it once cannot apply it twice (docs/adr/0035-one-renewal-per-refused-token.md).
 * - Only when the renewal fails, or a retried call is refused again, does `onUnauthorized` run (the auth module
 *   removes the stored user and opens the registration wall), once per burst.
 * - Calls sent without a token (anonymous) are never retried; their refusal goes to `onUnauthorized` directly.
 */
import type { ApolloLink } from '@apollo/client/link';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ErrorLike } from '@apollo/client';
import { catchError, defer, from, mergeMap, of, throwError, type Observable } from 'rxjs';

const UNAUTHORIZED_CODE = 'AUTH_NOT_AUTHORIZED';

type Result = ApolloLink.Result;

export function isUnauthorized(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === UNAUTHORIZED_CODE);
  }
  return ServerError.is(error) && error.statusCode === 401;
}

function isUnauthorizedResult(result: Result): boolean {
  const errors = 'errors' in result ? result.errors : undefined;
  return Array.isArray(errors) && errors.some((e) => e.extensions?.code === UNAUTHORIZED_CODE);
}

/** The bearer token an operation went out with (set by the auth link), or null for an anonymous call. */
function tokenSentWith(operation: ApolloLink.Operation): string | null {
  const headers = operation.getContext().headers as Record<string, string> | undefined;
  const value = headers?.authorization ?? '';
  return value.startsWith('Bearer ') ? value.slice('Bearer '.length) : null;
}

export interface UnauthorizedOptions {
  /** The token the next call would carry (may renew an expired one first). */
  getAccessToken(): string | null | Promise<string | null>;
  /** Renews now, even when the stored token looks valid; resolves with the new token or null, never rejects. */
  renewAccessToken(): Promise<string | null>;
  /** Removes the stored user and opens the registration wall (docs/product.md, "Errors and messages"). */
  onUnauthorized(): void;
}

/** A refused attempt: the answer carrying the code, or the HTTP 401 error. */
class Refusal {
  readonly answer: { result: Result } | { error: ErrorLike };
  constructor(refusal: Result | ErrorLike) {
    this.answer = refusal instanceof Error ? { error: refusal } : { result: refusal as Result };
  }
}

interface Burst {
  rejected: string;
  token: Promise<string | null>;
  ended: boolean;
}

/** One renewal per refused token: later refusals of the same token join it, even after it settled. */
function createBurstTracker(options: UnauthorizedOptions) {
  let current: Burst | null = null;
  return {
    join(rejected: string): Burst {
      if (current?.rejected === rejected) return current;
      const token = (async () => {
        // Renewed meanwhile (a timer, another tab, an earlier burst): retry with that token, no new request.
        const onHand = await options.getAccessToken();
        if (onHand && onHand !== rejected) return onHand;
        return options.renewAccessToken();
      })().catch(() => null);
      current = { rejected, token, ended: false };
      return current;
    },
    /** Ends the session once for the burst. */
    end(burst: Burst | null): void {
      if (burst?.ended) return;
      if (burst) burst.ended = true;
      options.onUnauthorized();
    },
  };
}

/** A link placed above the auth link, so a retry goes through it again and carries the new token. */
export function createUnauthorizedLink(options: UnauthorizedOptions): ApolloLink.RequestHandler {
  const bursts = createBurstTracker(options);

  return (operation, forward) => {
    /** One attempt; a refusal (an answer carrying the code, or an HTTP 401) is handed to `onRefused`. */
    const attempt = (onRefused: (refusal: Refusal) => Observable<Result>): Observable<Result> =>
      forward(operation).pipe(
        mergeMap((result) =>
          isUnauthorizedResult(result) ? throwError(() => new Refusal(result)) : of(result),
        ),
        catchError((error: unknown) => {
          if (error instanceof Refusal) return onRefused(error);
          if (isUnauthorized(error as ErrorLike)) return onRefused(new Refusal(error as ErrorLike));
          return throwError(() => error);
        }),
      );

    /** Passes the refusal on unchanged, as an answer or as an error. */
    const deliver = ({ answer }: Refusal): Observable<Result> =>
      'error' in answer ? throwError(() => answer.error) : of(answer.result);

    return attempt((refusal) => {
      const rejected = tokenSentWith(operation);
      if (!rejected) {
        bursts.end(null);
        return deliver(refusal);
      }
      const burst = bursts.join(rejected);
      return from(burst.token).pipe(
        mergeMap((token) => {
          if (!token) {
            bursts.end(burst);
            return deliver(refusal);
          }
          return defer(() =>
            attempt((again) => {
              bursts.end(burst);
              return deliver(again);
            }),
          );
        }),
      );
    });
  };
}
