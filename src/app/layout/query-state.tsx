/**
 * Loading, failure and retry for a page's query, so no page is ever blank (docs/product.md, "Errors and messages" API errors; docs/design.md, "Reliability rules").
 * The failure text says what happened in the listener's words, with the API's own message (for example
 * 'Response not successful: Received status code 503', a parse error, 'Server response was missing for query')
 * underneath for support, and a Retry button. A failure comes described (core/api/errors.ts
 * `describeApiFailure`), so a server-rendered page can carry it and this needs no Apollo code.
 */
import type { ReactNode } from 'react';
import { useResponseStatus, type LoadFailure } from '../../ui/ssr/server-request';

/** What the failure text needs: whether the network itself failed, and the API's own message. */
export type QueryFailure = Pick<LoadFailure, 'network' | 'message'>;

export interface QueryStateProps {
  loading: boolean;
  error: QueryFailure | null | undefined;
  /** True once there is something to show (cached or fresh data); errors then show above the content. */
  hasData: boolean;
  onRetry: () => void;
  /** What is loading, for the accessible busy label, e.g. "Explore". */
  label: string;
  /** Placeholder with the final layout's size while loading, so nothing shifts. */
  skeleton?: ReactNode;
  children: ReactNode;
}

function errorHeadline(error: QueryFailure): string {
  return error.network
    ? 'We could not reach Primedia+. Check your connection and try again.'
    : 'Something went wrong while loading. Please try again.';
}

export function QueryError({ error, onRetry }: { error: QueryFailure; onRetry: () => void }) {
  return (
    <div className="state-panel" role="alert" data-testid="query-error">
      <strong>{errorHeadline(error)}</strong>
      <p className="state-panel__detail">{error.message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function QueryState({ loading, error, hasData, onRetry, label, skeleton, children }: QueryStateProps) {
  // A server-rendered page whose main query failed answers 503, so caches and crawlers do not keep it.
  useResponseStatus(error && !hasData ? 503 : 200);
  if (error && !hasData) return <QueryError error={error} onRetry={onRetry} />;
  if (loading && !hasData) {
    return (
      <div aria-busy="true" aria-label={`Loading ${label}`} role="status">
        {skeleton ?? <div className="skeleton" style={{ height: 240 }} />}
      </div>
    );
  }
  return (
    <>
      {error ? <QueryError error={error} onRetry={onRetry} /> : null}
      {children}
    </>
  );
}
