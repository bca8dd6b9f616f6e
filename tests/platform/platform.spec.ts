/** The platform as a whole: its index, unknown paths and requests that must not hurt it. */
import { expect, test } from '@playwright/test';
import { DEMO_URL, PLATFORM_URL } from '../support/ports';

test('lists its services at the root', async ({ request }) => {
  const index = (await (await request.get(PLATFORM_URL)).json()) as { services: Record<string, string> };
  expect(index.services.contentApi).toBe(`${PLATFORM_URL}/graphql`);
  expect(index.services.errorSinkDsn).toBe(PLATFORM_URL.replace('://', '://public@') + '/1');
});

test('answers unknown paths and hostile requests with clear errors and keeps serving', async ({
  request,
}) => {
  const unknown = await request.get(`${PLATFORM_URL}/nothing-here`);
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { error: string }).error).toContain('/nothing-here');

  const huge = await request.post(`${PLATFORM_URL}/api/1/envelope/?sentry_key=public`, {
    data: Buffer.alloc(6 * 1024 * 1024, 0x61),
  });
  expect(huge.status()).toBe(413);

  const traversal = await request.get(`${PLATFORM_URL}/images/logos/..%2F..%2Fpackage.json`);
  expect([400, 404]).toContain(traversal.status());

  expect((await request.get(`${PLATFORM_URL}/health`)).status()).toBe(200);
});

test('trusts the app and demo origins with a token; any other origin gets anonymous public reads', async ({
  request,
}) => {
  const preflight = (origin: string) =>
    request.fetch(`${PLATFORM_URL}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
  const allowed = await preflight(DEMO_URL);
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe(DEMO_URL);
  expect(allowed.headers()['access-control-allow-credentials']).toBe('true');
  expect(allowed.headers()['access-control-allow-headers']).toMatch(/authorization/);
  const other = await preflight('http://evil.example');
  expect(other.headers()['access-control-allow-origin']).toBe('*');
  expect(other.headers()['access-control-allow-credentials']).toBeUndefined();
  expect(other.headers()['access-control-allow-headers']).not.toMatch(/authorization/);
});
