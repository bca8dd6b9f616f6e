/**
 * Browser tests in Debian's Chromium against the real local services, which this config starts: the platform
 * (through a supervisor that can restart it), the host app's production build served as production serves it
 * (tests/support/production-app.ts), and the partner demo. The listener journeys (tests/journeys, project
 * "journeys") have a production build and a platform of their own (journey-platform.ts). A few tests reach into
 * the app's source modules or test the dev server itself: they run on a dev-server copy of the app (project "dev").
 */
import { defineConfig, devices } from '@playwright/test';
import {
  APP_URL,
  CONTROL_URL,
  DEV_APP_URL,
  JOURNEY_APP_URL,
  JOURNEY_PLATFORM_URL,
  RESTART_RUN,
  TEST_PORTS,
  journeyPlatformEnv,
  testPlatformEnv,
} from './tests/support/ports';
import { chromiumLaunch, HEADLESS_SHELL } from './tests/support/chromium';

/** Chromium's headless shell; the few tests that need the full browser say so (tests/support/chromium.ts). */
const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch(HEADLESS_SHELL) };

/**
 * Tests that import the app's source modules in the page, name them in requests, point the app at a fake ad
 * script (a development-build override: src/core/ads/config.ts), or test the dev server (project "dev").
 */
const DEV_SERVER_TESTS = [
  /app\/ad-fill\.spec\.ts$/,
  /app\/ads\.spec\.ts$/,
  /app\/ads-premium\.spec\.ts$/,
  /app\/first-load\.spec\.ts$/,
  /app\/layout\.spec\.ts$/,
  /auth\/account\.spec\.ts$/,
  /auth\/clock\.spec\.ts$/,
  /auth\/unauthorized-storm\.spec\.ts$/,
  /content\/sanitize\.spec\.ts$/,
  /player\/history\.spec\.ts$/,
  /security\/app-csp\.spec\.ts$/,
];

/**
 * How long each service may take to start. A clean clone's first run makes the test media (about 100 s on a
 * quiet 2-core machine) and three production builds; on a machine busy with other work each took three to four
 * times as long, past the two to five minutes these limits were. The services print their progress, and one
 * that hangs still fails the run, ten minutes in.
 */
const START_LIMIT_MS = 600_000;

/** Journeys that move their platform's clock to a named moment. */
const PINNED_CLOCK_JOURNEYS = /rewind\.journey\.spec\.ts$/;

/** Tests that stop and restart their platform: one at a time, since each pulls the platform from under the page. */
const RESTART_PROJECT = {
  name: 'restart',
  testMatch: /\.restart\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
};

/** The platform under the supervisor, which lets a test stop, start and restart it (tests/support/platform.ts). */
const SUPERVISED_PLATFORM = {
  command: 'node --import tsx tests/support/supervisor.ts',
  url: `${CONTROL_URL}/health`,
  reuseExistingServer: false,
  timeout: START_LIMIT_MS,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
};

