/**
 * Apollo's React context for the pages that read through `useQuery` (search, the UI showcase). Only those page
 * modules import this, so Apollo Client loads with their chunks and never with a page that does not use it.
 */
import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { getApiClient } from '../../core/api/client';
import { useRequestApiClient } from './request-client';

export function withApollo<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithApollo(props: P) {
    // The server's request has its own client; the browser's page has one.
    const client = useRequestApiClient() ?? getApiClient();
    return (
      <ApolloProvider client={client}>
        <Page {...props} />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `withApollo(${Page.displayName ?? Page.name})`;
  return WithApollo;
}
