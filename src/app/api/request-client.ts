/**
 * Which Apollo Client a render's data loads use. The server renders each request with a client of its own and
 * passes it here (src/app/ssr); in the browser there is none, and loads go through the page's client, whose
 * code loads on first use (core/api/connection.ts). So a server-rendered page hydrates from the answers it came
 * with and needs no Apollo Client code to become interactive (docs/ssr.md).
 */
import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';
import { loadApiClient } from '../../core/api/connection';

export const RequestApiClientContext = createContext<ApolloClient | null>(null);

/** The request's client while the server renders; null in the browser. */
export function useRequestApiClient(): ApolloClient | null {
  return useContext(RequestApiClientContext);
}

/** Resolves the client a load of this render uses. */
export function useApiClientLoader(): () => Promise<ApolloClient> {
  const requestClient = useRequestApiClient();
  return requestClient ? () => Promise.resolve(requestClient) : loadApiClient;
}
