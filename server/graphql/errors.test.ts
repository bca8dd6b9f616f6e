import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './test-app';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('an unexpected error in a resolver', () => {
  it('reaches the client masked, with no message, path or stack of its own, whatever NODE_ENV says', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const { services, gql } = await createTestApp();
    vi.spyOn(services.lookup, 'byUrl').mockImplementation(() => {
      throw new Error('disk gone at /srv/platform/server/graphql/content-lookup.ts:42');
    });
    const reply = await gql('{ getDetailPageByUrl(url: "/news/a") { __typename } }');
    expect(reply.body.errors?.[0]?.message).toBe('Unexpected error.');
    const text = JSON.stringify(reply.body);
    expect(text).not.toContain('disk gone');
    expect(text).not.toContain('content-lookup');
    expect(text).not.toMatch(/stack|originalError/);
  });
});
