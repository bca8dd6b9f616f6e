/** A bookmark removed in the app stays removed after the platform process restarts (the user database on disk). */
import { expect, test } from '@playwright/test';
import { restartPlatform } from '../support/platform';
import { accessToken, bookmarkTwoPodcasts, signUpThroughApp } from './walls.helpers';

test('a bookmark change made on My Content survives a platform restart', async ({ page }) => {
  await signUpThroughApp(page, 'restart');
  const [kept, removed] = await bookmarkTwoPodcasts(await accessToken(page));
  await page.goto('/my-content/bookmarks');
  const bookmark = page.getByRole('button', { name: `Bookmark ${removed.title}` });
  const answered = page.waitForResponse(
    (r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes('deleteBookmark'),
  );
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  expect((await answered).status()).toBe(200);

  await restartPlatform();

  await page.reload();
  await expect(page.getByRole('link', { name: kept.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: removed.title })).toHaveCount(0);
});
