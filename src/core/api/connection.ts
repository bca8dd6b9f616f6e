/**
 * How the rest of the code reaches the page's Apollo Client (./client.ts) without loading it. Apollo Client is
 * about 53 kB gz, more than a server-rendered page needs to become interactive
 * (docs/adr/0060-hydrate-without-apollo.md): such a page hydrates from the answers it came with, and the client
 * loads when something fetches (`loadApiClient`) or once the page is idle. What the client is connected to (the auth module's tokens, the
 * cache the server sent) is kept here, so it can be set before the client exists; ./client.ts reads it when it
 * creates the client.
 */
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { shared } from '../store-registry';
import type * as Documents from './generated/graphql';

export interface ApiAuth {
  getAccessToken(): string | null | Promise<string | null>;
  /** Renews after AUTH_NOT_AUTHORIZED; the new token, or null when the session cannot go on. */
  renewAccessToken(): Promise<string | null>;
  onUnauthorized(): void;
}

export const apiConnection = shared('api', () => ({
  client: null as ApolloClient | null,
  auth: {
    getAccessToken: () => null,
    renewAccessToken: () => Promise.resolve(null),
    onUnauthorized: () => undefined,
  } as ApiAuth,
  /** The cache of a server-rendered page, restored when the client is created (then dropped). */
  initialCache: null as NormalizedCacheObject | null,
}));

/**
 * Lets the auth module supply tokens, renew after AUTH_NOT_AUTHORIZED and end the session, without the API
 * importing auth.
 */
export function connectApiAuth(
  getAccessToken: ApiAuth['getAccessToken'],
  onUnauthorized: () => void,
  renewAccessToken: () => Promise<string | null> = () => Promise.resolve(null),
): void {
  apiConnection.auth = { getAccessToken, onUnauthorized, renewAccessToken };
}

/** The client starts from the server's answers, whenever it is created. */
export function startApiCacheFrom(cache: NormalizedCacheObject): void {
  if (apiConnection.client) apiConnection.client.cache.restore(cache);
  else apiConnection.initialCache = cache;
}

/** The page's Apollo Client, loading its code on first use (and the operations' documents alongside). */
export function loadApiClient(): Promise<ApolloClient> {
  void loadApiDocuments();
  return import('./client').then((module) => module.getApiClient());
}

/**
 * Every operation's document (parsed GraphQL, about 3.5 kB gz in one module). Only a request needs one, so
 * loaders take theirs from here rather than importing them, and a page hydrates without them.
 */
export function loadApiDocuments(): Promise<typeof Documents> {
  return import('./generated/graphql');
}

/** The page's client if something created it already (nothing to clear or reuse otherwise). */
export function existingApiClient(): ApolloClient | null {
  return apiConnection.client;
}
