/**
 * One Apollo Client per page for the content API (DESIGN.md §1). The cache knows the schema's interface and
 * unions through generated `possibleTypes`, so fragments on ContentDetail and on news blocks match.
 */
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { cacheSizes } from '@apollo/client/utilities';
import { serviceConfig } from '../config';
import { shared } from '../store-registry';
import possibleTypesResult from './generated/possible-types';
import { createApiLink, type ApiLinkOptions } from './links';

/** Spec §9: cache size 65536 entries. */
export const CACHE_SIZE = 65_536;

export function createCache(): InMemoryCache {
  cacheSizes['inMemoryCache.executeSelectionSet'] = CACHE_SIZE;
  return new InMemoryCache({
    possibleTypes: possibleTypesResult.possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          // Spec §7: search results are cached keyed by their query field (and the filters and page).
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

const api = shared('api', () => ({
  client: null as ApolloClient | null,
  tokenSource: (() => null) as ApiLinkOptions['getAccessToken'],
  renewal: (() => Promise.resolve(null)) as () => Promise<string | null>,
  unauthorized: () => undefined as void,
}));

/**
 * Lets the auth module supply tokens, renew after AUTH_NOT_AUTHORIZED and end the session, without the API
 * importing auth.
 */
export function connectApiAuth(
  getAccessToken: ApiLinkOptions['getAccessToken'],
  onUnauthorized: () => void,
  renewAccessToken: () => Promise<string | null> = () => Promise.resolve(null),
): void {
  api.tokenSource = getAccessToken;
  api.renewal = renewAccessToken;
  api.unauthorized = onUnauthorized;
}

/** The page's Apollo Client. */
export function getApiClient(): ApolloClient {
  api.client ??= createApiClient({
    getAccessToken: () => api.tokenSource(),
    renewAccessToken: () => api.renewal(),
    onUnauthorized: () => api.unauthorized(),
  });
  return api.client;
}
