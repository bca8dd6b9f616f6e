/**
 * The widget builder `/widgets` (docs/widgets.md, "Builder"): a partner's choice shows live, and the script
 * snippet copied from it runs verbatim in a blank page on another origin (the demo's), where the widget renders.
 */
import { expect, test } from '@playwright/test';
import { recordCopies } from '../support/player-ui';
import { APP_URL, DEMO_URL } from '../support/ports';
import { ensureBuiltWidgets } from './support';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await ensureBuiltWidgets();
});

test('the copied script snippet runs verbatim on a blank partner page, and the chosen widget renders', async ({
  page,
}) => {
  // The page's copy kept by the page, not headless Chromium's clipboard, which the parallel workers share.
  const lastCopy = await recordCopies(page);
  await page.goto(`${APP_URL}/widgets`);
  await page.getByLabel('Station').selectOption('kfm');
  await page.getByLabel('Theme').selectOption('dark');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('button', { name: 'Play KFM 94.5 live' })).toBeInViewport({
    timeout: 15_000,
  });

  await page.getByRole('tab', { name: 'Script' }).click();
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('region', { name: 'Snippet' }).getByRole('status')).toHaveText(
    'Script snippet copied',
  );
  const snippet = (await lastCopy()) ?? '';
  expect(snippet).toContain('<primedia-live-player station="kfm" theme="dark"');

  // A blank page of the partner's origin, holding nothing but the snippet as copied.
  const blank = `${DEMO_URL}/builder-snippet-check`;
  await page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head><body>${snippet}</body></html>`,
    }),
  );
  await page.goto(blank);
  const player = page.locator('primedia-live-player');
  await expect(player.getByRole('button', { name: 'Play KFM 94.5 live' })).toBeInViewport({
    timeout: 20_000,
  });
  await expect(player.getByText('KFM 94.5', { exact: true })).toBeVisible();
});
