/**
 * Server rendering (issue: first paint on mobile data), on the production build served by the production
 * server (project "journeys"): the main content is in the first HTML response and readable with JavaScript
 * off; hydration keeps that very markup (no mismatch reported, the server's nodes still on screen afterwards);
 * unknown content answers 404; a signed-in listener's data never reaches the HTML anyone else is sent.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { fillSignIn, PASSWORD } from '../platform/identity.helpers';
import { cropWidthOf } from '../data-saver/data-saver.helpers';
import { JOURNEY_APP_URL } from '../support/ports';
import { expectUncovered } from '../support/seen';
import { holdRequests } from '../support/hold';
import { collectPageProblems } from '../support/page-problems';

const PODCAST = '/podcasts/the-money-hour-podcast';
const ARTICLE = '/news/lifestyle/community-garden-blooms-in-stellenbosch-10';

/** The four pages a listener most often lands on, and what must be readable on each without JavaScript. */
const LANDINGS = [
  { path: '/', h1: 'Explore', image: '.explore-page__heroes img', text: 'Live radio' },
  { path: '/station/702', h1: '702', image: null, text: 'On air now' },
  { path: PODCAST, h1: 'The Money Hour Podcast', image: '.content-header__image', text: 'Episodes' },
  {
    path: ARTICLE,
    h1: 'Community garden blooms in Stellenbosch',
    image: '.content-header__image',
    text: null,
  },
] as const;

/** Every kind of page, for the hydration check. */
const PAGES = [
  ...LANDINGS.map((landing) => landing.path),
  '/stations',
  '/station/702/guide',
  `${PODCAST}/episode-143`,
  '/audio/the-best-hikes-near-the-city',
  '/video/live-session-in-the-studio',
  '/shows/702/midday',
  '/competitions/win-a-weekend-in-the-winelands',
  '/search?q=money',
  '/settings',
  '/does/not/exist',
];

async function expectImageShown(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await expect(image).toBeInViewport();
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
    .toBe(true);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const landing of LANDINGS) {
    test(`${landing.path} shows its main content from the first response`, async ({ page }) => {
      const response = await page.goto(landing.path);
      expect(response?.status()).toBe(200);
      const h1 = page.locator('main h1').first();
      await expect(h1).toHaveText(landing.h1);
      await expectUncovered(h1);
      if (landing.image) await expectImageShown(page, landing.image);
      if (landing.text) await expect(page.getByRole('heading', { name: landing.text }).first()).toBeVisible();
      // One inline script, the one that starts the page's code, allowed by its hash (no 'unsafe-inline').
      const inline = await page.locator('script:not([src]):not([type="application/json"])').allTextContents();
      expect(inline).toHaveLength(1);
      const policy = response?.headers()['content-security-policy'] ?? '';
      const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      for (const code of inline)
        expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    });
  }

  test('the podcast lists its episodes, and the station its shows and live streams', async ({ page }) => {
    await page.goto(PODCAST);
    const episodes = page.locator('.podcast-episodes__item');
    await expect(episodes).toHaveCount(10);
    await expect(episodes.first().locator('.podcast-episodes__title')).toBeVisible();
    await page.goto('/station/702');
    await expect(page.getByRole('heading', { name: 'Today on 702' })).toBeVisible();
    expect(await page.locator('.today-schedule li, .station-page li').count()).toBeGreaterThan(3);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Play (702|947|KFM 94\.5|CapeTalk) live$/ })).toHaveCount(
      4,
    );
  });

  test('the article text is there to read', async ({ page }) => {
    await page.goto(ARTICLE);
    // The body is CMS HTML, sanitised on the server as in the browser.
    const body = page.locator('main .rich-text');
    await expect(body.first()).toBeVisible();
    const words = (await body.allInnerTexts()).join(' ').split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(20);
    expect(await page.locator('main .rich-text script, main .rich-text [onclick]').count()).toBe(0);
  });

  test('unknown content answers 404 with the not-found page', async ({ page }) => {
    for (const path of ['/does/not/exist', `${PODCAST}/episode-99999`, '/station/nope', '/sites/nope']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('main h1'), path).toHaveText(/We could not find this/);
    }
  });
});

/** Loads `path` with the app's code held until the server's markup is tagged, then checks hydration kept it. */
async function expectHydratesOntoServerMarkup(page: Page, path: string) {
  const problems = collectPageProblems(page);
  page.on('pageerror', (error) => problems.push(error.message));
  // Hold the app's code until the server's main element is tagged, then see that it survives hydration:
  // React re-creates the DOM of any part that does not match.
  const { release } = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  // 'commit': the markup is tagged as soon as it is here, whatever else the page is still loading.
  const response = await page.goto(path, { waitUntil: 'commit' });
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('#root main').first()).toBeAttached();
  const serverText = await page.locator('#root').innerText();
  await page.evaluate(() => {
    for (const node of document.querySelectorAll('main, main h1'))
      (node as HTMLElement & { __fromServer?: boolean }).__fromServer = true;
  });
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-page-ready', new URL(path, 'http://x').pathname, {
    timeout: 20_000,
  });
  const kept = await page.evaluate(() =>
    [...document.querySelectorAll('main, main h1')].every(
      (node) => (node as HTMLElement & { __fromServer?: boolean }).__fromServer === true,
    ),
  );
  expect(problems).toEqual([]);
  expect(kept, 'the server-rendered main content was re-created by the browser').toBe(true);
  const h1 = await page.locator('main h1').first().innerText();
  expect(serverText).toContain(h1);
}

test.describe('hydration', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const path of PAGES) {
    test(`${path} hydrates onto the server's markup`, async ({ page }) => {
      await expectHydratesOntoServerMarkup(page, path);
    });
  }
});

