/**
 * Ports and URLs of the servers the browser tests start (see playwright.config.ts). They differ from
 * `npm start`'s defaults so a developer can keep the site running while the tests run.
 */
export const TEST_PORTS = {
  platform: Number(process.env.TEST_PLATFORM_PORT ?? 4100),
  control: Number(process.env.TEST_CONTROL_PORT ?? 4109),
  app: Number(process.env.TEST_APP_PORT ?? 5183),
  demo: Number(process.env.TEST_DEMO_PORT ?? 5184),
};

export const PLATFORM_URL = `http://127.0.0.1:${TEST_PORTS.platform}`;
export const CONTROL_URL = `http://127.0.0.1:${TEST_PORTS.control}`;
export const APP_URL = `http://127.0.0.1:${TEST_PORTS.app}`;
export const DEMO_URL = `http://127.0.0.1:${TEST_PORTS.demo}`;

/** Environment for a platform that serves the test app and demo origins. */
export function testPlatformEnv(): Record<string, string> {
  return {
    PLATFORM_PORT: String(TEST_PORTS.platform),
    APP_PORT: String(TEST_PORTS.app),
    DEMO_PORT: String(TEST_PORTS.demo),
    PLATFORM_DATA_DIR: '.data/test',
    ACCESS_TOKEN_TTL: process.env.ACCESS_TOKEN_TTL ?? '60',
    MEDIA_TEST_HOOKS: '1',
    GRAPHQL_TEST_HOOKS: '1',
    NOW_PLAYING_TEST_HOOKS: '1',
    SINK_TEST_HOOKS: '1',
    MAIL_OUTBOX: '1',
  };
}
