/**
 * GraphQL straight to the test platform's content API from the test process (no browser), sent as the app
 * sends it: the x-app-* headers and, for user operations, the listener's bearer token. Tests about the page's
 * own requests (CORS, the app's client) post from inside the page instead.
 */
import { PLATFORM_URL } from './ports';

export interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

export interface GraphqlReply<T> {
  /** The HTTP status of the reply. */
  status: number;
  data?: T | null;
  errors?: GraphqlError[];
}

export interface GraphqlOptions {
  variables?: Record<string, unknown>;
  /** An access token, sent as `Authorization: Bearer …`. */
  token?: string;
}

/** POSTs one operation and returns the reply as it came: data and errors, for tests that check either. */
export async function graphql<T = unknown>(
  query: string,
  { variables = {}, token }: GraphqlOptions = {},
): Promise<GraphqlReply<T>> {
  const res = await fetch(`${PLATFORM_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-app-name': 'prime',
      'x-app-platform': 'web',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T | null; errors?: GraphqlError[] };
  return { status: res.status, ...body };
}

/** POSTs one operation whose answer the test relies on: its data, or an error saying what the API said. */
export async function graphqlData<T>(query: string, options?: GraphqlOptions): Promise<T> {
  const { data, errors } = await graphql<T>(query, options);
  if (!data || errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(errors)}`);
  return data;
}
