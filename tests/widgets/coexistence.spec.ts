/**
 * Widgets on pages we do not control (docs/design.md, "Partner page failures"): the script included twice and two different builds
 * on one page (development modules, the built module twice, the single-file IIFE build), a host page running
 * its own React 18 app, and no page globals beyond the one namespaced Symbol key.
 */
import { axeScan } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { ensureBuiltWidgets, playerState, watchPage } from './support';
import { STORE_REGISTRY_NAME } from '../../src/core/store-registry';

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
  // Each element has exactly one shadow root with one player inside: defined once, rendered once. The enabled
  // button above may still be the light shell's, so wait for the real element to render into its own root.
  await expect
    .poll(() => first.evaluate((el) => el.shadowRoot?.querySelectorAll('section.live-player').length ?? 0), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
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
  expect(added).toEqual({ names: [], symbols: [STORE_REGISTRY_NAME] });
});

/**
 * Records every React renderer on the page, the way React DevTools learns of them: each copy of react-dom
 * reports its version to `__REACT_DEVTOOLS_GLOBAL_HOOK__` when it loads.
 */
async function recordReactRenderers(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const versions: string[] = [];
    Object.defineProperty(window, '__reactRenderers', { value: versions });
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: (renderer: { version: string; rendererPackageName?: string }) =>
          versions.push(`${renderer.rendererPackageName ?? 'renderer'}@${renderer.version}`),
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { __reactRenderers: string[] }).__reactRenderers]);
}

test('a host page running its own React 18 app renders, updates and unmounts the widgets', async ({
  page,
}) => {
  const report = await watchPage(page);
  const renderers = await recordReactRenderers(page);
  await page.goto(`${DEMO_URL}/react-host.html`);
  const player = page.locator('#react-player');
  const guide = page.locator('#react-guide');
  await expect(player.getByRole('button', { name: 'Play 702 live' })).toBeEnabled({ timeout: 20_000 });

  // The host app runs React 18 (it writes its own React.version on #app), and the widgets their React 19:
  // two react-dom copies on the page, neither replacing the other.
  const hostVersion = (await page.locator('#app').getAttribute('data-react-version')) ?? '';
  expect(hostVersion).toMatch(/^18\./);
  await expect(page.getByText(`Host app: React ${hostVersion}.`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe(
    hostVersion,
  );
  await expect.poll(renderers).toHaveLength(2);
  const loaded = await renderers();
  expect(loaded).toContain(`react-dom@${hostVersion}`);
  expect(loaded.filter((r) => /^react-dom@19\./.test(r))).toHaveLength(1);

  expect((await axeScan(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  // JSX elements with attributes from React state; changing the state changes the attribute and the widget.
  await expect(player).toHaveAttribute('station', '702');
  await page.getByRole('button', { name: 'Show kfm' }).click();
  await expect(player).toHaveAttribute('station', 'kfm');
  await expect(player.getByRole('button', { name: 'Play KFM 94.5 live' })).toBeEnabled();
  await expect(guide).toHaveAttribute('station', 'kfm');
  await expect(guide.getByRole('region', { name: 'KFM 94.5 programme guide' })).toBeVisible();

  // The shared player plays, and the app hears the widget's event through its ref listener.
  await player.getByRole('button', { name: 'Play KFM 94.5 live' }).click();
  await expect(player.getByRole('button', { name: 'Stop KFM 94.5 live' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#react-events')).toContainText('primedia-play {"station":"kfm"');
  await expect.poll(async () => (await playerState(page)).playing, { timeout: 15_000 }).toBe(true);

  // React unmounts the playing live player: listening goes on in the one player and the mini player.
  await page.getByRole('button', { name: 'Hide the player' }).click();
  await expect(player).toHaveCount(0);
  await expect(page.locator('primedia-mini-player').getByRole('region', { name: 'Player' })).toHaveCount(1);
  await expect.poll(() => playerState(page)).toEqual({ count: 1, playing: true });
  await page.getByRole('button', { name: 'Show the player' }).click();
  await expect(player.getByRole('button', { name: 'Stop KFM 94.5 live' })).toBeVisible();

  await page.getByRole('button', { name: 'Hide the guide' }).click();
  await expect(guide).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the guide' }).click();
  await expect(page.locator('#react-guide [part~="current"]')).toHaveCount(1);
  expect(await playerState(page)).toEqual({ count: 1, playing: true });

  const { errors, consoleErrors } = await report();
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
