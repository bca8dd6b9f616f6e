/**
 * Signing in from a partner article (docs/identity.md, "Partner pages"): on a listed partner origin "Remind me"
 * opens the wall, "Log in" signs in through a popup of the identity provider, and the listener is still on the
 * article with the reminder set; a second "Remind me" needs no wall. Signing out on the main site ends the
 * partner page's session too. From an origin that is not listed (localhost, the same demo server under another
 * name), the reminder is set on the main site, which says why and links back to the article.
 * The page clock is pinned to named South African times on the next working day, so the next shows are still
 * to come for the platform whatever hour and day the suite runs at, and the evening has a show after the one
 * on air.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillSignIn } from '../platform/identity.helpers';
import { APP_URL, DEMO_URL } from '../support/ports';
import { atSast, nextWorkingDay, sastDay } from '../support/sast-clock';
import { NEW_PASSWORD, signUpThroughApp, waitForSession } from '../walls/walls.helpers';

const UNLISTED_DEMO_URL = DEMO_URL.replace('127.0.0.1', 'localhost');

const TIMES = [
  { name: 'late evening', time: '21:30:00' },
  { name: 'just after midnight', time: '00:10:00' },
] as const;

/** The next show of the page's other guide (kfm, compact): a second protected action on the same article. */
async function otherGuideNextShow(page: Page): Promise<Locator> {
  const guide = page.locator('primedia-programme-guide[station="kfm"]');
  await expect(guide.locator('li[aria-current="true"]')).toBeVisible({ timeout: 15_000 });
  return showAfterCurrent(guide, 1);
}

async function openArticle(page: Page, origin: string, time: string): Promise<Locator> {
  await page.clock.install({ time: atSast(nextWorkingDay(sastDay(Date.now())), time) });
  await page.goto(`${origin}/station.html#listen`);
  // The partner's page carries the wall, as docs/widgets.md asks of pages with protected actions.
  await page.evaluate(() => document.body.append(document.createElement('primedia-registration-wall')));
  const guide = page.locator('primedia-programme-guide[station="947"]');
  await expect(guide.locator('li[aria-current="true"]')).toBeVisible({ timeout: 15_000 });
  return guide;
}

/** The n-th show after the one on air. */
function showAfterCurrent(guide: Locator, n: number): Locator {
  return guide.locator(`li[aria-current="true"] ${'+ li '.repeat(n)}`.trim());
}

/** Polled rather than awaited as an event: a popup that closed before a listener was attached never fires it. */
async function closesByItself(popup: Page): Promise<void> {
  await expect
    .poll(() => popup.isClosed(), { timeout: 60_000, message: 'the sign-in popup closes itself' })
    .toBe(true);
}

const wallOf = (page: Page) =>
  page.locator('primedia-registration-wall').getByRole('dialog', { name: 'Register to Continue' });

for (const { name, time } of TIMES) {
  test(`from a listed partner article, sign-in comes back with the reminder set and a second needs no wall (${name})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // An account of its own, made on the main site in another browser: this listener is signed in nowhere.
    const maker = await browser.newPage();
    const email = await signUpThroughApp(maker, 'partner-popup');
    await maker.context().close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const guide = await openArticle(page, DEMO_URL, time);
    const first = showAfterCurrent(guide, 1).getByRole('button', { name: /^Remind me of / });
    await first.click();
    await expect(wallOf(page)).toBeVisible({ timeout: 15_000 });

    const popupOpened = page.waitForEvent('popup');
    await wallOf(page).getByRole('button', { name: 'Log in' }).click();
    const popup = await popupOpened;
    await fillSignIn(popup, email, NEW_PASSWORD);
    await closesByItself(popup);

    // Still the article, never left; the asked-for reminder is set, and the wall is gone.
    expect(page.url()).toBe(`${DEMO_URL}/station.html#listen`);
    await expect(first).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect(wallOf(page)).toBeHidden();

    // A second protected action: no wall, no popup.
    let popups = 0;
    page.on('popup', () => popups++);
    const second = (await otherGuideNextShow(page)).getByRole('button', { name: /^Remind me of / });
    const saved = page.waitForResponse((r) => r.request().postData()?.includes('setReminder') ?? false);
    await second.click();
    expect((await (await saved).json()).data.setReminder.httpStatusCode).toBe(200);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(wallOf(page)).toBeHidden();
    expect(popups).toBe(0);

    // No token in the article's address, nor in its local storage (the tab's session storage only).
    expect(page.url()).not.toMatch(/code=|token/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.')))).toEqual(
      [],
    );
    await context.close();
  });
}

test('a listener signed in on the main site is not asked again, and signing out there ends the partner session', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApp(page, 'partner-known');
  const guide = await openArticle(page, DEMO_URL, TIMES[0].time);
  await showAfterCurrent(guide, 1)
    .getByRole('button', { name: /^Remind me of / })
    .click();
  const popupOpened = page.waitForEvent('popup');
  await wallOf(page).getByRole('button', { name: 'Log in' }).click();
  const popup = await popupOpened;
  // The provider's session is first-party in the popup: no form, the popup closes by itself.
  await closesByItself(popup);
  await expect(showAfterCurrent(guide, 1).getByRole('button', { name: /^Remind me of / })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 15_000 },
  );

  // Sign out on the main site, in another tab.
  const main = await page.context().newPage();
  await main.goto(`${APP_URL}/settings`);
  await main.getByRole('button', { name: 'Log out' }).click();
  await main.getByRole('button', { name: 'Sign out', exact: true }).click();
  await main.waitForURL((url) => url.origin === APP_URL && url.pathname === '/');
  await waitForSession(main, 'anonymous');
  await main.close();

  // Back on the article: the session check ends its session, and the next protected action meets the wall.
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await waitForSession(page, 'anonymous');
  await (await otherGuideNextShow(page)).getByRole('button', { name: /^Remind me of / }).click();
  await expect(wallOf(page)).toBeVisible();
});

test('from an unlisted origin the reminder is set on the main site, which says why and links back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await signUpThroughApp(page, 'partner-unlisted');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const guide = await openArticle(page, UNLISTED_DEMO_URL, TIMES[0].time);
  const show = showAfterCurrent(guide, 1);
  const headline = (await show.getByRole('heading').textContent())?.trim() ?? '';
  await show.getByRole('button', { name: /^Remind me of / }).click();
  await wallOf(page).getByRole('button', { name: 'Log in' }).click();
  await fillSignIn(page, email, NEW_PASSWORD);

  await page.waitForURL((url) => url.origin === APP_URL && url.pathname === '/partner-action');
  const main = page.getByRole('main');
  await expect(main.getByText(`Your reminder for ${headline} is set.`)).toBeVisible({ timeout: 15_000 });
  await expect(main.getByText(/localhost.* is not a Primedia\+ partner site/)).toBeVisible();
  const back = main.getByRole('link', { name: /Back to the article/ });
  await expect(back).toHaveAttribute('href', `${UNLISTED_DEMO_URL}/station.html#listen`);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(back).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`partner-action-${width}.png`) });
  }
  await back.click();
  await page.waitForURL(`${UNLISTED_DEMO_URL}/station.html#listen`);
});
