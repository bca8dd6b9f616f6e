/**
 * Run-time service URLs for partner pages (docs/widgets.md, "Self-hosting and caching"): the embed script's
 * data-platform-url / data-app-url attributes point one build at other services. Loaded only by pages whose
 * script carries one, so no other page pays for it.
 */
import { readServiceConfig, serviceConfig, type Env } from './config';

/** The attributes of the embed script that point one build at other services at run time (docs/widgets.md). */
const SCRIPT_OVERRIDES = { platformUrl: 'data-platform-url', appUrl: 'data-app-url' } as const;

/** An absolute http(s) URL without credentials, query or fragment, trailing slash removed; else null. */
export function parseServiceUrl(raw: string | null): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname}`.replace(/\/$/, '');
}

/**
 * Points this page's copy of the code at other services: a new platform URL moves every service derived from
 * it (content API, identity provider, now playing, video catalog, error reports), whatever the build set for
 * them; a new app URL moves where listeners sign in. Run by the embed loader before any widget code loads.
 * A value that is not an absolute http(s) URL is ignored with a console warning and the build's URLs stay.
 */
export function overrideServiceUrls(values: { platformUrl: string | null; appUrl: string | null }): void {
  if (values.platformUrl === null && values.appUrl === null) return;
  const env: Env = { ...((import.meta.env ?? {}) as Env) };
  for (const [key, attribute] of Object.entries(SCRIPT_OVERRIDES) as [
    keyof typeof SCRIPT_OVERRIDES,
    string,
  ][]) {
    const raw = values[key];
    if (raw === null) continue;
    const url = parseServiceUrl(raw);
    if (!url) {
      console.warn(
        `[primedia] ignored ${attribute}="${raw.slice(0, 80)}": use an absolute http(s) URL such as https://platform.example; the widgets keep the URLs they were built with`,
      );
      continue;
    }
    if (key === 'appUrl') env.VITE_APP_URL = url;
    else {
      env.VITE_PLATFORM_URL = url;
      for (const derived of [
        'VITE_GRAPHQL_URL',
        'VITE_OIDC_ISSUER',
        'VITE_NOW_PLAYING_URL',
        'VITE_PLAYBACK_API_URL',
        'VITE_SENTRY_DSN',
      ])
        delete env[derived];
    }
  }
  Object.assign(serviceConfig, readServiceConfig(env));
}
