/**
 * The host app's security headers, one policy for every server of the app: Vite's dev server and `vite preview`
 * (`npm run preview`; both through vite.config.ts), and the bench's static server of the production build
 * (scripts/bench/host-app.ts). Whatever serves `dist/app/` in production sends the production policy built from
 * the same VITE_* variables as the build.
 *
 * - `frame-ancestors 'none'` and `X-Frame-Options: DENY`: no page may frame the app (clickjacking of the sign-in,
 *   bookmark and paywall buttons); nothing of ours frames it either. The one exception is the embed pages
 *   (`/embed/...`, docs/widgets.md, "Iframe and oEmbed"), which any origin may frame: `frame-ancestors *` and no
 *   X-Frame-Options (framingHeaders). They hold a player only, no sign-in or paywall button to trick a press on.
 * - Sources are the services the app is built to talk to (src/core/config.ts, the same VITE_* variables): the
 *   content API, identity provider, now playing, video catalog, error sink and media origin for connect-src;
 *   the platform and the media origin for images and media, plus `blob:` for media (hls.js plays through
 *   Media Source Extensions) and workers (session replay compresses in a blob: worker); the identity provider
 *   for frame-src (oidc-client-ts's silent sign-in iframe, if renewal ever falls back to it). Sign-in itself
 *   is a top-level navigation, which CSP does not restrict.
 * - A configured ad script (VITE_AD_SCRIPT_URL) adds its origin to script-src and https: frames for the ads it
 *   renders; without one nothing third-party runs at all.
 * - Development only: Vite's React refresh preamble is an inline script and its CSS arrives as <style> elements,
 *   so script-src and style-src allow 'unsafe-inline'; script-src allows https: for the development-only ad
 *   script override (src/core/ads/config.ts). The HMR socket is same-origin ('self' covers ws:). The production
 *   build needs none of this: no inline script or style, no eval.
 */
import { isEmbedPath } from '../src/app/route-table';
import { readServiceConfig } from '../src/core/config';

export type AppServerMode = 'development' | 'production';

type Env = Partial<Record<string, string | undefined>>;

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

/** The Content-Security-Policy for the app built (or served) with these VITE_* variables. */
export function appContentSecurityPolicy(env: Env, mode: AppServerMode): string {
  const config = readServiceConfig(env);
  const dev = mode === 'development';
  const platform = originOf(config.platformUrl);
  const identity = originOf(config.oidcIssuer);
  const services = unique([
    platform,
    originOf(config.graphqlUrl),
    identity,
    originOf(config.nowPlayingUrl),
    originOf(config.playbackApiUrl),
    originOf(config.sentryDsn),
    // The media origin too: hls.js and the live start's prefetch read playlists and segments with fetch.
    originOf(config.mediaUrl),
  ]);
  const media = unique([platform, originOf(config.playbackApiUrl), originOf(config.mediaUrl)]);
  const adScript = originOf(env.VITE_AD_SCRIPT_URL);

  const directives: Record<string, (string | null)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", adScript, ...(dev ? ["'unsafe-inline'", 'https:'] : [])],
    'style-src': ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    // Style attributes only (not <style> elements): server-rendered HTML carries the inline styles React
    // writes (an image's reserved aspect ratio, a station's colour), which the browser would otherwise drop.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media],
    'media-src': ["'self'", 'blob:', ...media],
    'connect-src': ["'self'", ...services],
    'font-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': [identity, ...(adScript ? ['https:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => {
      const list = unique(sources);
      return `${name} ${list.length > 0 ? list.join(' ') : "'none'"}`;
    })
    .join('; ');
}

/** Every header the app's responses carry. */
export function appSecurityHeaders(env: Env, mode: AppServerMode): Record<string, string> {
  return {
    'Content-Security-Policy': appContentSecurityPolicy(env, mode),
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The headers for a response to `pathname`: the app's own everywhere but on the embed pages, where the
 * frame-ancestors rule allows every origin and X-Frame-Options (which cannot say "any") is left out.
 */
export function framingHeaders(headers: Record<string, string>, pathname: string): Record<string, string> {
  if (!isEmbedPath(pathname)) return headers;
  const { 'X-Frame-Options': _denied, ...rest } = headers;
  const policy = rest['Content-Security-Policy'];
  return policy === undefined
    ? rest
    : { ...rest, 'Content-Security-Policy': policy.replace("frame-ancestors 'none'", 'frame-ancestors *') };
}
