/**
 * The now-playing stream in real Chromium: one message with all four stations as soon as the page connects,
 * across origins (the partner demo reads it), and the server's Last-Event-ID handling.
 */
import { expect, test } from '@playwright/test';
import type { NowPlayingMessage } from '../../src/core/now-playing/message';
import { APP_URL, DEMO_URL, PLATFORM_URL } from '../support/ports';

test('a new connection gets every station at once', async ({ page }) => {
  await page.goto(APP_URL);
  const result = await page.evaluate(async (url) => {
    const started = performance.now();
    return await new Promise<{ data: string; id: string; ms: number }>((resolve, reject) => {
      const source = new EventSource(url);
      source.onmessage = (event) => {
        source.close();
        resolve({ data: event.data as string, id: event.lastEventId, ms: performance.now() - started });
      };
      setTimeout(() => reject(new Error('no message within 5 s')), 5_000);
    });
  }, `${PLATFORM_URL}/now-playing`);
  const message = JSON.parse(result.data) as NowPlayingMessage;
  expect(message.stations.map((s) => s.station).sort()).toEqual(['702', '947', 'capetalk', 'kfm']);
  for (const s of message.stations) {
    expect(s.show.headline).not.toBe('');
    expect(s.item.title).not.toBe('');
  }
  expect(result.id).toBe(String(message.version));
  expect(result.ms).toBeLessThan(2_000);
});

test('the partner demo origin reads the stream across origins', async ({ page }) => {
  await page.goto(DEMO_URL);
  await expect(page.locator('#now-playing li')).toHaveCount(4);
  await expect(page.locator('#now-playing li[data-station="kfm"]')).toContainText('KFM');
});

test('a reconnect with the current id is not sent the same state again; a bad id is ignored', async ({
  request,
}) => {
  const first = await fetchFirstEvent(`${PLATFORM_URL}/now-playing`);
  expect(first.id).toMatch(/^\d+$/);
  const resumed = await fetchFirstEvent(`${PLATFORM_URL}/now-playing`, { 'last-event-id': first.id }, 1_500);
  // Within 1.5 s: nothing but retry and (maybe) a heartbeat, never the state the client has; a real change may
  // fall in that window (the stream follows the wall clock), and then only that newer state comes.
  if (resumed.id !== '') expect(Number(resumed.id)).toBeGreaterThan(Number(first.id));
  const bad = await fetchFirstEvent(`${PLATFORM_URL}/now-playing`, { 'last-event-id': 'x'.repeat(300) });
  // Ignored: the current state is sent, as to a new connection (the first one's, or a newer one).
  expect(Number(bad.id)).toBeGreaterThanOrEqual(Number(first.id));
  expect(Number(bad.id)).toBeGreaterThanOrEqual(Number(resumed.id || first.id));
  const post = await request.post(`${PLATFORM_URL}/now-playing`);
  expect(post.status()).toBe(405);
});

/** Reads the stream until the first event with an id (or the timeout), with Node's fetch. */
async function fetchFirstEvent(url: string, headers: Record<string, string> = {}, timeoutMs = 5_000) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let text = '';
  try {
    const res = await fetch(url, { headers, signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    while (reader) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
      const match = /^id: (\d+)$/m.exec(text);
      if (match) return { id: match[1] ?? '', text };
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  expect(text).toContain('retry: ');
  return { id: '', text };
}
