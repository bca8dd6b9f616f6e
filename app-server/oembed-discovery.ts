/**
 * oEmbed discovery (docs/widgets.md, "Iframe and oEmbed"): station and podcast pages name the platform's oEmbed
 * endpoint for themselves in a `<link rel="alternate" type="application/json+oembed">`, in the HTML the server
 * sends, so a CMS that fetches a pasted link finds the embed without running the page's code. Both servers of the
 * app write it: the production server (server.ts) and Vite's (vite.config.ts).
 */
const EMBEDDABLE = /^\/(?:station\/[^/]+|podcasts\/[^/]+)\/?$/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The discovery link for the page at `pageOrigin` + `pathname`, or '' for a page with nothing to embed. An
 * unknown station or podcast still gets one: the endpoint answers it with its 404.
 */
export function oembedDiscoveryLink(pageOrigin: string, pathname: string, platformUrl: string): string {
  if (!EMBEDDABLE.test(pathname)) return '';
  const query = new URLSearchParams({ url: `${pageOrigin}${pathname}`, format: 'json' });
  const href = `${platformUrl.replace(/\/$/, '')}/oembed?${query}`;
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}" title="Primedia+ player">`;
}

/** The origin a request was made to, as its page links name it. */
export function requestOrigin(headers: { host?: string; 'x-forwarded-proto'?: string | string[] }): string {
  const proto =
    String(headers['x-forwarded-proto'] ?? 'http')
      .split(',')[0]
      ?.trim() || 'http';
  return `${proto}://${headers.host ?? 'localhost'}`;
}
