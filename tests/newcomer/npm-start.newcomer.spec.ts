/**
 * The product as a newcomer gets it: `scripts/start.ts` (what `npm start` runs) with its own platform, on
 * ports of its own and a fresh data folder, exactly as the README says, not the test harness's servers. Every
 * demo page linked from the demo's index renders its widgets with no script error, the pages that run the
 * built partner files included (a build made inside the dev servers' process once broke them), the React 18,
 * Vue and Svelte host apps among them, and the host app shows Explore.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { TEST_PORTS } from '../support/ports';

const PLATFORM = `http://127.0.0.1:${TEST_PORTS.newcomerPlatform}`;
const APP = `http://127.0.0.1:${TEST_PORTS.newcomerApp}`;
const DEMO = `http://127.0.0.1:${TEST_PORTS.newcomerDemo}`;
const READY = 'Partner widget files for the demo pages are ready.';

let stack: ChildProcess | null = null;
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = '.data/newcomer';
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The newcomer's environment: none of the test harness's service URLs.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  stack = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...env,
      PLATFORM_PORT: String(TEST_PORTS.newcomerPlatform),
      APP_PORT: String(TEST_PORTS.newcomerApp),
      DEMO_PORT: String(TEST_PORTS.newcomerDemo),
      PLATFORM_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stack.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  stack.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    stack?.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`))),
  );
  const ready = (async () => {
    while (!output.includes(READY)) {
      if (output.includes('could not build the partner widget files')) throw new Error(output);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([ready, exited]);
  expect(output).toContain(`Host app       ${APP}/`);
  expect(output).toContain(`Partner demo   ${DEMO}/`);
});

test.afterAll(async () => {
  if (!stack || stack.exitCode !== null) return;
  const gone = new Promise((resolve) => stack?.once('exit', resolve));
  stack.kill('SIGTERM');
  await gone;
});

/** Script errors of the page, from its first script on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The demo site's own files the page asked for and did not get. The browser's favicon request is not in the
 * page's network events; its failure shows only as a console error, as a person with devtools open sees it.
 */
function missingDemoFiles(page: Page): string[] {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${DEMO}/`) && response.status() >= 400)
      missing.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    const url = message.location().url;
    if (
      message.type() === 'error' &&
      url.startsWith(`${DEMO}/`) &&
      /Failed to load resource/.test(message.text())
    )
      missing.push(`${message.text()} ${new URL(url).pathname}`);
  });
  return missing;
}

/**
 * Every widget element on the page, whether its real element has rendered (its own shadow root). A widget
 * still waiting is scrolled into view, since widgets load as they near the viewport; not the mini player,
 * whose code loads at the first play, by design (widgets/runtime/embed.ts).
 */
const widgetStates = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('primedia-'))
      .filter((el) => el.localName !== 'primedia-shell' && el.localName !== 'primedia-mini-player')
      .map((el) => {
        if (!el.shadowRoot) el.scrollIntoView({ block: 'center' });
        return `${el.localName}${el.id ? `#${el.id}` : ''}: ${el.shadowRoot ? 'rendered' : 'waiting'}`;
      }),
  );

test('every demo page renders its widgets under npm start, the built-file pages included', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto(`${DEMO}/`);
  const pages = await page
    .locator('main a[href$=".html"], body a[href$=".html"]')
    .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname))]);
  expect(pages).toEqual(
    expect.arrayContaining([
      '/strict-csp.html',
      '/two-builds.html',
      '/react-host.html',
      '/vue-host.html',
      '/svelte-host.html',
    ]),
  );

  for (const path of pages) {
    await test.step(path, async () => {
      const errors = pageErrors(page);
      const missing = missingDemoFiles(page);
      await page.goto(`${DEMO}${path}`);
      await expect
        .poll(async () => (await widgetStates(page)).filter((state) => !state.endsWith('rendered')), {
          message: `widgets of ${path} still waiting`,
          timeout: 30_000,
        })
        .toEqual([]);
      expect((await widgetStates(page)).length, `${path} has widgets`).toBeGreaterThan(0);
      // A live player's real button, enabled once the station list has loaded from this platform.
      const live = page.locator('primedia-live-player[station]').first();
      if ((await live.count()) > 0 && !path.includes('bad-attributes')) {
        await expect(live.getByRole('button', { name: /^Play .+ live$/ })).toBeEnabled({ timeout: 20_000 });
      }
      expect(errors, `script errors on ${path}`).toEqual([]);
      expect(missing, `files missing on ${path}`).toEqual([]);
      page.removeAllListeners('pageerror');
      page.removeAllListeners('response');
      page.removeAllListeners('console');
    });
  }
});

test('the host app shows Explore with its stations from this platform', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto(`${APP}/`);
  await expect(page.getByRole('link', { name: '702' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main')).toBeVisible();
  const stations = await (
    await fetch(`${PLATFORM}/graphql?query=${encodeURIComponent('{ getStationList { id } }')}`, {
      headers: { 'x-app-name': 'prime', 'x-app-platform': 'web' },
    })
  ).json();
  expect(stations).toMatchObject({ data: { getStationList: expect.arrayContaining([{ id: '702' }]) } });
  expect(errors).toEqual([]);
});
