/**
 * Reminders (docs/time-shift.md): "Remind me" on a show still to come is kept on the listener's account, survives a
 * reload, and at the show's start (a clock the test controls) the page says so with a button that plays it live,
 * and with a system notification when the listener allowed them. Anonymous listeners of the partner widget get
 * the registration wall instead.
 */
import { expect, test, type Locator } from '@playwright/test';
import { chromiumLaunch, FULL_CHROMIUM } from '../support/chromium';
import { APP_URL, DEMO_URL } from '../support/ports';
import { signUpThroughApp } from '../walls/walls.helpers';

// The headless shell shows no system notifications (tests/support/chromium.ts).
test.use({ launchOptions: chromiumLaunch(FULL_CHROMIUM) });

/**
 * The first show after the one on air: today's next, or tomorrow's first when the last show of the day is on.
 * The page keeps a chosen day in its address, so after a reload the guide may already show tomorrow.
 */
async function nextShow(guide: Locator): Promise<Locator> {
  const tomorrow = guide.getByRole('button', { name: /^Tomorrow/ });
  if ((await tomorrow.getAttribute('aria-pressed')) !== 'true') {
    await expect(guide.locator('li[aria-current="true"]')).toBeVisible();
    const next = guide.locator('li[aria-current="true"] + li');
    if ((await next.count()) > 0) return next;
    await tomorrow.click();
    await expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(guide.locator('li').first()).toBeVisible();
  return guide.locator('li').first();
}

/**
 * Records the system notifications the page shows: the browser's own, wrapped, so the permission and the
 * constructor are the real ones.
 */
function recordNotifications() {
  const shown: { title: string; body: string; tag: string }[] = [];
  (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, body: options?.body ?? '', tag: options?.tag ?? '' });
    }
  }
  window.Notification = Recorded;
}

for (const allowed of [true, false]) {
  test(`a reminder set in the guide survives a reload and fires at the show start with a play button (notifications ${allowed ? 'allowed' : 'not allowed'})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    if (allowed) await context.grantPermissions(['notifications'], { origin: APP_URL });
    await page.addInitScript(recordNotifications);
    // A listener of its own: the two cases run side by side, and one's reminder firing removes it from the
    // account, which the other would read as its own.
    await signUpThroughApp(page, 'reminders');
    await page.clock.install();
    await page.goto('/station/702/guide');
    const guide = page.getByRole('region', { name: /programme guide/ });
    const next = await nextShow(guide);
    const headline = (await next.getByRole('heading').textContent())?.trim() ?? '';
    const start = Number(await next.getAttribute('data-start'));
    const remind = next.getByRole('button', { name: `Remind me of ${headline}` });
    await expect(remind).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((r) => r.request().postData()?.includes('setReminder') ?? false);
    await remind.click();
    await expect(remind).toHaveAttribute('aria-pressed', 'true');
    await expect(remind).toHaveText('✓ Remind me');
    expect((await (await saved).json()).data.setReminder.httpStatusCode).toBe(200);

    // From the account after a reload.
    await page.reload();
    const again = await nextShow(guide);
    await expect(again.getByRole('button', { name: `Remind me of ${headline}` })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 15_000 },
    );
    const alert = page.getByRole('alert').filter({ hasText: `${headline} is starting now` });
    await expect(alert).toHaveCount(0);

    // The show starts.
    const wait = start * 1000 - (await page.evaluate(() => Date.now()));
    await page.clock.fastForward(Math.max(0, wait) + 1_000);
    await expect(alert).toBeVisible({ timeout: 10_000 });
    // A system notification too, only when the listener allowed them.
    const shown = await page.evaluate(
      () =>
        (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications,
    );
    expect(shown).toEqual(
      allowed
        ? [{ title: `${headline} is starting`, body: 'Tap to listen live', tag: expect.any(String) }]
        : [],
    );
    await alert.getByRole('button', { name: 'Play live' }).click();
    await expect(alert).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Stop' }),
    ).toBeVisible({
      timeout: 15_000,
    });
  });
}

test('an anonymous listener of the guide widget meets the registration wall on "Remind me"', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/station.html`);
  // The partner's page carries the wall, as the embed guide asks of pages with protected actions.
  await page.evaluate(() => document.body.append(document.createElement('primedia-registration-wall')));
  const guide = page.locator('primedia-programme-guide[station="947"]');
  const next = await nextShow(guide);
  await next.getByRole('button', { name: /^Remind me of / }).click();
  await expect(
    page.locator('primedia-registration-wall').getByRole('dialog', { name: 'Register to Continue' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(next.getByRole('button', { name: /^Remind me of / })).toHaveAttribute('aria-pressed', 'false');
  await expect(next.getByRole('button', { name: /^Add to calendar: / })).toBeVisible();
});

test('"Remind me" pressed while the wall\'s code is still on its way opens the wall once it arrives', async ({
  page,
}) => {
  // The wall's module answers late, as on a slow connection: held until after the press, so the press lands
  // before the element is defined however long the page takes to get there (a fixed 2.5 s delay was not
  // always long enough on a busy machine).
  let wallAsked = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/widgets/elements/registration-wall.tsx*', async (route) => {
    wallAsked = true;
    await held;
    await route.continue();
  });
  await page.goto(`${DEMO_URL}/station.html`);
  await page.evaluate(() => document.body.append(document.createElement('primedia-registration-wall')));
  const guide = page.locator('primedia-programme-guide[station="947"]');
  const next = await nextShow(guide);
  await next.getByRole('button', { name: /^Remind me of / }).click();
  expect(await page.evaluate(() => customElements.get('primedia-registration-wall') === undefined)).toBe(
    true,
  );
  await expect.poll(() => wallAsked).toBe(true);
  release();
  await expect(
    page.locator('primedia-registration-wall').getByRole('dialog', { name: 'Register to Continue' }),
  ).toBeVisible({ timeout: 15_000 });
});
