/**
 * axe finds no violation in any element, and each is usable by keyboard alone inside its shadow root.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';

/** The accessible name or text of what has focus, looking through shadow roots. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? (active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '') : '';
  });
}

async function tabTo(page: Page, name: string | RegExp, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (typeof name === 'string' ? now === name : name.test(now)) return;
  }
  throw new Error(`never reached ${String(name)} by Tab`);
}

test('the station page widgets have no axe violations and work by keyboard', async ({ page }) => {
  await page.goto(`${DEMO_URL}/station.html`);
  await expect(page.locator('primedia-programme-guide[station="947"] [part~="current"]')).toHaveCount(1);
  await expect(page.locator('primedia-programme-guide[station="kfm"] [part~="current"]')).toHaveCount(1);
  const axe = await axeScan(page)
    .include('primedia-programme-guide')
    .include('primedia-live-player')
    .analyze();
  expect(axe.violations).toEqual([]);

  await tabTo(page, 'Play 947 live');
  await tabTo(page, 'Listen live to 947'); // the guide's own live button
  await tabTo(page, /^Tomorrow,/);
  await page.keyboard.press('Enter');
  await expect(
    page.locator('primedia-programme-guide[station="947"]').getByRole('button', { name: /^Tomorrow,/ }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the podcast page widgets have no axe violations and work by keyboard, the wall included', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/podcast.html`);
  const list = page.locator('primedia-podcast-episodes');
  await expect(list.locator('[part="episode"]')).toHaveCount(5);
  expect((await axeScan(page).include('primedia-podcast-episodes').analyze()).violations).toEqual([]);

  await tabTo(page, /^Play Ep 160/);
  await page.keyboard.press('Enter');
  const mini = page.locator('primedia-mini-player');
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
  expect((await axeScan(page).include('primedia-mini-player').analyze()).violations).toEqual([]);

  await tabTo(page, 'Join Primedia+', 80);
  await page.keyboard.press('Enter');
  const dialog = page
    .locator('primedia-registration-wall')
    .getByRole('dialog', { name: 'Register to Continue' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect((await axeScan(page).include('primedia-registration-wall').analyze()).violations).toEqual([]);
  // Focus is inside the dialog and Tab stays there.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('primedia-registration-wall');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
