/**
 * One Apollo Client per page for the content API (docs/design.md, "Layers"). The cache knows the schema's interface and
 * unions through generated `possibleTypes`, so fragments on ContentDetail and on news blocks match. Code on a
 * page's first load reaches it through ./connection.ts, which loads this module when a request is made.
 */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { cacheSizes } from '@apollo/client/utilities';
import { serviceConfig } from '../config';
import possibleTypesResult from './generated/possible-types';
import { apiConnection } from './connection';
import { createApiLink, type ApiLinkOptions } from './links';

/** docs/product.md, "Constants": cache size 65536 entries. */
const CACHE_SIZE = 65_536;

function createCache(): InMemoryCache {
  cacheSizes['inMemoryCache.executeSelectionSet'] = CACHE_SIZE;
  return new InMemoryCache({
    possibleTypes: possibleTypesResult.possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          // docs/product.md, "Calls to the platform": search results are cached keyed by their query field (and the filters and page).
          getSearchContent: { keyArgs: ['searchQuery', 'mediaType', 'station', 'page', 'pageSize'] },
        },
      },
    },
  });
}

/** `ssrMode`: a client of one server-rendered request (src/app/ssr), which never refetches what it has. */
export function createApiClient(options: Partial<ApiLinkOptions> & { ssrMode?: boolean } = {}): ApolloClient {
  return new ApolloClient({
    ssrMode: options.ssrMode ?? false,
    link: createApiLink({
      uri: options.uri ?? serviceConfig.graphqlUrl,
      getAccessToken: options.getAccessToken ?? (() => null),
      renewAccessToken: options.renewAccessToken,
      onUnauthorized: options.onUnauthorized ?? (() => undefined),
      fetch: options.fetch,
    }),
    cache: createCache(),
  });
}

/** The page's Apollo Client, connected to the auth module and started from a server-rendered page's cache. */
export function getApiClient(): ApolloClient {
  if (apiConnection.client) return apiConnection.client;
  const client = createApiClient({
    getAccessToken: () => apiConnection.auth.getAccessToken(),
    renewAccessToken: () => apiConnection.auth.renewAccessToken(),
    onUnauthorized: () => apiConnection.auth.onUnauthorized(),
  });
  if (apiConnection.initialCache) client.cache.restore(apiConnection.initialCache);
  apiConnection.initialCache = null;
  apiConnection.client = client;
  return client;
}