test.describe('for a browser that asks to save data', () => {
  test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'Save-Data': 'on' } });

  /** The widest crop in a srcset (`.../w_768/... 768w, ...`). */
  const widest = (srcset: string | null) =>
    Math.max(...[...(srcset ?? '').matchAll(/ (\d+)w/g)].map((m) => Number(m[1])));

  test("the page's images and its preloaded hero are the data saver's crops", async ({ page }) => {
    const response = await page.goto('/', { waitUntil: 'commit' });
    expect(response?.headers().vary).toContain('Save-Data');
    const html = (await response?.text()) ?? '';
    const preload = /<link rel="preload" as="image"[^>]*imagesrcset="([^"]+)"/.exec(html)?.[1] ?? null;
    expect(widest(preload)).toBeLessThanOrEqual(768);
    const hero = /<img[^>]*srcSet="([^"]+)"/i.exec(html)?.[1] ?? null;
    expect(widest(hero)).toBeLessThanOrEqual(768);

    // Without the header, the same page offers the full crops.
    const full = await (await fetch(`${JOURNEY_APP_URL}/`)).text();
    const fullPreload = /<link rel="preload" as="image"[^>]*imagesrcset="([^"]+)"/.exec(full)?.[1] ?? null;
    expect(widest(fullPreload)).toBeGreaterThan(768);
  });

  for (const path of ['/', PODCAST]) {
    test(`${path} hydrates onto the data saver's markup`, async ({ page }) => {
      await expectHydratesOntoServerMarkup(page, path);
    });
  }
});

test("an article's body is the same after hydration as in the server's HTML", async ({ page, browser }) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(ARTICLE);
  const served = await plain.locator('main .rich-text').allInnerTexts();
  await noJs.close();
  expect(served.join('').trim()).not.toBe('');
  await page.goto(ARTICLE);
  await expect(page.locator('#root')).toHaveAttribute('data-page-ready', ARTICLE);
  expect(await page.locator('main .rich-text').allInnerTexts()).toEqual(served);
});

// Pages that need an account render a loading shell on the server (nothing personal is ever rendered there);
// the browser then sends an anonymous visitor on (My Content: home with the registration wall, docs/product.md, "Rules";
// Log in: the identity provider's form), without a hydration error on the way.
const ACCOUNT_PAGES = [
  {
    path: '/my-content',
    arrives: (page: Page) => page.getByRole('dialog', { name: 'Register to Continue' }),
  },
  { path: '/user/login', arrives: (page: Page) => page.getByLabel('Email address') },
];
for (const { path, arrives } of ACCOUNT_PAGES) {
  test(`${path} hydrates its shell and sends an anonymous visitor on`, async ({ page }) => {
    const problems = collectPageProblems(page);
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(arrives(page)).toBeVisible({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });
}

test('a signed-in listener never appears in the HTML sent to anyone', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/user/login?return=%2F');
  await expect(page.getByLabel('Email address')).toBeVisible({ timeout: 15_000 });
  await fillSignIn(page, 'premium@example.com', PASSWORD);
  await expect(page.locator('main h1').first()).toHaveText('Explore', { timeout: 15_000 });
  // Bookmark the article, so the account has personal state that a page could show.
  await page.goto(ARTICLE);
  const bookmark = page.getByRole('button', { name: /^Bookmark / }).first();
  await expect(bookmark).toBeVisible();
  // The server's button is there before the app's code: a press before hydration would do nothing.
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  // The saved state may arrive after the first look (it is the account's): press until it shows saved.
  await expect(async () => {
    if ((await bookmark.getAttribute('aria-pressed')) !== 'true') await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  const anonymous = await browser.newContext();
  try {
    for (const path of ['/', ARTICLE, PODCAST, '/my-content', '/settings']) {
      // The signed-in browser's own request (with whatever it sends) and a stranger's must be the same page.
      const mine = await page.request.get(`${JOURNEY_APP_URL}${path}`);
      const theirs = await anonymous.request.get(`${JOURNEY_APP_URL}${path}`);
      for (const html of [await mine.text(), await theirs.text()]) {
        expect(html).not.toContain('premium@example.com');
        const bookmarks = html.match(/<button[^>]*aria-label="Bookmark [^"]*"[^>]*>/g) ?? [];
        for (const button of bookmarks) expect(button, path).not.toContain('aria-pressed="true"');
      }
      expect(await mine.text()).toBe(await theirs.text());
      expect(theirs.headers()['cache-control'] ?? '').not.toContain('private');
    }
  } finally {
    await anonymous.close();
  }
});

test.describe('a listener who turned the data saver on in the app', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  test('gets the data saver crops from the server on the next visit, and no full-size crop first', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => localStorage.setItem('primedia.data-saver', 'on'));
    await page.goto('/');
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    // The app told the server through its cookie.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'primedia-data-saver')?.value)
      .toBe('on');

    // The next visit: every image crop the page asks for, from its HTML on, is the data saver's.
    const widths: number[] = [];
    page.on('request', (request) => {
      const width = cropWidthOf(request.url());
      if (width !== null) widths.push(width);
    });
    const response = await page.goto('/', { waitUntil: 'commit' });
    expect(response?.headers().vary).toContain('Cookie');
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main img').first()).toBeVisible();
    expect(widths.length).toBeGreaterThan(0);
    expect(Math.max(...widths)).toBeLessThanOrEqual(768);

    // Turned off in Settings, the cookie goes, and the server offers the full crops again.
    await page.goto('/settings');
    await page.getByRole('group', { name: 'Data saver' }).getByRole('radio', { name: /^Off/ }).check();
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'primedia-data-saver'))
      .toBe(false);
  });
});
