/**
 * Self-hosting as docs/widgets.md, "Self-hosting and caching" describes it: `npm run build:widgets` (its
 * function, buildPartner) writes only what a partner serves, one version in `v<version>/` and its `latest/`
 * copy, with the source maps apart and unnamed, and an archive of it all; a partner page serving that copy
 * from its own origin works from `latest/` and from `v<version>/` with the printed integrity, and the embed
 * script's data-platform-url points one page at another platform without a new build (here the journeys'
 * platform, which the test session also runs), in the module and the single-file build alike. A bad value is
 * ignored with a warning and the built URLs stay. A code file missing from the copy says so with Try again.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildPartner, type PartnerBuild } from '../../widgets/build/build-partner';
import { APP_URL, DEMO_URL, JOURNEY_PLATFORM_URL, PLATFORM_URL, TEST_PORTS } from '../support/ports';
import { mediaTime, onMedia } from '../support/media';
import { expectMediaPlaying } from '../support/seen';
import { servePartnerSite, withoutGuideCode } from './support';

const PORT = TEST_PORTS.demo + 32;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let built: PartnerBuild;
let site: Awaited<ReturnType<typeof servePartnerSite>>;
let outDir: string;

/** What the pages load: `latest/` unless a page pins the version (set once the build has run). */
let pinned = '';
let integrity: PartnerBuild['integrity'];

function page(script: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Self-hosted</title></head>
  <body>
    <h1>A partner serving its own copy</h1>
    <primedia-live-player station="702"></primedia-live-player>
    <primedia-programme-guide station="kfm" compact></primedia-programme-guide>
    ${script}
  </body>
</html>`;
}

const LATEST = '/primedia/latest';

/** The pages, once the build has said which version it is and what its entry files hash to. */
const pages = (): Record<string, string> => ({
  '/built-urls': page(`<script type="module" src="${LATEST}/embed.js"></script>`),
  '/pinned': page(
    `<script type="module" src="${pinned}/embed.js" integrity="${integrity['embed.js']}" crossorigin="anonymous"></script>`,
  ),
  '/staging': page(
    `<script type="module" src="${LATEST}/embed.js" data-platform-url="${JOURNEY_PLATFORM_URL}/"></script>`,
  ),
  '/staging-single-file': page(
    `<script src="${LATEST}/embed.iife.js" data-platform-url="${JOURNEY_PLATFORM_URL}"></script>`,
  ),
  '/single-file': page(
    `<script src="${pinned}/embed.iife.js" integrity="${integrity['embed.iife.js']}" crossorigin="anonymous" defer></script>`,
  ),
  '/bad-value': page(
    `<script type="module" src="${LATEST}/embed.js" data-platform-url="javascript:alert(1)"></script>`,
  ),
});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-partner-'));
  Object.assign(process.env, {
    VITE_PLATFORM_URL: PLATFORM_URL,
    VITE_APP_URL: APP_URL,
    VITE_PARTNER_ORIGINS: DEMO_URL,
  });
  built = await buildPartner(path.join(outDir, 'partner'));
  pinned = `/primedia/v${built.version}`;
  integrity = built.integrity;
  site = await servePartnerSite({
    port: PORT,
    pages: pages(),
    mount: '/primedia/',
    filesDir: built.widgetsDir,
  });
});

test.afterAll(async () => {
  await site.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

test('the partner build holds only what a partner serves, per version and as latest/; the source maps are apart and unnamed', () => {
  const version = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version: string };
  expect(built.version).toBe(version.version);
  expect(fs.readdirSync(built.widgetsDir).sort()).toEqual(['_headers', 'latest', `v${version.version}`]);
  expect(built.versionDir).toBe(path.join(built.widgetsDir, `v${version.version}`));

  const served = built.files.map((f) => f.name);
  expect(served).toEqual(
    expect.arrayContaining(['embed.js', 'embed.iife.js', 'custom-elements.json', 'primedia-widgets.d.ts']),
  );
  expect(served.filter((name) => name.startsWith('chunks/')).length).toBeGreaterThan(3);
  expect(
    served.filter(
      (name) =>
        !/^(embed(\.iife)?\.js|chunks\/.+\.js|assets\/.+|custom-elements\.json|primedia-widgets\.d\.ts|primedia-react\.(js|d\.ts))$/.test(
          name,
        ),
    ),
  ).toEqual([]);
  const inFolder = (dir: string) => fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  const filesOf = (dir: string) =>
    inFolder(dir)
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  for (const dir of [built.versionDir, built.latestDir]) {
    expect(filesOf(dir), dir).toEqual([...served, 'integrity.json'].sort());
    for (const name of served.filter((n) => n.endsWith('.js'))) {
      expect(fs.readFileSync(path.join(dir, name), 'utf8'), name).not.toContain('sourceMappingURL');
    }
  }
  expect(fs.existsSync(path.join(built.sourcemapsDir, 'embed.js.map'))).toBe(true);
  expect(fs.existsSync(path.join(built.sourcemapsDir, 'embed.iife.js.map'))).toBe(true);

  // The archive a partner copies holds exactly the served folder, read by the system's tar.
  const archived = execFileSync('tar', ['-tzf', built.archive], { encoding: 'utf8' }).trim().split('\n');
  expect(path.basename(built.archive)).toBe(`primedia-widgets-v${version.version}.tar.gz`);
  expect(archived.sort()).toEqual(
    [
      '_headers',
      ...[built.versionDir, built.latestDir].flatMap((dir) =>
        filesOf(dir).map((name) => `${path.basename(dir)}/${name}`),
      ),
    ].sort(),
  );
});

/** The origins the page's widgets sent content API requests to. */
function apiOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/graphql')) origins.add(url.origin);
  });
  return origins;
}

async function expectWorking(page: Page, platform: string) {
  // The live stream's playlists, whichever engine reads them (the element itself, or hls.js for a blob).
  const streams: string[] = [];
  page.on('request', (request) => {
    if (/\/media\/live\/702\/[^/]+\.m3u8$/.test(new URL(request.url()).pathname)) streams.push(request.url());
  });
  const live = page.locator('primedia-live-player');
  await expect(live.getByRole('button', { name: 'Play 702 live' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.locator('primedia-programme-guide [part~="show"]').first()).toBeVisible();
  await expect(live.locator('img').first()).toHaveAttribute('src', new RegExp(`^${platform}/`));
  await live.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(live.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
  await expectMediaPlaying(page);
  expect(streams.length).toBeGreaterThan(0);
  expect(streams.filter((url) => !url.startsWith(`${platform}/media/live/702/`))).toEqual([]);
}

test('a copy served from the partner’s own origin, from latest/, talks to the platform it was built for', async ({
  page,
}) => {
  const origins = apiOrigins(page);
  await page.goto(`${ORIGIN}/built-urls`);
  await expectWorking(page, PLATFORM_URL);
  expect([...origins]).toEqual([PLATFORM_URL]);
});

test('a page pinned to v<version>/embed.js with the integrity the build printed plays', async ({ page }) => {
  const scripts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${ORIGIN}/pinned`);
  await expectWorking(page, PLATFORM_URL);
  expect(scripts[0]).toBe(`${pinned}/embed.js`);
  expect(scripts.every((script) => script.startsWith(`${pinned}/`))).toBe(true);
});

