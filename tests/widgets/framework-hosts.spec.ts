/**
 * Widgets in apps built with a partner's own tooling (docs/widgets.md, "Frameworks and shadow DOM"): the partner
 * demo's Vue 3 and Svelte 5 article pages (demo/vue-host/, demo/svelte-host/), development builds made with each
 * framework's own Vite plugin, beside the built partner file /built/embed.js. At a phone's and a desktop's width
 * every widget loads and upgrades, the guide's `compact` bound to false leaves it full height, the app's station
 * switch re-renders the widgets, the app opens the wall through its ref, live radio plays (the media clock
 * moves), the app removing the playing element leaves one stop for `document` to hear, and the console has no
 * error or warning, the frameworks' own (an unknown element, a hydration mismatch) included.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { mediaTime } from '../support/media';
import { ensureBuiltWidgets, playerState } from './support';

const HOSTS = [
  { framework: 'Vue 3', page: 'vue-host.html', id: 'vue' },
  { framework: 'Svelte 5', page: 'svelte-host.html', id: 'svelte' },
] as const;

/** The guide's height without `compact` (widgets/runtime/registry.ts; demo.css reserves the same box). */
const FULL_GUIDE_HEIGHT = 480;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await ensureBuiltWidgets();
});

/** Every console error and warning and every uncaught error of the page, from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Records, before the page's scripts run, every `primedia-stop` that reaches `document`. */
async function recordStops(page: Page) {
  await page.addInitScript(() => {
    const heard: { target: string; element: string; reason: string }[] = [];
    Object.defineProperty(window, '__stops', { value: heard });
    document.addEventListener('primedia-stop', (event) => {
      const detail = (event as CustomEvent<{ element?: Element; reason: string }>).detail;
      heard.push({
        target: event.target === document ? 'document' : 'element',
        element: (detail.element ?? (event.target as Element)).localName,
        reason: detail.reason,
      });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __stops: unknown[] }).__stops);
}

/** Whether the element's code has replaced its placeholder (its shadow root holds no `primedia-shell`). */
const upgraded = (widget: Locator) =>
  widget.evaluate((el) => el.shadowRoot !== null && el.shadowRoot.querySelector('primedia-shell') === null);

for (const host of HOSTS) {
  for (const width of [390, 1440]) {
    test(`a ${host.framework} app: every widget upgrades, follows the app's state and plays; removing the playing one stops once at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const problems = consoleProblems(page);
      const stops = await recordStops(page);
      await page.goto(`${DEMO_URL}/${host.page}`);

      const player = page.locator(`#${host.id}-player`);
      const guide = page.locator(`#${host.id}-guide`);
      const episodes = page.locator(`#${host.id}-episodes`);
      const wall = page.locator(`#${host.id}-wall`);
      const mini = page.locator(`#${host.id}-mini-player`);

      // The app rendered the article, then each widget's code took over its element as it came into view.
      await expect(page.getByRole('heading', { level: 1, name: 'Taxi fares rise on Monday' })).toBeVisible();
      for (const widget of [player, guide, episodes]) {
        await widget.scrollIntoViewIfNeeded();
        await expect.poll(() => upgraded(widget), { timeout: 30_000 }).toBe(true);
      }
      await expect(episodes.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
      await expect(guide.getByRole('region', { name: '702 programme guide' })).toBeVisible({
        timeout: 20_000,
      });
      // `compact` bound to false: the guide keeps its full height.
      expect((await guide.boundingBox())?.height).toBe(FULL_GUIDE_HEIGHT);

      // The app's station switch: its state reaches both widgets, which re-render for the new station.
      await page.getByRole('group', { name: 'Station' }).getByRole('button', { name: 'KFM 94.5' }).click();
      await player.scrollIntoViewIfNeeded();
      await expect(player.getByRole('button', { name: 'Play KFM 94.5 live' })).toBeEnabled({
        timeout: 20_000,
      });
      await expect(player.getByRole('button', { name: 'Play 702 live' })).toHaveCount(0);
      await expect(guide.getByRole('region', { name: 'KFM 94.5 programme guide' })).toBeVisible();

      // The wall's code came while the browser was idle; the app opens it through its ref.
      await expect.poll(() => upgraded(wall), { timeout: 20_000 }).toBe(true);
      await page.getByRole('button', { name: 'Join Primedia+ to save shows' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register to Continue' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toBeInViewport();
      await dialog.getByRole('button', { name: 'Close registration' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(wall).not.toHaveAttribute('open');

      await page.screenshot({ path: test.info().outputPath(`${host.id}-host-${width}.png`), fullPage: true });

      // Live radio plays: the button turns to Stop, the app hears the play, and the media clock moves.
      await player.getByRole('button', { name: 'Play KFM 94.5 live' }).click();
      await expect(player.getByRole('button', { name: 'Stop KFM 94.5 live' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.locator(`#${host.id}-events`)).toContainText('primedia-play kfm');
      const startedAt = await mediaTime(page);
      await expect.poll(() => mediaTime(page), { timeout: 15_000 }).toBeGreaterThan(startedAt + 1);
      const bar = mini.getByRole('region', { name: 'Player' });
      await expect(bar).toBeVisible();

      // The app's conditional rendering removes the playing element: listening goes on in the mini player.
      await page.getByRole('button', { name: 'Hide the player' }).click();
      await expect(player).toHaveCount(0);
      await expect(bar).toBeInViewport();
      expect(await playerState(page)).toEqual({ count: 1, playing: true });
      expect(await stops()).toEqual([]);

      // The mini player's Stop ends that listening: one stop, for the removed element, heard on document.
      await bar.getByRole('button', { name: 'Stop', exact: true }).click();
      await expect(bar).toHaveCount(0);
      await expect
        .poll(stops)
        .toEqual([{ target: 'document', element: 'primedia-live-player', reason: 'stopped' }]);
      await expect.poll(async () => (await playerState(page)).playing).toBe(false);
      expect(await stops()).toHaveLength(1);

      expect(problems).toEqual([]);
    });
  }
}
