/**
 * Cache-Control of a server-rendered page. Every page is rendered without a session (the server never reads
 * cookies or tokens), so each response is the same for every listener and a CDN may keep it: briefly fresh
 * (`s-maxage`), then served stale while it revalidates, which absorbs a crowd without a crowd of renders.
 * Browsers revalidate each time (`max-age=0`), so a deploy or a new article shows at the next visit.
 * Not kept: a page that ran out of time for its data (a partial page) and a failure of the content API (503).
 */
export function pageCacheControl(status: number, timedOut: boolean): string {
  if (status >= 500 || timedOut) return 'no-store';
  if (status === 404) return 'public, max-age=0, s-maxage=60';
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
}
