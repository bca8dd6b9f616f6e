import { describe, expect, it } from 'vitest';
import { scrubDeep } from './scrub';
import { REPLAY_SESSION_KEY, SENTRY_OPTIONS, sampleReplay, sampleTraces } from './sentry';

describe('monitoring', () => {
  it('uses the documented sample rates and breadcrumb limit', () => {
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

  it('traces 5 % of pages', () => {
    expect(sampleTraces(() => 0.049)).toBe(true);
    expect(sampleTraces(() => 0.05)).toBe(false);
    expect(sampleTraces(() => 0.99)).toBe(false);
  });

  it('records a replay from the start in 5 % of sessions, and in a tab whose replay session is recording', () => {
    const empty = { getItem: () => null };
    expect(sampleReplay(empty, () => 0.049)).toBe('session');
    expect(sampleReplay(empty, () => 0.05)).toBeNull();
    const recording = {
      getItem: (key: string) => (key === REPLAY_SESSION_KEY ? '{"id":"r1","sampled":"session"}' : null),
    };
    expect(sampleReplay(recording, () => 0.99)).toBe('session');
    const garbage = { getItem: () => '{not json' };
    expect(sampleReplay(garbage, () => 0.99)).toBeNull();
  });
});
