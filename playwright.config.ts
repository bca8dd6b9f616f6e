/**
 * Browser tests in Debian's Chromium against the real local services, which this config starts:
 * the platform (through a supervisor that can restart it), the host app and the partner demo. The listener
 * journeys (tests/journeys, project "journeys") run against the production build of the app, served as
 * production serves it, with a platform of their own (tests/support/production-app.ts, journey-platform.ts).
 */
import { defineConfig, devices } from '@playwright/test';
import {
  APP_URL,
  CONTROL_URL,
  DEMO_URL,
  JOURNEY_APP_URL,
  JOURNEY_PLATFORM_URL,
  TEST_PORTS,
  journeyPlatformEnv,
  testPlatformEnv,
} from './tests/support/ports';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
};

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list as tests run, then each project's wall time (tests/support/project-times.ts).
  reporter: [['list'], ['./tests/support/project-times.ts']],
  use: { baseURL: APP_URL, trace: 'retain-on-failure', ...chromium },
  projects: [
    {
      name: 'main',
      // The engine journeys run in Firefox and WebKit through their own config (playwright.engines.config.ts).
      testIgnore: [
        /\.restart\.spec\.ts$/,
        /\.journey\.spec\.ts$/,
        /\.newcomer\.spec\.ts$/,
        /\.engines\.spec\.ts$/,
      ],
    },
    // A listener's journeys through the production build: what a person sees, step by step.
    {
      name: 'journeys',
      testMatch: /\.journey\.spec\.ts$/,
      use: { baseURL: JOURNEY_APP_URL },
    },
    // Tests that restart the platform run last, alone, so they never pull the rug from another test.
    {
      name: 'restart',
      testMatch: /\.restart\.spec\.ts$/,
      dependencies: ['main'],
      fullyParallel: false,
      workers: 1,
    },
    // `npm start` as the README has a newcomer run it, with its own platform and ports: last, because its
    // partner build replaces the demo's built files, which the main project's widget tests load.
    {
      name: 'newcomer',
      testMatch: /\.newcomer\.spec\.ts$/,
      dependencies: ['restart'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/support/supervisor.ts',
      url: `${CONTROL_URL}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx scripts/start.ts --no-platform',
      url: `${DEMO_URL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...testPlatformEnv(), APP_PORT: String(TEST_PORTS.app), DEMO_PORT: String(TEST_PORTS.demo) },
    },
    {
      command: 'node --import tsx tests/support/journey-platform.ts',
      url: `${JOURNEY_PLATFORM_URL}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: journeyPlatformEnv(),
    },
    {
      // Builds once per run (skipped when nothing changed since the last build), then serves dist-journeys/ with the production server (app-server/).
      command: 'node --import tsx tests/support/production-app.ts',
      url: `${JOURNEY_APP_URL}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
