/**
 * A listener's journeys through the production build (project "journeys" in playwright.config.ts: the app as
 * `npm run build` makes it, served with its production headers, against a platform of its own). Each step
 * checks what a person would see: text on screen, controls in the viewport and not covered, a video whose
 * picture moves, a clock that runs; the page's media element only confirms that sound is (or is not) playing.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillSignIn, PASSWORD } from '../platform/identity.helpers';
import { expectMediaPlaying, expectUncovered, expectVideoSeen, mediaPlaying } from '../support/seen';

const PODCAST = '/podcasts/the-money-hour-podcast';
const VIDEO = '/video/a-day-with-a-lifeguard';

/** Seconds shown by a clock text such as "01:05" or "1:02:03". */
function seconds(text: string): number {
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

async function heading(page: Page, text: string | RegExp) {
  const h1 = page.locator('main h1').first();
  await expect(h1).toHaveText(text, { timeout: 15_000 });
  // The server's HTML shows the page before its code has run; only a live player keeps a press made that
  // early (app-server/start-script.ts), so a journey presses the page's other controls once it has hydrated.
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await expectUncovered(h1);
}

/** Opens a page from the side menu, as a listener at a wide screen does. */
async function openFromMainMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click();
}

function miniPlayer(page: Page): Locator {
  return page.getByRole('region', { name: 'Player' });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Explore, live radio, a podcast episode with seeking, a video seen and closed, search', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The production policy must let everything the journey uses through, on every page it opens.
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      document.addEventListener('securitypolicyviolation', (event) =>
        report(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });

    await test.step('open Explore', async () => {
      await page.goto('/');
      await heading(page, 'Explore');
      await expectUncovered(page.locator('.hero-card').first());
    });

    await test.step('play a station', async () => {
      const play = page.getByRole('button', { name: 'Play 702 live' }).first();
      await expectUncovered(play);
      await play.click();
      const player = miniPlayer(page);
      await expect(player).toContainText('702');
      await expect(player).toContainText('Live');
      await expectUncovered(player);
      await expectMediaPlaying(page);
      await expect(page.getByRole('button', { name: 'Stop 702 live' }).first()).toBeVisible();
    });

    await test.step('switch station', async () => {
      await page.getByRole('button', { name: 'Play 947 live' }).first().click();
      await expect(miniPlayer(page)).toContainText('947');
      await expect(page.getByRole('button', { name: 'Stop 947 live' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Play 702 live' }).first()).toBeVisible();
      await expectMediaPlaying(page);
    });

    let episodeTitle = '';
    await test.step('open a podcast and play an episode', async () => {
      await page.goto(PODCAST);
      await heading(page, /Money Hour/);
      // The newest episodes are Audiostar+; a free one plays for anyone.
      const row = page.locator('.podcast-episodes li').filter({ hasNotText: 'Audiostar+' }).first();
      episodeTitle = (await row.locator('.podcast-episodes__title').innerText()).trim();
      const play = row.getByRole('button', { name: `Play ${episodeTitle}` });
      await expectUncovered(play);
      await play.click();
      const player = miniPlayer(page);
      await expect(player).toContainText(episodeTitle);
      await expectUncovered(player);
      await expectMediaPlaying(page);
    });

    await test.step('seek', async () => {
      const player = miniPlayer(page);
      const elapsed = player.locator('.transport__time').first();
      const before = seconds(await elapsed.innerText());
      const slider = player.getByRole('slider', { name: 'Seek' });
      await expectUncovered(slider);
      await slider.focus();
      await page.keyboard.press('PageUp');
      await page.keyboard.press('PageUp');
      // Two Page Ups are 20 % of an episode that lasts minutes: the shown time jumps well past a few seconds.
      await expect.poll(async () => seconds(await elapsed.innerText())).toBeGreaterThan(before + 30);
      await expectMediaPlaying(page);
    });

    await test.step('open a video and see it', async () => {
      await page.goto(VIDEO);
      await heading(page, /lifeguard/i);
      await page
        .locator('.content-header')
        .getByRole('button', { name: /^Watch / })
        .click();
      const view = page.getByRole('region', { name: /^Video: / });
      await expectMediaPlaying(page);
      await expectVideoSeen(page, view.locator('video'));
      // Started as video: the audio mini player is not shown over it.
      await expect(miniPlayer(page)).toHaveCount(0);
    });

    await test.step('close it', async () => {
      const view = page.getByRole('region', { name: /^Video: / });
      const close = view.getByRole('button', { name: 'Close video' });
      await expectUncovered(close);
      await close.click();
      await expect(view).toHaveCount(0);
      await expect(page.locator('img.content-header__image')).toBeVisible();
      await expect.poll(() => mediaPlaying(page)).toBe(false);
    });

    await test.step('search', async () => {
      await openFromMainMenu(page, 'Search');
      await heading(page, 'Search');
      await page.getByRole('searchbox').or(page.getByLabel('Search Primedia+')).first().fill('lifeguard');
      const result = page
        .locator('main')
        .getByRole('link', { name: /lifeguard/i })
        .first();
      await expect(result).toBeVisible();
      await expectUncovered(result);
      await expect(page).toHaveURL(/[?&]q=lifeguard/);
    });

    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('bookmark after signing in, find it in My Content, take it off, sign out', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(VIDEO);
    await heading(page, /lifeguard/i);
    const headline = (await page.locator('main h1').first().innerText()).trim();
    const bookmark = page.getByRole('button', { name: `Bookmark ${headline}` });

    await test.step('an anonymous bookmark asks the listener to register or log in', async () => {
      await bookmark.click();
      const wall = page.getByRole('dialog', { name: 'Register to Continue' });
      await expect(wall).toBeVisible();
      await wall.getByRole('button', { name: 'Log in' }).click();
    });

    await test.step('sign in on the identity provider and come back to the video', async () => {
      await expect(page.getByLabel('Email address')).toBeVisible({ timeout: 15_000 });
      await fillSignIn(page, 'listener@example.com', PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${VIDEO}$`), { timeout: 15_000 });
      await heading(page, headline);
    });

    await test.step('bookmark it', async () => {
      await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
      await bookmark.click();
      await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
      await openFromMainMenu(page, 'My Content');
      await heading(page, /My Content/i);
      await expect(page.locator('main').getByText(headline).first()).toBeVisible();
    });

    // Taking it off again also leaves the shared account as this journey found it, so a repeat starts clean.
    await test.step('take the bookmark off; My Content no longer lists it', async () => {
      await page.goBack();
      await heading(page, headline);
      await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
      await bookmark.click();
      await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
      await openFromMainMenu(page, 'My Content');
      await heading(page, /My Content/i);
      await expect(page.locator('main').getByText(headline)).toHaveCount(0);
    });

    await test.step('sign out', async () => {
      await openFromMainMenu(page, 'Settings');
      await page.getByRole('button', { name: 'Log out' }).click();
      // The app asks once; the identity provider then ends the session without asking again.
      await expect(page.getByRole('heading', { name: 'Sign out of Primedia+?' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await heading(page, 'Explore');
      await openFromMainMenu(page, 'My Content');
      await expect(page.getByRole('dialog', { name: 'Register to Continue' })).toBeVisible();
    });
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a video on a phone is seen in place and closed; leaving the page stops it', async ({ page }) => {
    await page.goto(VIDEO);
    await heading(page, /lifeguard/i);
    await page
      .locator('.content-header')
      .getByRole('button', { name: /^Watch / })
      .click();
    const view = page.getByRole('region', { name: /^Video: / });
    await expectMediaPlaying(page);
    await expectVideoSeen(page, view.locator('video'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Explore' }).click();
    await heading(page, 'Explore');
    await expect.poll(() => mediaPlaying(page)).toBe(false);
    await expect(page.locator('.video-player')).toHaveCount(0);
  });
});
