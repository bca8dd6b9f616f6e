import { describe, expect, it } from 'vitest';
import { scrubDeep } from './scrub';
import { SENTRY_OPTIONS } from './sentry';

describe('monitoring', () => {
  it('uses the spec sample rates and breadcrumb limit', () => {
    expect(SENTRY_OPTIONS).toEqual({
      tracesSampleRate: 0.05,
      replaysSessionSampleRate: 0.05,
      replaysOnErrorSampleRate: 1,
      maxBreadcrumbs: 100,
    });
  });

  it('scrubs secrets anywhere in an event with the shared scrubber', () => {
    const event = {
      request: {
        url: 'http://app/auth/callback?code=c0de&state=st4te',
        headers: { Authorization: 'Bearer abc' },
      },
      breadcrumbs: [{ data: { url: '/x#access_token=t0k' } }],
      extra: { count: 3 },
    };
    expect(scrubDeep(event)).toEqual({
      request: {
        url: 'http://app/auth/callback?code=[Filtered]&state=[Filtered]',
        headers: { Authorization: '[Filtered]' },
      },
      breadcrumbs: [{ data: { url: '/x#access_token=[Filtered]' } }],
      extra: { count: 3 },
    });
  });
});
