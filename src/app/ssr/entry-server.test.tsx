/**
 * The server renderer when the content API fails or is slow: the page still goes out, with the status a cache
 * and a crawler must see (503 when the API is down) or, past the data deadline, with its loading state so the
 * browser fills it in; never a hung response, never a stack trace.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server';

async function htmlOf(url: string, dataTimeoutMs = 2000) {
  const started = performance.now();
  const page = await renderPage({ url, dataTimeoutMs });
  return { page, html: page.html, ms: performance.now() - started };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('renderPage', () => {
  it('answers 503 with the connection error when the content API is down', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    for (const url of ['/', '/news/some/article', '/station/702']) {
      // The failure is immediate; the deadline is not what this test is about. With the default 2 s, the first
      // render in a cold worker on a machine busy with browser tests outlasted it and rightly sent the
      // loading state with 200 instead.
      const { page, html } = await htmlOf(url, 30_000);
      expect(page.status, url).toBe(503);
      expect(html, url).toMatch(/could not reach Primedia\+|could not be loaded|Check your connection/i);
      expect(html, url).not.toMatch(/at \w+ \(|TypeError/);
    }
  });

  it('renders the loading state in time when the content API does not answer', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const { page, html, ms } = await htmlOf('/news/some/article', 300);
    expect(page.timedOut).toBe(true);
    expect(page.status).toBe(200);
    expect(ms).toBeLessThan(3000);
    expect(html).toContain('aria-busy="true"');
    // Nothing half-loaded is sent for hydration: the browser loads it itself.
    expect(JSON.parse(page.hydrationData).answers).toEqual({});
  });

  it('keeps each request to its own location and data', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const [a, b] = await Promise.all([htmlOf('/settings'), htmlOf('/stations')]);
    expect(a.page.title).toMatch(/^Settings/);
    expect(b.page.title).toMatch(/^Stations/);
    expect(a.html).toContain('<h1');
    expect(a.html).not.toBe(b.html);
  });
});
