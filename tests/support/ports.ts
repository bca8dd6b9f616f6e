/**
 * Ports and URLs of the servers the browser tests start (see playwright.config.ts). They differ from
 * `npm start`'s defaults so a developer can keep the site running while the tests run.
 */
/**
 * `TEST_RUN=restart`: the restart project's own run (its tests stop and restart their platform),
 * which `npm test` starts beside the others (scripts/test.sh) with a platform, app and demo of its own: every
 * port moves by RESTART_PORT_OFFSET and its platform keeps its data in a folder of its own.
 */
export const RESTART_RUN = process.env.TEST_RUN === 'restart';
const RESTART_PORT_OFFSET = 100;
const offset = RESTART_RUN ? RESTART_PORT_OFFSET : 0;

const platformPort = Number(process.env.TEST_PLATFORM_PORT ?? 4100) + offset;
const appPort = Number(process.env.TEST_APP_PORT ?? 5183) + offset;

export const TEST_PORTS = {
  platform: platformPort,
  control: Number(process.env.TEST_CONTROL_PORT ?? 4109) + offset,
  app: appPort,
  demo: Number(process.env.TEST_DEMO_PORT ?? 5184) + offset,
  /** The journeys' own platform and the production build of the app it serves (tests/journeys). */
  journeyPlatform: Number(process.env.TEST_JOURNEY_PLATFORM_PORT ?? platformPort + 10),
  journeyApp: Number(process.env.TEST_JOURNEY_APP_PORT ?? appPort + 2),
  /** A partner's article that the rewind journeys serve themselves (an unlisted origin: anonymous reads only). */
  journeyArticle: appPort + 6,
  /**
   * The app on Vite's dev server, as `npm start` serves it, for the few tests that reach into its source modules
   * or the dev server itself (project "dev"); every other test runs on the production build at `app`.
   */
  devApp: appPort + 7,
  /** `npm start` as a newcomer runs it, on ports of its own (tests/newcomer). */
  newcomerPlatform: platformPort + 20,
  newcomerApp: appPort + 4,
  newcomerDemo: appPort + 5,
};

export const PLATFORM_URL = `http://127.0.0.1:${TEST_PORTS.platform}`;
export const CONTROL_URL = `http://127.0.0.1:${TEST_PORTS.control}`;
export const APP_URL = `http://127.0.0.1:${TEST_PORTS.app}`;
export const DEMO_URL = `http://127.0.0.1:${TEST_PORTS.demo}`;
export const DEV_APP_URL = `http://127.0.0.1:${TEST_PORTS.devApp}`;

export const JOURNEY_PLATFORM_URL = `http://127.0.0.1:${TEST_PORTS.journeyPlatform}`;
export const JOURNEY_APP_URL = `http://127.0.0.1:${TEST_PORTS.journeyApp}`;

/**
 * Environment for the journeys' platform: a platform of its own, because the platform trusts one app origin
 * (sign-in redirect, CORS) and the production build is served on an origin apart from the dev server's.
 */
export function journeyPlatformEnv(): Record<string, string> {
  return {
    PLATFORM_PORT: String(TEST_PORTS.journeyPlatform),
    APP_PORT: String(TEST_PORTS.journeyApp),
    // No partner demo in the journeys; the next port stands in for its origin.
    DEMO_PORT: String(TEST_PORTS.journeyApp + 1),
    PLATFORM_DATA_DIR: '.data/journeys',
    SIGN_UPS_PER_ADDRESS: '100000',
    MEDIA_WHOLE_FIRST: '1',
    // The pinned-clock journeys set the platform's clock (server/util/test-clock.ts).
    MEDIA_TEST_HOOKS: '1',
  };
}

/** Environment for a platform that serves the test app and demo origins. */
export function testPlatformEnv(): Record<string, string> {
  return {
    PLATFORM_PORT: String(TEST_PORTS.platform),
    APP_PORT: String(TEST_PORTS.app),
    DEMO_PORT: String(TEST_PORTS.demo),
    // The dev server's copy of the app signs in and reads the listener's data as the production build does.
    PREVIEW_APP_ORIGINS: DEV_APP_URL,
    // `npm run soak` keeps a folder of its own, so it may run beside the tests (scripts/soak.ts).
    PLATFORM_DATA_DIR:
      process.env.TEST_PLATFORM_DATA_DIR ?? (RESTART_RUN ? '.data/test-restart' : '.data/test'),
    ACCESS_TOKEN_TTL: process.env.ACCESS_TOKEN_TTL ?? '60',
    MEDIA_TEST_HOOKS: '1',
    GRAPHQL_TEST_HOOKS: '1',
    NOW_PLAYING_TEST_HOOKS: '1',
    SINK_TEST_HOOKS: '1',
    MAIL_OUTBOX: '1',
    // Every test signs up from 127.0.0.1: the per-address limit on new accounts would refuse the suite itself.
    SIGN_UPS_PER_ADDRESS: '100000',
    // The tests time playback: the platform makes every stream before it answers (npm start does not wait).
    MEDIA_WHOLE_FIRST: '1',
  };
}
