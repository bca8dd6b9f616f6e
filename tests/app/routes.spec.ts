/**
 * Every route of the host app renders at a phone (390 px) and a desktop (1440 px) width without console errors,
 * with its document title; the host app's own pages pass axe. One tour per width opens each address once and
 * checks all of it there. Screenshots go to test-results/ for a look.
 */
import { axeScan } from '../support/axe';
import { expect, test } from '@playwright/test';
import { pageReady, watchConsole } from './app.helpers';

// Every route renders inside the app frame with its own title.
const ROUTES: Array<[path: string, title: RegExp]> = [
  ['/', /^Explore \| Primedia\+$/],
  ['/stations', /^Stations \| Primedia\+$/],
  ['/search', /^Search \| Primedia\+$/],
  ['/search?q=soweto', /^Search \| Primedia\+$/],
  ['/settings', /Primedia\+/],
  ['/station/702', /Primedia\+/],
  ['/station/kfm/guide', /Primedia\+/],
  ['/sites/summer-sounds', /Primedia\+/],
  ['/news/some-article', /Primedia\+/],
  ['/preview/news/some-article', /Primedia\+/],
  ['/error/connection-error?from=/stations', /^Connection error \| Primedia\+$/],
  ['/error/empty-error', /^Nothing to show \| Primedia\+$/],
  ['/error/something-went-wrong', /^Something went wrong \| Primedia\+$/],
  ['/ui', /^Component showcase \| Primedia\+$/],
];

// Addresses above with no content behind them: the server says so with the status as well as the page.
const NOT_FOUND = ['/news/some-article'];

const OWN_PAGES = new Set([
  '/',
  '/stations',
  '/search',
  '/search?q=soweto',
  '/error/connection-error?from=/stations',
  '/ui',
]);

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('every route renders without console errors, and the host app pages pass axe', async ({
      page,
    }, info) => {
      test.setTimeout(180_000);
      const errors = watchConsole(page);
      const notFound: string[] = [];
      const violations: string[] = [];
      for (const [path, title] of ROUTES) {
        const response = await page.goto(path);
        // The server answers a page with no content behind it with 404 and the not-found page; the browser logs
        // that status for the document itself.
        if (response?.status() === 404) notFound.push(path);
        await pageReady(page);
        await expect(page).toHaveTitle(title);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: info.outputPath(`${width}${path.replace(/[^a-z0-9]+/gi, '_')}.png`) });
        if (OWN_PAGES.has(path)) {
          const result = await axeScan(page).analyze();
          violations.push(
            ...result.violations.map((v) => `${path}: ${v.id} ${v.nodes[0]?.target.join(' ')}`),
          );
        }
      }
      expect(notFound).toEqual(NOT_FOUND);
      const documentStatus = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
      expect(errors).toEqual(notFound.map(() => documentStatus));
      expect(violations).toEqual([]);
    });
  });
}
