/**
 * Widgets on pages we do not control (RELIABILITY.md 22): the script included twice and two different builds
 * on one page (development modules, the built module twice, the single-file IIFE build), a host page running
 * its own React app, and no page globals beyond the one namespaced Symbol key.
 */
import { expect, test } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { ensureBuiltWidgets, playerState, watchPage } from './support';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await ensureBuiltWidgets();
});

test('three copies of the widgets on one page define each element once and keep one player', async ({
  page,
}) => {
  const report = await watchPage(page);
  const scripts: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.url().includes('/built/embed')) scripts.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  await page.goto(`${DEMO_URL}/two-builds.html`);
  const first = page.locator('primedia-live-player[station="702"]');
  const second = page.locator('primedia-live-player[station="kfm"]');
  await expect(first.getByRole('button', { name: 'Play 702 live' })).toBeEnabled({ timeout: 20_000 });
  await expect(second.getByRole('button', { name: 'Play KFM 94.5 live' })).toBeEnabled();
  expect(scripts.sort()).toEqual([
    '/built/embed.iife.js',
    '/built/embed.js',
    '/built/embed.js?included=again',
  ]);
  // Each element has exactly one shadow root with one player inside: defined once, rendered once.
  expect(await first.evaluate((el) => el.shadowRoot?.querySelectorAll('section.live-player').length)).toBe(1);

  await first.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(first.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 15_000 });
  await second.getByRole('button', { name: 'Play KFM 94.5 live' }).click();
  await expect(second.getByRole('button', { name: 'Stop KFM 94.5 live' })).toBeVisible({ timeout: 15_000 });
  await expect(first.getByRole('button', { name: 'Play 702 live' })).toBeVisible();
  await expect.poll(async () => (await playerState(page)).playing, { timeout: 15_000 }).toBe(true);
  expect((await playerState(page)).count).toBe(1);
  await expect(page.locator('primedia-mini-player').getByRole('region', { name: 'Player' })).toHaveCount(1);

  const { errors, consoleErrors } = await report();
  expect(errors).toEqual([]);
  expect(consoleErrors.filter((m) => /already (been )?(defined|used)|NotSupportedError/i.test(m))).toEqual(
    [],
  );
});

test('the built widgets add no page globals beyond one namespaced Symbol key', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, '__before', {
      value: { names: Object.getOwnPropertyNames(window), symbols: Object.getOwnPropertySymbols(window) },
    });
  });
  await page.goto(`${DEMO_URL}/strict-csp.html`);
  await expect(
    page.locator('primedia-live-player').getByRole('button', { name: 'Play CapeTalk live' }),
  ).toBeEnabled({ timeout: 20_000 });
  await expect(page.locator('primedia-podcast-episodes [part="episode"]')).toHaveCount(3);
  const added = await page.evaluate(() => {
    const before = (window as unknown as { __before: { names: string[]; symbols: symbol[] } }).__before;
    return {
      names: Object.getOwnPropertyNames(window).filter((n) => !before.names.includes(n) && n !== '__before'),
      symbols: Object.getOwnPropertySymbols(window)
        .filter((s) => !before.symbols.includes(s))
        .map((s) => s.description),
    };
  });
  expect(added).toEqual({ names: [], symbols: ['primedia.shared.v1'] });
});

test('a host page running its own React app renders, updates and unmounts the widgets', async ({ page }) => {
  const report = await watchPage(page);
  await page.goto(`${DEMO_URL}/react-host.html`);
  const player = page.locator('#react-player');
  await expect(player.getByRole('button', { name: 'Play 702 live' })).toBeEnabled({ timeout: 20_000 });
  // The host's React is a different copy from the widgets' (the host exposes its own as window.React).
  expect(await page.evaluate(() => typeof (window as unknown as { React?: unknown }).React)).toBe('object');

  await page.getByRole('button', { name: 'Show kfm' }).click();
  await expect(player.getByRole('button', { name: 'Play KFM 94.5 live' })).toBeEnabled();
  await expect(page.locator('#react-guide')).toHaveAttribute('station', 'kfm');
  await expect(
    page.locator('#react-guide').getByRole('region', { name: 'KFM 94.5 programme guide' }),
  ).toBeVisible();

  await player.getByRole('button', { name: 'Play KFM 94.5 live' }).click();
  await expect(player.getByRole('button', { name: 'Stop KFM 94.5 live' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#react-events')).toContainText('primedia-play {"station":"kfm"');

  await page.getByRole('button', { name: 'Hide the guide' }).click();
  await expect(page.locator('#react-guide')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the guide' }).click();
  await expect(page.locator('#react-guide [part~="current"]')).toHaveCount(1);
  expect((await playerState(page)).count).toBe(1);
  const { errors } = await report();
  expect(errors).toEqual([]);
});
