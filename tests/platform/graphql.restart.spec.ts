/** A bookmark saved with a real token is still there after the platform process restarts (sql.js on disk). */
import { expect, test } from '@playwright/test';
import { restartPlatform } from '../support/platform';
import { APP_URL } from '../support/ports';
import { browserGql, loadOperations } from './graphql.helpers';
import { signInForTokens } from './identity.helpers';

const operations = loadOperations();

test('a bookmark survives a platform restart', async ({ page, request }) => {
  const tokens = await signInForTokens(page, request, 'listener@example.com');
  await page.goto(APP_URL);
  const contentId = 'podcast-the-money-hour-podcast';
  const saved = await browserGql<{ setBookmark: { httpStatusCode: number } }>(page, {
    query: operations.get('setBookmark') ?? '',
    variables: { id: contentId, path: '/podcasts/the-money-hour-podcast', typeName: 'AudioPodcast' },
    token: tokens.access_token,
  });
  expect(saved.body?.data?.setBookmark.httpStatusCode).toBe(200);

  await restartPlatform();

  // Token signing keys persist across restarts, so the same access token is still valid.
  const mine = await browserGql<{ getMyContentByUser: { id: string; list: string }[] }>(page, {
    query: operations.get('getMyContentByUser') ?? '',
    variables: { mediaType: 'bookmark' },
    token: tokens.access_token,
  });
  expect(mine.body?.errors).toBeUndefined();
  expect(mine.body?.data?.getMyContentByUser).toContainEqual(
    expect.objectContaining({ id: contentId, list: 'bookmark' }),
  );
});
