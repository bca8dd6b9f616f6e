/**
 * A short memory of rendered pages, in front of the renderer. Every page is rendered without a session (see
 * page-cache-policy.ts), so a page is the same for every listener for as long as its data is: requests for a
 * URL within `ttlMs` of its render share it, and requests that arrive while it renders wait for that render
 * instead of starting their own (a crowd arriving at a breaking story costs one render, not hundreds). A CDN in
 * front does the same for longer; this keeps one server's CPU for pages it has not rendered yet.
 *
 * Kept only: answers a CDN may keep too (200 and 404 that did not run out of time for their data). Bounded:
 * at most `maxEntries` URLs, the oldest dropped first, so random query strings cannot grow it without end.
 */
import type { RenderOptions, RenderedPage } from '../src/app/ssr/entry-server';

export type Render = (options: RenderOptions) => Promise<RenderedPage>;

export interface RenderCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

const keepable = (page: RenderedPage) => (page.status === 200 || page.status === 404) && !page.timedOut;

export function cachedRender(render: Render, options: RenderCacheOptions): Render {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { page: RenderedPage; until: number }>();
  const pending = new Map<string, Promise<RenderedPage>>();
  return (request) => {
    // A page rendered for Save-Data: on has other image crops (the response varies on that header).
    const key = `${request.saveData ? 'save-data ' : ''}${request.url}`;
    const entry = kept.get(key);
    if (entry && entry.until > now()) return Promise.resolve(entry.page);
    if (entry) kept.delete(key);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const rendering = render(request)
      .then((page) => {
        if (options.ttlMs > 0 && keepable(page)) {
          kept.set(key, { page, until: now() + options.ttlMs });
          // Map keeps insertion order: the first key is the oldest.
          while (kept.size > options.maxEntries) kept.delete(kept.keys().next().value as string);
        }
        return page;
      })
      .finally(() => pending.delete(key));
    pending.set(key, rendering);
    return rendering;
  };
}
