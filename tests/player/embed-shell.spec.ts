/**
 * The embed loader's light shell: it paints the live player at its final size before React arrives, and a
 * press on its play button is carried out once the player mounts. The player's module is held back for
 * 1.5 s here so the press really lands on the shell.
 */
import { expect, test } from '@playwright/test';
import { DEMO_URL } from '../support/ports';

test('a press on the shell plays once React takes over, without moving the layout', async ({ page }) => {
  await page.route(/\/src\/ui\/live-player\/live-player\.tsx/, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await page.goto(`${DEMO_URL}/news-article.html`);
  const host = page.locator('primedia-live-player');
  const shellButton = host.locator('primedia-shell').getByRole('button', { name: 'Play 702 live' });
  await expect(shellButton).toBeVisible();
  const before = await host.boundingBox();
  await page.screenshot({ path: test.info().outputPath('shell.png') });
  await shellButton.click();

  await expect(host.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
  await expect(host.locator('primedia-shell')).toHaveCount(0);
  const after = await host.boundingBox();
  expect(after?.height).toBe(before?.height);
  expect(after?.y).toBe(before?.y);
  await page.screenshot({ path: test.info().outputPath('react.png') });
});
