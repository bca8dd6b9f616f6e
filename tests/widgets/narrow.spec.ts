/**
 * The widgets at 320 px (a small phone, a partner's sidebar): the guide's day row shows the chosen day, and
 * episode titles stay short enough to scan while the whole title stays available.
 */
import { expect, test } from '@playwright/test';
import { DEMO_URL } from '../support/ports';

test.use({ viewport: { width: 320, height: 800 } });

test('the guide shows "Today" in its day row, and episode titles take at most three lines', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/gallery.html`);
  const guide = page.locator('primedia-programme-guide');
  await expect(guide.locator('[part~="show"]').first()).toBeVisible({ timeout: 20_000 });
  const today = guide.getByRole('button', { name: /^Today,/ });
  const row = guide.locator('[part="days"]');
  const [day, box] = await Promise.all([today.boundingBox(), row.boundingBox()]);
  expect(day && box && day.x >= box.x && day.x + day.width <= box.x + box.width).toBe(true);

  const titles = page.locator('primedia-podcast-episodes .podcast-episodes__title');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.all()) {
    const { height, lineHeight, full, text } = await title.evaluate((node) => ({
      height: node.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(node).lineHeight),
      full: node.getAttribute('title'),
      text: node.textContent,
    }));
    expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    expect(full).toBe(text);
  }
});
