/**
 * Light and dark (issue: "light and dark follow the host's prefers-color-scheme unless `theme` says otherwise";
 * docs/design.md, "Names partners depend on"): the card widgets on the gallery page, read from their shadow roots' computed colours, under
 * each page preference, with the `theme` attribute set to the opposite and then removed again.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';

const CARDS = ['primedia-live-player', 'primedia-programme-guide', 'primedia-podcast-episodes'] as const;
const SURFACE = { dark: 'rgb(22, 22, 29)', light: 'rgb(255, 255, 255)' } as const;
const TEXT = { dark: 'rgb(244, 244, 247)', light: 'rgb(22, 22, 29)' } as const;

/** Background and text colour of the element's card, once its React code has drawn it. */
function cardColours(page: Page, tag: string) {
  return page.evaluate((name) => {
    const card = document.querySelector(name)?.shadowRoot?.querySelector('.primedia-surface');
    if (!card) return null;
    const style = getComputedStyle(card);
    return { background: style.backgroundColor, color: style.color };
  }, tag);
}

for (const scheme of ['light', 'dark'] as const) {
  const other = scheme === 'light' ? 'dark' : 'light';
  test(`on a ${scheme} page the cards are ${scheme}, and theme="${other}" wins`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${DEMO_URL}/gallery.html`);
    for (const tag of CARDS) {
      await page.locator(tag).scrollIntoViewIfNeeded();
      await expect
        .poll(() => cardColours(page, tag), { message: tag })
        .toEqual({
          background: SURFACE[scheme],
          color: TEXT[scheme],
        });
      await page.locator(tag).evaluate((element, theme) => element.setAttribute('theme', theme), other);
      await expect
        .poll(() => cardColours(page, tag), { message: `${tag} theme=${other}` })
        .toEqual({
          background: SURFACE[other],
          color: TEXT[other],
        });
      await page.locator(tag).evaluate((element) => element.removeAttribute('theme'));
      await expect
        .poll(() => cardColours(page, tag), { message: `${tag} without theme` })
        .toEqual({
          background: SURFACE[scheme],
          color: TEXT[scheme],
        });
    }
  });
}
