/** The error sink receives what @sentry/browser would send for the local DSN, and refuses what it should. */
import { expect, test } from '@playwright/test';
import { PLATFORM_URL } from '../support/ports';

test('stores a posted envelope where tests can read it', async ({ request }) => {
  const eventId = `e${Date.now()}`.padEnd(32, '0');
  const event = JSON.stringify({ event_id: eventId, message: 'sink check', level: 'error' });
  const body = `{"event_id":"${eventId}"}\n{"type":"event","length":${Buffer.byteLength(event)}}\n${event}\n`;
  const res = await request.post(`${PLATFORM_URL}/api/1/envelope/?sentry_key=public&sentry_version=7`, {
    data: body,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ id: eventId });
  const stored = (await (await request.get(`${PLATFORM_URL}/sink/envelopes`)).json()) as {
    header: { event_id?: string };
    items: { type: string; payload: { message?: string } }[];
  }[];
  const mine = stored.find((e) => e.header.event_id === eventId);
  expect(mine?.items[0]).toEqual({
    type: 'event',
    payload: { event_id: eventId, message: 'sink check', level: 'error' },
  });
});

test('refuses a wrong key, a wrong project and a malformed envelope with clear errors', async ({
  request,
}) => {
  const wrongKey = await request.post(`${PLATFORM_URL}/api/1/envelope/?sentry_key=nope`, { data: '{}\n' });
  expect(wrongKey.status()).toBe(403);
  const wrongProject = await request.post(`${PLATFORM_URL}/api/9/envelope/?sentry_key=public`, {
    data: '{}\n',
  });
  expect(wrongProject.status()).toBe(404);
  const malformed = await request.post(`${PLATFORM_URL}/api/1/envelope/?sentry_key=public`, {
    data: 'garbage\n',
  });
  expect(malformed.status()).toBe(400);
  expect(((await malformed.json()) as { error: string }).error).toContain('Bad envelope');
});
