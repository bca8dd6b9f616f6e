/**
 * Widgets on any host tree (docs/widgets.md, "Frameworks and shadow DOM"): inside a Lit app's shadow root they
 * load, upgrade and play; a server-rendered React page with every widget hydrates with no error, since nothing
 * enters an element's light DOM, and plays; a property set before the upgrade is kept; `compact="false"` is
 * false; the placeholder follows attribute changes made before the code arrives; the quick start alone does not
 * shift; a stop from a removed element is heard on the document; a missing code file says so with "Try again",
 * which loads it once it is back; the registration wall shows one at a time, reports opening and closing, lets
 * the page cancel a sign-in, and comes when no page has one.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_URL } from '../support/ports';
import { mediaTime, onMedia } from '../support/media';
import { atSast, sastDay } from '../support/sast-clock';
import { watchPage, withoutGuideCode } from './support';

const TAGS = ['primedia-live-player', 'primedia-programme-guide', 'primedia-podcast-episodes'] as const;

/** Whether each widget's code has replaced its placeholder (no `primedia-shell` left in its shadow root). */
const rendered = (page: Page, tag: string) =>
  page
    .locator(tag)
    .evaluateAll(
      (elements) =>
        elements.length > 0 &&
        elements.every(
          (el) => el.shadowRoot !== null && el.shadowRoot.querySelector('primedia-shell') === null,
        ),
    );

for (const width of [390, 1440]) {
  test(`inside a Lit app's shadow root every widget loads, upgrades and plays at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${DEMO_URL}/lit-host.html`);
    const app = page.locator('partner-app');
    // Each one's placeholder first or straight its element, then the element itself.
    for (const tag of TAGS) await expect.poll(() => rendered(page, tag), { timeout: 30_000 }).toBe(true);
    // The guide's property set before the upgrade reached it, and compact="false" left it full height.
    const guide = app.locator('primedia-programme-guide');
    await expect(guide).toContainText('947', { timeout: 20_000 });
    await expect(guide).not.toContainText('No station chosen');
    expect(await guide.evaluate((el) => el.getBoundingClientRect().height)).toBe(480);
    // The wall's methods are the real ones.
    expect(
      await app
        .locator('primedia-registration-wall')
        .evaluate((el) => typeof (el as HTMLElement & { open?: unknown }).open),
    ).toBe('function');
    await page.screenshot({ path: test.info().outputPath(`lit-host-${width}.png`), fullPage: true });

    const live = app.locator('primedia-live-player');
    await live.getByRole('button', { name: 'Play 702 live' }).click();
    await expect(live.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 20_000 });
    // The mini player in the app's shadow root shows what plays, docked in view.
    const mini = app.locator('primedia-mini-player').getByRole('region', { name: 'Player' });
    await expect(mini).toBeInViewport();
    await expect(mini).toContainText('702');
  });
}

test('a server-rendered React page with every widget hydrates with no error, keeps its markup and plays', async ({
  page,
}) => {
  const report = await watchPage(page);
  await page.goto(`${DEMO_URL}/ssr-host.html`);
  for (const tag of TAGS) {
    await page.locator(tag).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(page, tag), { timeout: 30_000 }).toBe(true);
  }
  await expect(page.locator('primedia-programme-guide')).toContainText('947', { timeout: 20_000 });
  await expect(page.locator('primedia-podcast-episodes').getByRole('listitem').first()).toBeVisible({
    timeout: 20_000,
  });
  // The wall's code comes while the browser is idle; its methods are then the real ones.
  await expect
    .poll(() =>
      page
        .locator('primedia-registration-wall')
        .evaluate((el) => typeof (el as HTMLElement & { open?: unknown }).open),
    )
    .toBe('function');
  // The server's heading is the one React hydrated (thrown-away markup would be re-rendered, not kept).
  expect(await page.locator('h1').evaluate((h1) => h1.textContent)).toBe('A server-rendered article');
  const elementsLightDom = await page
    .locator([...TAGS, 'primedia-registration-wall', 'primedia-mini-player'].join(', '))
    .evaluateAll((els) => els.map((el) => el.childNodes.length));
  expect(elementsLightDom).toEqual([0, 0, 0, 0, 0]);

  const live = page.locator('primedia-live-player');
  await live.scrollIntoViewIfNeeded();
  await live.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(live.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 20_000 });
  const started = await mediaTime(page);
  await expect.poll(() => mediaTime(page), { timeout: 15_000 }).toBeGreaterThan(started + 2);
  await expect(page.locator('primedia-mini-player').getByRole('region', { name: 'Player' })).toBeVisible();

  const { errors, consoleErrors } = await report();
  expect(errors).toEqual([]);
  expect(consoleErrors.filter((text) => /hydrat|#418|#423|did not match/i.test(text))).toEqual([]);
});

test('the placeholder follows an attribute changed before the code arrives', async ({ page }) => {
  // The live player's code is held back, so the placeholder is what the listener sees.
  await page.route('**/elements/live-player*', () => undefined);
  await page.goto(`${DEMO_URL}/gallery.html`);
  const live = page.locator('primedia-live-player');
  await expect(live.getByRole('button', { name: 'Play 702 live' })).toBeVisible();
  await live.evaluate((el) => el.setAttribute('station', 'kfm'));
  await expect(live.getByRole('button', { name: /Play KFM.* live/ })).toBeVisible();
  await expect(live.getByRole('button', { name: 'Play 702 live' })).toHaveCount(0);
});

