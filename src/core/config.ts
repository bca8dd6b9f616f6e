/**
 * Where the platform services live. Every URL comes from build-time configuration (VITE_* variables), so the
 * app can be pointed at Primedia's real services; the defaults are the local stand-in started by `npm start`.
 */
export interface ServiceConfig {
  platformUrl: string;
  graphqlUrl: string;
  oidcIssuer: string;
  oidcClientId: string;
  nowPlayingUrl: string;
  playbackApiUrl: string;
  playbackAccountId: string;
  /**
   * The media origin's base. Only a head start: a live player fetches its station's ladder from here while the
   * catalog is still answering (docs/widgets-loader.md, "Instant play"); the catalog's answer decides what plays.
   */
  mediaUrl: string;
  sentryDsn: string;
  /** The main site's origin: where partner widgets send listeners to sign in (docs/design.md, "Partner page failures"). */
  appUrl: string;
  /** Where partners load the widgets from (`embed.js` and its files), as the builder page's snippets name it. */
  widgetsUrl: string;
  /** Partner origins the main site may send a listener back to after sign-in (docs/identity.md, "Sign-in and the return path"). */
  partnerOrigins: readonly string[];
}

export type Env = Partial<Record<string, string | boolean | undefined>>;

function pick(env: Env, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value !== '' ? value.replace(/\/$/, '') : fallback;
}

export function readServiceConfig(env: Env): ServiceConfig {
  const platformUrl = pick(env, 'VITE_PLATFORM_URL', 'http://127.0.0.1:4000');
  return {
    platformUrl,
    graphqlUrl: pick(env, 'VITE_GRAPHQL_URL', `${platformUrl}/graphql`),
    oidcIssuer: pick(env, 'VITE_OIDC_ISSUER', `${platformUrl}/oidc`),
    oidcClientId: pick(env, 'VITE_OIDC_CLIENT_ID', 'primedia-web'),
    nowPlayingUrl: pick(env, 'VITE_NOW_PLAYING_URL', `${platformUrl}/now-playing`),
    playbackApiUrl: pick(env, 'VITE_PLAYBACK_API_URL', `${platformUrl}/playback/v1`),
    playbackAccountId: pick(env, 'VITE_PLAYBACK_ACCOUNT_ID', 'primedia-local'),
    mediaUrl: pick(env, 'VITE_MEDIA_URL', `${platformUrl}/media`),
    sentryDsn: pick(env, 'VITE_SENTRY_DSN', `${platformUrl.replace('://', '://public@')}/1`),
    appUrl: pick(env, 'VITE_APP_URL', 'http://127.0.0.1:5173'),
    widgetsUrl: pick(env, 'VITE_WIDGETS_URL', 'https://widgets.primedia.example'),
    partnerOrigins: pick(env, 'VITE_PARTNER_ORIGINS', 'http://127.0.0.1:5174')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter((origin) => origin !== ''),
  };
}

// `?? {}`: Node tools (the app's security headers, scripts/app-security-headers.ts) import readServiceConfig from
// this module, and outside Vite import.meta.env is absent.
export const serviceConfig: ServiceConfig = readServiceConfig((import.meta.env ?? {}) as Env);
