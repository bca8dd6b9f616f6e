/**
 * Small, Apollo-free queries for widgets on partner pages, where Apollo Client (about 55 kB gz) would break the
 * budget of docs/design.md, "Budgets". Same contract as the Apollo client: the operation comes from its .graphql file through
 * the generated typed document (pre-printed by codegen, so no GraphQL printer ships), the app headers travel with it, and errors read as docs/product.md, "Errors and messages" says. Queries go as
 * GET (docs/product.md, "Calls to the platform" allows it for queries); identical requests in flight or answered in the last minute are shared,
 * so several widgets on one page make one request.
 */
import { serviceConfig } from '../config';
import type { TypedDocumentString } from './generated/strings/graphql';
import { shared } from '../store-registry';
import { APP_HEADERS } from './headers';

const FRESH_MS = 60_000;

class LiteQueryError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

const cache = shared('lite-query-cache', () => new Map<string, { at: number; promise: Promise<unknown> }>());

function operationName(query: string): string {
  return /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(query)?.[1] ?? 'anonymous';
}

async function run<TData>(url: string, name: string): Promise<TData> {
  const res = await fetch(url, { headers: { ...APP_HEADERS, accept: 'application/json' } });
  if (res.status < 200 || res.status >= 300) {
    throw new LiteQueryError(`Response not successful: Received status code ${res.status}`);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new LiteQueryError(`Could not parse the response for query '${name}'.`, 'PARSE_ERROR');
  }
  const result = (typeof body === 'object' && body !== null ? body : {}) as {
    data?: TData;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (result.data === undefined && result.errors === undefined) {
    throw new LiteQueryError(`Server response was missing for query '${name}'.`);
  }
  if (result.errors?.length) {
    const first = result.errors[0];
    throw new LiteQueryError(first?.message ?? 'GraphQL error', first?.extensions?.code ?? null);
  }
  if (result.data === undefined || result.data === null)
    throw new LiteQueryError(`No data for query '${name}'.`);
  return result.data;
}

/**
 * Runs a query. `document` is a generated typed document, or the text of an operation file without fragments
 * (`import text from './operations/x.graphql?raw'`, with the generated types given explicitly), for code that
 * must not load the shared chunk of every generated document (see stations.ts).
 */
export function liteQuery<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables> | string,
  variables?: TVariables,
): Promise<TData> {
  const query = document.toString();
  const name = operationName(query);
  const params = new URLSearchParams({ query, operationName: name });
  if (variables && Object.keys(variables).length > 0) params.set('variables', JSON.stringify(variables));
  const url = `${serviceConfig.graphqlUrl}?${params.toString()}`;
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.promise as Promise<TData>;
  const promise = run<TData>(url, name);
  cache.set(url, { at: Date.now(), promise });
  promise.catch(() => cache.delete(url)); // a failure is not remembered
  return promise;
}
