/**
 * Bad attributes (docs/design.md, "Reliability rules"): a clear message inside the element and a `primedia-error` event with
 * { code, message, attribute }; never a blank element, never an uncaught exception.
 */
import { expect, test } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { watchPage } from './support';

const CASES = [
  { id: 'no-station', code: 'bad-attribute', attribute: 'station', text: 'No station chosen' },
  { id: 'unknown-station', code: 'bad-attribute', attribute: 'station', text: 'Unknown station "radio-x"' },
  { id: 'guide-unknown-station', code: 'bad-attribute', attribute: 'station', text: 'Unknown station "5fm"' },
  { id: 'guide-bad-date', code: 'bad-attribute', attribute: 'date', text: 'yesterday-ish' },
  { id: 'episodes-no-url', code: 'bad-attribute', attribute: 'url', text: 'No podcast chosen' },
  { id: 'episodes-unknown-url', code: 'not-found', attribute: null, text: 'No podcast was found at' },
  { id: 'episodes-bad-page-size', code: 'bad-attribute', attribute: 'page-size', text: 'from 1 to 50' },
] as const;

test('every bad attribute shows a message inside the element and fires primedia-error', async ({ page }) => {
  const report = await watchPage(page);
  await page.goto(`${DEMO_URL}/bad-attributes.html`);
  for (const c of CASES) {
    // Widgets load as they near the viewport, so each is brought into view first.
    await page.locator(`#${c.id}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#${c.id}`).getByRole('alert')).toContainText(c.text, { timeout: 15_000 });
    const logged = page.locator(`#errors li[data-element="${c.id}"]`);
    await expect(logged.first()).toContainText(`${c.code} ${c.attribute ?? ''}`);
  }
  const { errors } = await report();
  expect(errors).toEqual([]);
});

test('an attribute changed to a bad value later is reported too, and fixing it recovers', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/podcast.html`);
  const list = page.locator('primedia-podcast-episodes');
  await expect(list.locator('[part="episode"]')).toHaveCount(5);
  const detail = await page.evaluate(() => {
    const element = document.querySelector('primedia-podcast-episodes');
    return new Promise<unknown>((resolve) => {
      element?.addEventListener('primedia-error', (e) => resolve((e as CustomEvent).detail), { once: true });
      element?.setAttribute('page-size', '0');
    });
  });
  expect(detail).toMatchObject({ code: 'bad-attribute', attribute: 'page-size' });
  await expect(list.getByRole('alert')).toContainText('from 1 to 50');
  await page.evaluate(() =>
    document.querySelector('primedia-podcast-episodes')?.setAttribute('page-size', '2'),
  );
  await expect(list.locator('[part="episode"]')).toHaveCount(2);
});
