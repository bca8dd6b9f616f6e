import { describe, expect, it } from 'vitest';
import { readServiceConfig } from './config';

describe('readServiceConfig', () => {
  it('derives every service from the platform URL by default', () => {
    const config = readServiceConfig({ VITE_PLATFORM_URL: 'http://127.0.0.1:4100/' });
    expect(config.graphqlUrl).toBe('http://127.0.0.1:4100/graphql');
    expect(config.oidcIssuer).toBe('http://127.0.0.1:4100/oidc');
    expect(config.sentryDsn).toBe('http://public@127.0.0.1:4100/1');
  });

  it('lets each real service be configured on its own', () => {
    const config = readServiceConfig({
      VITE_GRAPHQL_URL: 'https://api.example.org/graphql',
      VITE_OIDC_CLIENT_ID: '',
    });
    expect(config.graphqlUrl).toBe('https://api.example.org/graphql');
    expect(config.oidcClientId).toBe('primedia-web');
  });
});
