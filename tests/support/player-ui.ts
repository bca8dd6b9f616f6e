/**
 * What the player tests on a phone and a desktop share: the two sizes they run at, the mini player and the Now
 * Playing screen as a listener finds them, the media clock, a press as the device makes it (tap or click), and
 * the podcast whose free episodes they play.
 */
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { onMedia } from './media';

export const PODCAST = '/podcasts/the-money-hour-podcast';

export const PHONE_AND_DESKTOP = [
  { label: 'a phone', viewport: { width: 390, height: 844 }, touch: true },
  { label: 'a desktop', viewport: { width: 1440, height: 900 }, touch: false },
];

export const miniPlayer = (page: Page) => page.getByRole('region', { name: 'Player' });
export const nowPlayingScreen = (page: Page) => page.getByRole('dialog', { name: 'Now playing' });

/** The media element's clock as a listener hears it. */
export const mediaClock = (page: Page) =>
  onMedia(page, (element) => ({
    time: element?.currentTime ?? 0,
    duration: element?.duration ?? NaN,
    rate: element?.playbackRate ?? NaN,
    paused: element?.paused ?? true,
    muted: element?.muted ?? false,
  }));

/** The podcast's free episodes (its newest are Audiostar+), as rows of its list. */
export const freeEpisodeRows = (page: Page): Locator =>
  page.locator('.podcast-episodes li').filter({ hasNotText: 'Audiostar+' });

export async function press(locator: Locator, touch: boolean): Promise<void> {
  if (touch) await locator.tap();
  else await locator.click();
}

/** The server-rendered page has been hydrated, so its controls answer. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
}

export async function shoot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}
