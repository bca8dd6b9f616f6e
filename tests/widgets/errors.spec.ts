/**
 * Every widget reports its failures with `primedia-error` and a documented `code` (docs/widgets.md, "Bad
 * attributes"), and shows the message for as long as the failure lasts: the live player's station list that
 * does not load (and then does), and an episode that cannot play under a CSP without `blob:` (hls.js path).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { ensureBuiltWidgets } from './support';

async function recordErrors(page: Page) {
  await page.addInitScript(() => {
    const errors: unknown[] = [];
    Object.defineProperty(window, '__errors', { value: errors });
    document.addEventListener('primedia-error', (event) => {
      const detail = (event as CustomEvent<{ code: string; message: string }>).detail;
      errors.push({ tag: (event.target as Element).localName, code: detail.code, message: detail.message });
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __errors: { tag: string; code: string; message: string }[] }).__errors,
    );
}

test('the live player reports a station list that does not load, and recovers by itself', async ({
  page,
}) => {
  const errors = await recordErrors(page);
  let failing = true;
  await page.route(/\/graphql\?.*getStationList/, (route) =>
    failing ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback(),
  );
  await page.goto(`${DEMO_URL}/two-stations.html`);
  const player = page.locator('primedia-live-player[station="947"]');
  const message = player.getByRole('alert');
  await expect(message).toContainText(
    'The station could not be loaded. Check your connection and try again.',
  );
  await expect(player.getByRole('button', { name: 'Play 947 live' })).toBeDisabled();
  await expect
    .poll(async () =>
      (await errors()).filter((e) => e.tag === 'primedia-live-player' && e.code === 'load-failed'),
    )
    .toHaveLength(2); // one per player on the page, once each

  // "Try again" lies wholly inside the card's fixed box, which clips what overflows it.
  const retry = player.getByRole('button', { name: 'Try again' });
  const [retryBox, cardBox] = await Promise.all([
    retry.boundingBox(),
    player.locator('.live-player').boundingBox(),
  ]);
  expect(retryBox && cardBox).toBeTruthy();
  if (retryBox && cardBox) {
    expect(retryBox.y).toBeGreaterThanOrEqual(cardBox.y);
    expect(retryBox.y + retryBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
  }

  failing = false;
  await retry.click();
  await expect(player.getByRole('button', { name: 'Play 947 live' })).toBeEnabled();
  await expect(message).toHaveCount(0);
  // The other player retries without a click, within its retry interval (5 s, live-player.tsx).
  await expect(
    page.locator('primedia-live-player[station="kfm"]').getByRole('button', { name: 'Play KFM 94.5 live' }),
  ).toBeEnabled({ timeout: 15_000 });
});

test('an episode that cannot play under a CSP without blob: says so in the list and fires playback-failed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await ensureBuiltWidgets();
  const errors = await recordErrors(page);
  // hls.js feeds the element through a blob: URL, which this page's CSP forbids.
  await page.goto(`${DEMO_URL}/strict-csp.html?engine=hlsjs`);
  const list = page.locator('primedia-podcast-episodes');
  await list
    .locator('[part="episode"]')
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(list.locator('[part="error"]')).toBeVisible({ timeout: 20_000 });
  await expect(list.locator('[part="error"]')).toHaveAttribute('role', 'alert');
  await expect
    .poll(async () => (await errors()).filter((e) => e.tag === 'primedia-podcast-episodes'))
    .toEqual([expect.objectContaining({ code: 'playback-failed' })]);
});
