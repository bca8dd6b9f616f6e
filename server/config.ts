/**
 * Platform configuration, read once from the environment.
 *
 * Every URL the stand-in hands out (issuer, media, images, catalog sources) is built from `publicUrl`, so the
 * whole platform can be moved to another port or host with one variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PlatformConfig {
  host: string;
  port: number;
  /** Origin the browser uses to reach the platform, e.g. http://127.0.0.1:4000 */
  publicUrl: string;
  /** Origin of the host app (OIDC redirect URIs, CORS): the one links in mail and on the provider's pages lead to. */
  appOrigin: string;
  /**
   * Other origins the same site runs on, trusted as the app is (PREVIEW_APP_ORIGINS, comma-separated): a
   * development server beside a production build, as the browser tests run them.
   */
  previewAppOrigins: readonly string[];
  /** Origin of the partner demo (CORS). */
  demoOrigin: string;
  /** Folder for the user database and other state that must survive restarts. */
  dataDir: string;
  /** Folder for generated media and images; safe to delete. */
  cacheDir: string;
  /**
   * Make every media stream before serving (MEDIA_WHOLE_FIRST=1), as the browser tests want; otherwise a first
   * start serves at once and makes the media in the background, a stream that is asked for first.
   */
  mediaWholeFirst: boolean;
  /** Repository root, for static files such as public/images/logos. */
  rootDir: string;
  /**
   * New accounts one address may make in ten minutes (SIGN_UPS_PER_ADDRESS, default 10). The browser tests raise
   * it: every test signs up from 127.0.0.1.
   */
  signUpsPerAddress: number;
  /** Access token lifetime in seconds (short in tests to exercise renewal). */
  accessTokenTtl: number;
  /** Milliseconds in which a rotated refresh token, used again, gets the same new pair (refresh-grace.ts). */
  refreshReuseGraceMs: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /**
   * Seconds a signed premium media URL lives (server/media/signing.ts): a playlist link from the catalog lasts
   * this long, the segment links in a signed playlist the media's duration plus this long.
   */
  mediaUrlTtl: number;
  /** Shared secret for signed media URLs; unset means one generated per data folder. */
  mediaSigningSecret: string | undefined;
  /**
   * Keep the identity provider's mails (sign-up verification links, notices to account owners) in a local
   * outbox served at /outbox (server/mail/outbox.ts). MAIL_OUTBOX=1, set by `npm start` and the test platforms:
   * the stand-in sends no real mail, and the outbox shows every listener's mail to whoever reaches it, so a
   * shared deployment leaves it off.
   */
  mailOutbox: boolean;
  /**
   * Seconds of each station's recent past that catch-up serves (docs/time-shift.md): CATCHUP_WINDOW_HOURS, a week (168)
   * by default and at most, the guide's week behind. A playlist's size is bounded by its range (a day at most),
   * not by the window, and the stand-in computes what aired from its clock, so a longer window costs no disk.
   */
  catchupWindowSeconds: number;
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Catch-up keeps the guide's week behind (docs/time-shift.md, "Catch-up"). */
const CATCHUP_WINDOW_MAX_HOURS = 7 * 24;

/** A positive whole number from the environment; anything else there stops start with a clear message. */
export function intFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`[primedia] ${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const host = env.PLATFORM_HOST || '127.0.0.1';
  const port = intFromEnv('PLATFORM_PORT', 4000, env);
  const appPort = intFromEnv('APP_PORT', 5173, env);
  const demoPort = intFromEnv('DEMO_PORT', 5174, env);
  return {
    host,
    port,
    publicUrl: (env.PLATFORM_PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    appOrigin: (env.APP_ORIGIN || `http://${host}:${appPort}`).replace(/\/$/, ''),
    demoOrigin: (env.DEMO_ORIGIN || `http://${host}:${demoPort}`).replace(/\/$/, ''),
    previewAppOrigins: (env.PREVIEW_APP_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter((origin) => origin !== ''),
    dataDir: path.resolve(rootDir, env.PLATFORM_DATA_DIR || '.data'),
    cacheDir: path.resolve(rootDir, env.PLATFORM_CACHE_DIR || '.cache'),
    mediaWholeFirst: env.MEDIA_WHOLE_FIRST === '1',
    rootDir,
    signUpsPerAddress: intFromEnv('SIGN_UPS_PER_ADDRESS', 10, env),
    accessTokenTtl: intFromEnv('ACCESS_TOKEN_TTL', 300, env),
    refreshReuseGraceMs: intFromEnv('REFRESH_REUSE_GRACE_SECONDS', 30, env) * 1000,
    maxBodyBytes: intFromEnv('PLATFORM_MAX_BODY_BYTES', 256 * 1024, env),
    mediaUrlTtl: intFromEnv('MEDIA_URL_TTL', 600, env),
    mediaSigningSecret: env.MEDIA_SIGNING_SECRET || undefined,
    mailOutbox: env.MAIL_OUTBOX === '1',
    catchupWindowSeconds:
      Math.min(CATCHUP_WINDOW_MAX_HOURS, intFromEnv('CATCHUP_WINDOW_HOURS', CATCHUP_WINDOW_MAX_HOURS, env)) *
      3600,
  };
}

/**
 * Origins trusted with a listener's session: the main site and the listed partner pages. Only they may send a
 * bearer token cross-origin; every other origin gets the public, anonymous reads (server/http/respond.ts).
 */
export function siteOrigins(
  config: Pick<PlatformConfig, 'appOrigin' | 'previewAppOrigins' | 'demoOrigin'>,
): readonly string[] {
  return [...appOrigins(config), ...partnerOrigins(config)];
}

/** The origins the app itself runs on: sign-in may return to each, and each reads the listener's data. */
export function appOrigins(
  config: Pick<PlatformConfig, 'appOrigin' | 'previewAppOrigins'>,
): readonly string[] {
  return [config.appOrigin, ...config.previewAppOrigins];
}

/**
 * The listed partner origins: each is a public client of the identity provider whose client id is the origin
 * itself (server/identity/partner-clients.ts, docs/identity.md, "Partner pages"). The stand-in lists the demo.
 */
export function partnerOrigins(config: Pick<PlatformConfig, 'demoOrigin'>): readonly string[] {
  return [config.demoOrigin];
}