for (const width of [390, 1440]) {
  test(`the quick start alone does not shift at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.defineProperty(window, '__shifts', { value: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${DEMO_URL}/quick-start.html`);
    for (const tag of TAGS) await expect.poll(() => rendered(page, tag), { timeout: 30_000 }).toBe(true);
    await expect(page.locator('primedia-podcast-episodes').getByRole('listitem').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('primedia-programme-guide').getByRole('listitem').first()).toBeVisible({
      timeout: 20_000,
    });
    const cls = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(cls.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
}

test('a playing element removed by the page still gets one stop heard on the document', async ({ page }) => {
  await page.addInitScript(() => {
    const heard: { type: string; onDocument: boolean; element: string }[] = [];
    Object.defineProperty(window, '__heard', { value: heard });
    for (const type of ['primedia-play', 'primedia-stop'])
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent<{ element?: Element }>).detail;
        heard.push({
          type,
          onDocument: event.target === document,
          element: (detail.element ?? (event.target as Element)).localName,
        });
      });
  });
  await page.goto(`${DEMO_URL}/gallery.html`);
  const live = page.locator('primedia-live-player');
  await live.getByRole('button', { name: 'Play 702 live' }).click();
  await expect(live.getByRole('button', { name: 'Stop 702 live' })).toBeVisible({ timeout: 20_000 });
  // An SPA navigation takes the element away; the page then stops what plays (as a new page's player would).
  await live.evaluate((el) => el.remove());
  await onMedia(page, (media) => media?.pause());
  const heard = () => page.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard);
  await expect.poll(heard, { timeout: 15_000 }).toEqual([
    { type: 'primedia-play', onDocument: false, element: 'primedia-live-player' },
    { type: 'primedia-stop', onDocument: true, element: 'primedia-live-player' },
  ]);
});

/** The quick start with the guide's code file gone (an upgrade deleted the old files). */
const withoutQuickStartGuide = (page: Page) =>
  withoutGuideCode(page, `${DEMO_URL}/quick-start.html`, '**/elements/programme-guide*');

test('a missing code file shows a message with Try again and fires primedia-error', async ({ page }) => {
  const { errors } = await withoutQuickStartGuide(page);
  expect(await errors()).toEqual([
    { code: 'load-failed', message: 'This widget could not be loaded. Please try again.' },
  ]);
});

test('Try again loads a missing code file once it is back', async ({ page }) => {
  // Chromium may keep a module that failed to load as failed for the page's life: the loader asks for the file
  // under another address (widgets/runtime/embed.ts, failedFile), so the file is fetched again.
  const { guide, retry, restore } = await withoutQuickStartGuide(page);
  restore();
  await retry.click();
  await expect(guide.getByRole('group', { name: 'Choose a day' })).toBeVisible({ timeout: 20_000 });
});

test('the registration wall: one at a time, open and close events, a sign-in the page can cancel', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const heard: string[] = [];
    Object.defineProperty(window, '__heard', { value: heard });
    for (const type of ['primedia-open', 'primedia-close', 'primedia-signin-request'])
      document.addEventListener(type, (event) => {
        heard.push(type);
        if (type === 'primedia-signin-request') event.preventDefault();
      });
  });
  await page.goto(`${DEMO_URL}/lit-host.html`);
  const heard = () => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
  const inApp = page.locator('partner-app primedia-registration-wall');
  // A second wall element, in the document.
  await page.evaluate(() => document.body.append(document.createElement('primedia-registration-wall')));
  await expect
    .poll(() => inApp.evaluate((el) => typeof (el as HTMLElement & { open?: unknown }).open))
    .toBe('function');
  await inApp.evaluate((el) => (el as HTMLElement & { open(): void }).open());
  await expect(page.getByRole('dialog', { name: 'Register to Continue' })).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Register to Continue' })).toBeVisible();
  await expect.poll(heard).toEqual(['primedia-open']);

  const before = page.url();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(heard).toEqual(['primedia-open', 'primedia-signin-request']);
  expect(page.url()).toBe(before);

  await page.getByRole('button', { name: 'Close registration' }).click();
  await expect(page.getByRole('dialog', { name: 'Register to Continue' })).toHaveCount(0);
  await expect.poll(heard).toEqual(['primedia-open', 'primedia-signin-request', 'primedia-close']);
  await expect(inApp).not.toHaveAttribute('open');
});

test('"Remind me" on a page with no wall element opens a wall at the end of the page', async ({ page }) => {
  // Mid-morning, South African time: from 19:00 on a Sunday the guide's last show is on air and no show of
  // the day is left to be reminded of.
  await page.clock.install({ time: atSast(sastDay(Date.now()), '10:00:00') });
  await page.goto(`${DEMO_URL}/quick-start.html`);
  const remind = page.locator('primedia-programme-guide').getByRole('button', { name: /^Remind me of / });
  await remind.first().click({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Register to Continue' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('body > primedia-registration-wall')).toHaveCount(1);
});

test("on a right-to-left page the guide's time ranges still read start to end", async ({ page }) => {
  await page.goto(`${DEMO_URL}/quick-start.html`);
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  const times = page.locator('primedia-programme-guide').getByRole('listitem').first().locator('time');
  await expect(times).toHaveCount(2, { timeout: 20_000 });
  const [start, end] = await times.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().x),
  );
  expect(start).toBeLessThan(end ?? 0);
  await page.screenshot({ path: test.info().outputPath('rtl-guide.png') });
});
