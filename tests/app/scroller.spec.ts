/**
 * Reels and the hero teasers have previous/next buttons and position dots (issue: a mouse user could only
 * scroll them sideways): they move the row, follow it, work by keyboard, and show only where the row overflows.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { pageReady } from './app.helpers';

async function openExplore(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await pageReady(page, 'Explore');
  await expect(page.locator('.reel').first()).toBeVisible({ timeout: 15_000 });
}

for (const width of [1440, 390]) {
  test(`at ${width} px the buttons and dots move a reel and follow it, by pointer and by keyboard`, async ({
    page,
  }) => {
    await openExplore(page, width);
    const reel = page
      .locator('section.reel')
      .filter({ has: page.locator('.scroller__controls') })
      .first();
    const title = (await reel.locator('.reel__title').innerText()).trim();
    const list = reel.locator('.reel__list');
    const previous = reel.getByRole('button', { name: `Previous: ${title}` });
    const next = reel.getByRole('button', { name: `Next: ${title}` });
    const dots = reel.getByRole('group', { name: `${title}: pages` }).getByRole('button');
    await next.scrollIntoViewIfNeeded();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    const firstCard = list.locator('.reel__item').first();
    const xBefore = (await firstCard.boundingBox())?.x ?? 0;
    expect(xBefore).toBeGreaterThanOrEqual(0);

    await next.click();
    await expect.poll(async () => (await firstCard.boundingBox())?.x ?? Infinity).toBeLessThan(xBefore - 100);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(previous).toHaveAttribute('aria-disabled', 'false');

    // The dots are one tab stop; arrow keys, Home and End move between pages.
    await dots.nth(1).focus();
    await page.keyboard.press('End');
    const count = await dots.count();
    await expect(dots.nth(count - 1)).toBeFocused();
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(
      await dots.evaluateAll((els) => els.filter((el) => el.getAttribute('tabindex') === '0').length),
    ).toBe(1);
    await page.keyboard.press('Home');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => list.evaluate((el) => el.scrollLeft)).toBeLessThan(2);

    // Scrolling the row by hand moves the dots too.
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');
  });

  test(`at ${width} px controls show exactly where a row overflows, and have no axe violations`, async ({
    page,
  }) => {
    await openExplore(page, width);
    const rows = await page.locator('.scroller').evaluateAll((els) =>
      els.map((el) => {
        const row = el.firstElementChild as HTMLElement;
        return {
          overflows: row.scrollWidth > row.clientWidth + 1,
          controls: el.querySelector('.scroller__controls') !== null,
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.filter((row) => row.overflows !== row.controls)).toEqual([]);
    const axe = await axeScan(page).include('main').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
}
