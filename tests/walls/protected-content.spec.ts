/**
 * Protected actions on a real content page (docs/product.md, "Rules", "Roles and Audiostar+"): an anonymous listener's bookmark or follow opens the
 * registration wall, does not run (nothing is saved), and remembers the page to come back to after sign-in.
 */
import { expect, test } from '@playwright/test';
import { openApp, waitForSession } from './walls.helpers';

const PODCAST = '/podcasts/the-money-hour-podcast';

test('an anonymous bookmark or follow on a content page opens the wall and saves nothing', async ({
  page,
}) => {
  const saves: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (/setBookmark|follow/i.test(body)) saves.push(body);
  });
  await openApp(page, PODCAST, (p) => p.getByRole('heading', { level: 1, name: 'The Money Hour Podcast' }));
  await waitForSession(page, 'anonymous');

  const bookmark = page.getByRole('main').getByRole('button', { name: /^Bookmark/ });
  await bookmark.click();
  const wall = page.getByRole('dialog', { name: 'Register to Continue' });
  await expect(wall).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('redirect-url'))).toBe(PODCAST);
  await page.keyboard.press('Escape');
  await expect(wall).toBeHidden();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');

  await page
    .getByRole('main')
    .getByRole('button', { name: /Follow/ })
    .click();
  await expect(wall).toBeVisible();
  expect(saves).toEqual([]);
});
