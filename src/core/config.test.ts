import { afterEach, describe, expect, it, vi } from 'vitest';
import { readServiceConfig, serviceConfig } from './config';
import { overrideServiceUrls, parseServiceUrl } from './config-override';

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

describe('run-time service URLs (data-platform-url, data-app-url on the embed script)', () => {
  const before = { ...serviceConfig };
  afterEach(() => {
    Object.assign(serviceConfig, before);
    vi.restoreAllMocks();
  });

  it('takes absolute http(s) URLs only, without credentials, query or fragment', () => {
    expect(parseServiceUrl('https://staging.example/')).toBe('https://staging.example');
    expect(parseServiceUrl(' http://127.0.0.1:4110/api/ ')).toBe('http://127.0.0.1:4110/api');
    for (const bad of [
      'javascript:alert(1)',
      '/relative',
      'ftp://x.example',
      'https://u:p@x.example',
      'https://x.example/?a=1',
      '',
      null,
    ]) {
      expect(parseServiceUrl(bad), String(bad)).toBeNull();
    }
  });

  it('moves every service derived from the platform, and sign-in with the app URL', () => {
    overrideServiceUrls({
      platformUrl: 'https://staging-platform.example/',
      appUrl: 'https://staging.example',
    });
    expect(serviceConfig.platformUrl).toBe('https://staging-platform.example');
    expect(serviceConfig.graphqlUrl).toBe('https://staging-platform.example/graphql');
    expect(serviceConfig.oidcIssuer).toBe('https://staging-platform.example/oidc');
    expect(serviceConfig.nowPlayingUrl).toBe('https://staging-platform.example/now-playing');
    expect(serviceConfig.playbackApiUrl).toBe('https://staging-platform.example/playback/v1');
    expect(serviceConfig.sentryDsn).toBe('https://public@staging-platform.example/1');
    expect(serviceConfig.appUrl).toBe('https://staging.example');
  });

  it('ignores a bad value with a warning and keeps the built URLs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    overrideServiceUrls({ platformUrl: 'javascript:alert(1)', appUrl: null });
    expect(serviceConfig).toEqual(before);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('ignored data-platform-url="javascript:alert(1)"'),
    );
  });
});
