/**
 * What the player tests on a phone and a desktop share: the sizes they run at, the mini player and the Now
 * Playing screen as a listener finds them, the media clock, a press as the device makes it (tap or click), the
 * podcast whose free episodes they play, and the boxes of a player's controls (each at least 44x44, none over
 * another).
 */
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { onMedia } from './media';

export const PODCAST = '/podcasts/the-money-hour-podcast';

export const PHONE_AND_DESKTOP = [
  { label: 'a phone', viewport: { width: 390, height: 844 }, touch: true },
  { label: 'a desktop', viewport: { width: 1440, height: 900 }, touch: false },
];

/** The browser for a size: a phone is a touch, mobile one. */
export const deviceOf = (size: { viewport: { width: number; height: number }; touch: boolean }) => ({
  viewport: size.viewport,
  hasTouch: size.touch,
  isMobile: size.touch,
});

export const miniPlayer = (page: Page) => page.getByRole('region', { name: 'Player' });
export const nowPlayingScreen = (page: Page) => page.getByRole('dialog', { name: 'Now playing' });

/**
 * Closes the Now Playing screen by Escape and waits until its history entry is gone: the screen takes the entry
 * off with `history.back()`, which would abort a navigation the test starts before it has run.
 */
export async function closeNowPlaying(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(nowPlayingScreen(page)).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(() => (history.state as Record<string, unknown> | null)?.primediaOverlay === true),
    )
    .toBe(false);
}

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

/** Plays the podcast's first free episode from its list; returns its title and page path. */
export async function playEpisode(page: Page): Promise<{ title: string; path: string }> {
  await page.goto(PODCAST);
  await hydrated(page);
  const row = freeEpisodeRows(page).first();
  const link = row.locator('.podcast-episodes__title a');
  const title = (await link.innerText()).trim();
  const path = (await link.getAttribute('href')) ?? '';
  await row.getByRole('button', { name: `Play ${title}` }).click();
  await expect(miniPlayer(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect.poll(async () => (await mediaClock(page)).duration).toBeGreaterThan(60);
  return { title, path };
}

export interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The visible controls inside `root` (`selector`), with their boxes; a control inside a label is pressed
 * through its label, so the label's box is the target.
 */
export function controlBoxes(root: Locator, selector = 'button, input, select, a[href]'): Promise<Box[]> {
  return root.evaluate(
    (element, wanted) =>
      [...element.querySelectorAll(wanted)]
        .map((control) => control.closest('label') ?? control)
        .filter((control, index, all) => all.indexOf(control) === index)
        .filter((control) => control.checkVisibility() && control.getBoundingClientRect().width > 0)
        .map((control) => {
          const rect = control.getBoundingClientRect();
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.localName;
          return { name, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        }),
    selector,
  );
}

/** The area two boxes share. */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** No box overlaps another. */
export function expectApart(boxes: Box[], what: string): void {
  const overlaps = boxes.flatMap((a, i) =>
    boxes.slice(i + 1).flatMap((b) => (overlap(a, b) > 0 ? [`${a.name} / ${b.name}`] : [])),
  );
  expect(overlaps, `${what}: overlapping`).toEqual([]);
}

/** At least two controls, each at least 44x44, none over another. */
export function expectTidy(boxes: Box[], what: string): void {
  expect(boxes.length, what).toBeGreaterThanOrEqual(2);
  const small = boxes
    .filter((b) => b.width < 44 || b.height < 44)
    .map((b) => `${b.name} ${b.width}x${b.height}`);
  expect(small, `${what}: controls under 44x44`).toEqual([]);
  expectApart(boxes, what);
}

/** Keeps what the page copies to the clipboard; returns a reader of the last copy. Call before the page loads. */
export async function recordCopies(page: Page): Promise<() => Promise<string | undefined>> {
  await page.addInitScript(() => {
    const copied: string[] = [];
    Object.assign(window, { __copied: copied });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied.at(-1));
}

/** The server-rendered page has been hydrated, so its controls answer. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
}

export async function shoot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}