/** The app (on APP_PORT) or the partner demo on Vite's dev server, talking to the supervised platform. */
function devServer(serves: 'app' | 'demo', port: number) {
  return {
    command: `node --import tsx scripts/start.ts --no-platform --no-${serves === 'app' ? 'demo' : 'app'}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: START_LIMIT_MS,
    env: {
      ...testPlatformEnv(),
      APP_PORT: String(serves === 'app' ? port : TEST_PORTS.app),
      DEMO_PORT: String(TEST_PORTS.demo),
    },
  };
}

/**
 * `TEST_RUN=restart` (scripts/test.sh): the restart project alone, on ports of its own (tests/support/ports.ts),
 * so it runs beside the other projects instead of after them. Its platform under the supervisor, and the app and
 * the partner demo on Vite's dev server: its few app pages do not repay a production build.
 */
const RESTART_SERVERS = [
  SUPERVISED_PLATFORM,
  devServer('app', TEST_PORTS.app),
  devServer('demo', TEST_PORTS.demo),
];

export default defineConfig({
  testDir: 'tests',
  // A folder of its own for the restart run: each run empties its folder when it starts.
  outputDir: RESTART_RUN ? 'test-results/restart-run' : 'test-results',
  fullyParallel: false,
  // Two on a 2-core machine. Three did not pay: beside two CPU-bound loops the main project's tests took 38 % longer
  // each (2,970 s in all against 2,146 s), and the project 18m 07s against 18m 31s.
  workers: 2,
  // A failed test runs once more, recording its trace (below), and the run still fails: a test that passes only
  // on its second try is reported flaky, and a flaky test fails the run as a failed one does.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list as tests run, then each project's wall time (tests/support/project-times.ts).
  reporter: [['list'], ['./tests/support/project-times.ts']],
  // A failed test's second try keeps its trace: each step, the network with bodies, the console. Only the second:
  // recording every test cost a 2-core machine 8 % of the time of 60 player, page, widget and sign-in tests
  // (3m 50s against 3m 31s without), and the first failure still writes its error and page snapshot (Playwright's
  // error context). Not the DOM at each step nor the screencast: recording those cost a fifth more (tests/content
  // and tests/widgets: 3m 53s with DOM snapshots, 3m 00s without).
  use: {
    baseURL: APP_URL,
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: false },
    ...chromium,
  },
  projects: RESTART_RUN
    ? [RESTART_PROJECT]
    : [
        {
          name: 'main',
          testIgnore: [
            /\.restart\.spec\.ts$/,
            /\.journey\.spec\.ts$/,
            /\.newcomer\.spec\.ts$/,
            /\.engines\.spec\.ts$/,
            ...DEV_SERVER_TESTS,
          ],
          // The production build registers its offline worker once the page is idle, and the worker stores all
          // of the build's files (about 150) in each new browser context: tests/auth, tests/walls and the live
          // player's tests used 393 s of CPU with it and 346 s without. Only the downloads tests need it here
          // (tests/downloads, which turn it on); the journeys keep it, as a listener has it.
          use: { serviceWorkers: 'block' },
        },
        {
          name: 'dev',
          testMatch: DEV_SERVER_TESTS,
          use: { baseURL: DEV_APP_URL },
        },
        // A listener's journeys through the production build: what a person sees, step by step.
        {
          name: 'journeys',
          testMatch: /\.journey\.spec\.ts$/,
          testIgnore: PINNED_CLOCK_JOURNEYS,
          use: { baseURL: JOURNEY_APP_URL },
        },
        // Journeys that set their platform's clock (server/util/test-clock.ts moves Date.now for the whole
        // platform): after the others, so no sign-in of another journey meets a clock days away, which the
        // identity provider read as an expired sign-in page.
        {
          name: 'journeys-pinned-clock',
          testMatch: PINNED_CLOCK_JOURNEYS,
          dependencies: ['journeys'],
          use: { baseURL: JOURNEY_APP_URL },
        },
        // Tests that restart the platform: after the tests that share its platform, one at a time. `npm test` runs
        // them apart instead, beside the others, with a platform of their own (RESTART_SERVERS above).
        { ...RESTART_PROJECT, dependencies: ['main', 'dev'] },
        // A few listener journeys in Debian's Firefox ESR and WebKitGTK, which each test drives itself
        // (tests/engines/browsers.ts): Playwright supplies the servers, timeouts and report. Listed last, so they
        // run once the other projects' tests are dispatched, one browser at a time. Listed first, beside the main
        // project's start and the restart run's, WebKit's live audio fell behind real time on a 2-core
        // machine with two busy loops (8.9 s of audio in 12 s, against 9) on both tries; last, it passed.
        {
          name: 'engines',
          testMatch: /\.engines\.spec\.ts$/,
          fullyParallel: false,
          workers: 1,
        },
        // `npm start` as the README has a newcomer run it, with its own platform and ports: after the main project
        // and the engine journeys, because its partner build replaces the demo's built files, which they load.
        {
          name: 'newcomer',
          testMatch: /\.newcomer\.spec\.ts$/,
          dependencies: ['main', 'engines'],
          fullyParallel: false,
          workers: 1,
        },
      ],
  webServer: RESTART_RUN
    ? RESTART_SERVERS
    : [
        SUPERVISED_PLATFORM,
        {
          command: 'node --import tsx tests/support/production-app.ts main',
          url: `${APP_URL}/`,
          reuseExistingServer: false,
          timeout: START_LIMIT_MS,
        },
        devServer('demo', TEST_PORTS.demo),
        devServer('app', TEST_PORTS.devApp),
        {
          command: 'node --max-semi-space-size=32 --import tsx tests/support/journey-platform.ts',
          url: `${JOURNEY_PLATFORM_URL}/health`,
          reuseExistingServer: false,
          timeout: START_LIMIT_MS,
          env: journeyPlatformEnv(),
        },
        {
          // Builds once per run (skipped when nothing changed since the last build), then serves dist-tests/ with the production server (app-server/).
          command: 'node --import tsx tests/support/production-app.ts journeys',
          url: `${JOURNEY_APP_URL}/`,
          reuseExistingServer: false,
          timeout: START_LIMIT_MS,
        },
      ],
});
