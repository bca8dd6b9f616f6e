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

test('allows the app and demo origins, and no other, by CORS', async ({ request }) => {
  const allowed = await request.fetch(`${PLATFORM_URL}/graphql`, {
    method: 'OPTIONS',
    headers: { origin: DEMO_URL, 'access-control-request-method': 'POST' },
  });
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe(DEMO_URL);
  const denied = await request.fetch(`${PLATFORM_URL}/graphql`, {
    method: 'OPTIONS',
    headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
  });
  expect(denied.headers()['access-control-allow-origin']).toBeUndefined();
});
