/**
 * The engine journeys (tests/engines): a few listener journeys in Debian's Firefox ESR and WebKitGTK, which
 * Playwright cannot drive, so each test drives them itself (tests/engines/browsers.ts). Playwright runs them for
 * its servers, timeouts and report; the servers are the main config's.
 *
 *   npx playwright test -c playwright.engines.config.ts
 */
import { defineConfig } from '@playwright/test';
import main from './playwright.config';

export default defineConfig({
  testDir: 'tests/engines',
  testMatch: /\.engines\.spec\.ts$/,
  outputDir: 'test-results/engines',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/support/project-times.ts']],
  webServer: main.webServer,
});