for (const [path, build] of [
  ['/staging', 'module'],
  ['/staging-single-file', 'single-file'],
] as const) {
  test(`data-platform-url points the ${build} build at another platform without building again`, async ({
    page,
  }) => {
    const origins = apiOrigins(page);
    await page.goto(`${ORIGIN}${path}`);
    await expectWorking(page, JOURNEY_PLATFORM_URL);
    expect([...origins]).toEqual([JOURNEY_PLATFORM_URL]);
  });
}

test('a data-platform-url that is not an http(s) URL is ignored with a warning; the built URLs stay', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const origins = apiOrigins(page);
  await page.goto(`${ORIGIN}/bad-value`);
  await expectWorking(page, PLATFORM_URL);
  expect([...origins]).toEqual([PLATFORM_URL]);
  expect(warnings.some((w) => w.includes('ignored data-platform-url="javascript:alert(1)"'))).toBe(true);
});

test('the single-file build, pinned with its integrity, fetches nothing more where HLS plays natively, and hls.js only where it is needed, before the press', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === ORIGIN && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  // Where HLS plays natively (Apple's WebKit; forced here, as this Chromium plays through hls.js).
  await page.goto(`${ORIGIN}/single-file?engine=native`);
  await expectWorking(page, PLATFORM_URL);
  expect(scripts).toEqual([`${pinned}/embed.iife.js`]);

  // A browser that plays through hls.js: the module build's hls.js chunk, fetched once the page is on screen
  // (docs/widgets-loader.md, "Instant play": not on the press, where it would add its download to the wait).
  scripts.length = 0;
  await page.goto(`${ORIGIN}/single-file?engine=hlsjs`);
  const live = page.locator('primedia-live-player');
  await expect(live.getByRole('button', { name: 'Play 702 live' })).toBeEnabled({ timeout: 20_000 });
  const withHlsJs = [
    `${pinned}/embed.iife.js`,
    expect.stringMatching(new RegExp(`^${pinned}/chunks/hlsjs-engine-[\\w-]+\\.js$`)),
  ];
  await expect.poll(() => scripts, { timeout: 10_000 }).toEqual(withHlsJs);
  await live.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(live.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
  expect(scripts).toEqual(withHlsJs); // nothing more, and hls.js once
  const clock = () => mediaTime(page);
  const before = await clock();
  await expect.poll(clock, { timeout: 10_000 }).toBeGreaterThan(before + 0.5);
  expect(await onMedia(page, (media) => media?.getAttribute('src') ?? '')).toMatch(/^blob:/);
});

/** The built-urls page with the guide's chunk gone (an upload that left it out, or an older release deleted it). */
const withoutGuideChunk = (page: Page) =>
  withoutGuideCode(page, `${ORIGIN}/built-urls`, `**${LATEST}/chunks/programme-guide-*.js`);

test('a code file missing from the copy shows a message with Try again and fires primedia-error, not a placeholder for ever', async ({
  page,
}) => {
  const { errors } = await withoutGuideChunk(page);
  expect(await errors()).toEqual([
    { code: 'load-failed', message: 'This widget could not be loaded. Please try again.' },
  ]);
  // The live player beside it is untouched.
  await expect(
    page.locator('primedia-live-player').getByRole('button', { name: 'Play 702 live' }),
  ).toBeEnabled();
});

test('Try again loads a code file that is back', async ({ page }) => {
  // Chromium may keep a module that failed to load as failed for the page's life: the loader asks for the
  // chunk under another address (widgets/runtime/embed.ts, failedFile), so the file is fetched again.
  const { guide, retry, restore } = await withoutGuideChunk(page);
  restore();
  await retry.click();
  await expect(guide.locator('[part~="show"]').first()).toBeVisible({ timeout: 20_000 });
});
