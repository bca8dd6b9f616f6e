/**
 * The player in a listener's hand, on the production build at 390 px (touch) and 1440 px: an episode sought,
 * skipped 15 s both ways, sped to 1.5x and still 1.5x after a reload; shared at a time and opened from that
 * link ("Play from …", and it plays from there); the keyboard shortcuts work on the page and are ignored in the
 * search box; the "?" dialog and the open Now Playing screen pass axe; at 320, 390 and 1440 px no control of
 * the mini player or the open screen overlaps another and each is at least 44x44; a video shows its tools.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { onMedia } from '../support/media';
import {
  PODCAST,
  freeEpisodeRows,
  hydrated,
  mediaClock,
  miniPlayer,
  nowPlayingScreen,
  press,
  shoot,
} from '../support/player-ui';
import { expectUncovered } from '../support/seen';

const VIDEO = '/video/a-day-with-a-lifeguard';

const bar = miniPlayer;
const screenOf = nowPlayingScreen;
const media = mediaClock;

/** Plays the podcast's first free episode from its list; returns its title and page path. */
async function playEpisode(page: Page): Promise<{ title: string; path: string }> {
  await page.goto(PODCAST);
  await hydrated(page);
  const row = freeEpisodeRows(page).first();
  const link = row.locator('.podcast-episodes__title a');
  const title = (await link.innerText()).trim();
  const path = (await link.getAttribute('href')) ?? '';
  await row.getByRole('button', { name: `Play ${title}` }).click();
  await expect(bar(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect.poll(async () => (await media(page)).duration).toBeGreaterThan(60);
  return { title, path };
}

interface Box {
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
function controlBoxes(root: Locator, selector = 'button, input, select, a[href]'): Promise<Box[]> {
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

function expectTidy(boxes: Box[], what: string) {
  expect(boxes.length, what).toBeGreaterThanOrEqual(2);
  const small = boxes
    .filter((b) => b.width < 44 || b.height < 44)
    .map((b) => `${b.name} ${b.width}x${b.height}`);
  expect(small, `${what}: controls under 44x44`).toEqual([]);
  const area = (a: Box, b: Box) =>
    Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
    Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const overlaps = boxes.flatMap((a, i) =>
    boxes.slice(i + 1).flatMap((b) => (area(a, b) > 0 ? [`${a.name} / ${b.name}`] : [])),
  );
  expect(overlaps, `${what}: overlapping controls`).toEqual([]);
}

test.describe.configure({ timeout: 240_000 });

for (const size of [
  { label: 'a phone', viewport: { width: 390, height: 844 }, touch: true },
  { label: 'a desktop', viewport: { width: 1440, height: 900 }, touch: false },
]) {
  test.describe(`on ${size.label}`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch });

    test('an episode is sought, skipped, sped up, shared at a time and opened from that link', async ({
      page,
    }, info) => {
      // The copied link, as the clipboard got it.
      await page.addInitScript(() => {
        const copied: string[] = [];
        Object.assign(window, { __copied: copied });
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
        });
      });
      const { title, path } = await playEpisode(page);
      await press(bar(page).getByText(title, { exact: true }), size.touch);
      const sheet = screenOf(page);
      await expect(sheet).toBeVisible();

      await press(sheet.getByRole('button', { name: 'Pause', exact: true }), size.touch);
      await expect.poll(async () => (await media(page)).paused).toBe(true);
      await sheet.getByRole('slider', { name: 'Seek' }).fill('40');
      const { duration } = await media(page);
      await expect.poll(async () => (await media(page)).time).toBeGreaterThan(duration * 0.35);
      const sought = (await media(page)).time;
      await press(sheet.getByRole('button', { name: 'Forward 15 seconds' }), size.touch);
      await expect.poll(async () => (await media(page)).time).toBeCloseTo(sought + 15, 0);
      await press(sheet.getByRole('button', { name: 'Back 15 seconds' }), size.touch);
      await expect.poll(async () => (await media(page)).time).toBeCloseTo(sought, 0);
      await sheet.getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
      await expect.poll(async () => (await media(page)).rate).toBe(1.5);

      const at = Math.floor((await media(page)).time);
      const label = `${Math.floor(at / 60)}:${String(at % 60).padStart(2, '0')}`;
      const copy = sheet.getByRole('button', { name: `Copy link at ${label}` });
      await expectUncovered(copy);
      expect((await new AxeBuilder({ page }).include('.now-playing').analyze()).violations).toEqual([]);
      await shoot(page, info, `share-screen-${size.viewport.width}`);
      await press(copy, size.touch);
      await expect(sheet.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
      const link = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied.at(-1));
      expect(link).toBe(new URL(`${path}?t=${at}`, page.url()).href);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      // Opened from the link: the episode's page, not playing, with "Play from …" that plays from there.
      await page.goto(link ?? '');
      await hydrated(page);
      const playFrom = page.getByRole('button', { name: `Play from ${label}` });
      await expectUncovered(playFrom);
      expect((await media(page)).paused).toBe(true);
      await shoot(page, info, `shared-link-${size.viewport.width}`);
      await press(playFrom, size.touch);
      await expect(bar(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible({
        timeout: 45_000,
      });
      await expect.poll(async () => (await media(page)).time).toBeGreaterThanOrEqual(at);
      // Still 1.5x after the reload the link was.
      await expect.poll(async () => (await media(page)).rate).toBe(1.5);

      // A bad time says so and opens the page as usual.
      await page.goto(`${path}?t=soon`);
      await hydrated(page);
      await expect(page.getByText('The link\'s time "soon" is not a time in seconds')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Play from/ })).toHaveCount(0);
    });

    test('keyboard shortcuts work on the page, not in the search box, and "?" lists them', async ({
      page,
    }, info) => {
      await playEpisode(page);
      await page.locator('main h1').first().click(); // focus on the page, as a listener's click leaves it
      await page.keyboard.press('k');
      await expect.poll(async () => (await media(page)).paused).toBe(true);
      const before = (await media(page)).time;
      await page.keyboard.press('l');
      await expect.poll(async () => (await media(page)).time).toBeCloseTo(before + 15, 0);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await media(page)).time).toBeCloseTo(before, 0);
      await page.keyboard.press('m');
      await expect.poll(async () => (await media(page)).muted).toBe(true);
      await page.keyboard.press('m');
      await page.keyboard.press('Shift+>');
      await expect.poll(async () => (await media(page)).rate).toBe(1.25);
      await page.keyboard.press('Shift+<');
      await expect.poll(async () => (await media(page)).rate).toBe(1);
      await page.keyboard.press(' ');
      await expect.poll(async () => (await media(page)).paused).toBe(false);

      await page.keyboard.press('Shift+?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(help).toContainText('Back 15 seconds');
      expect((await new AxeBuilder({ page }).include('.player-shortcuts').analyze()).violations).toEqual([]);
      await shoot(page, info, `shortcuts-${size.viewport.width}`);
      await page.keyboard.press('Escape');
      await expect(help).toBeHidden();

      // In the search box the same keys are typed, and the episode plays on.
      await page.getByRole('link', { name: 'Search' }).first().click();
      const box = page.getByRole('searchbox').first();
      await box.fill('');
      await box.pressSequentially('k l m');
      await expect(box).toHaveValue('k l m');
      expect((await media(page)).paused).toBe(false);
      expect((await media(page)).muted).toBe(false);
    });

    test('a video shows captions, picture-in-picture and full screen', async ({ page }, info) => {
      await page.goto(VIDEO);
      await hydrated(page);
      await press(page.getByRole('button', { name: /^Watch / }).first(), size.touch);
      const view = page.getByRole('region', { name: /^Video/ }).first();
      const captions = view.getByRole('button', { name: 'Captions' });
      await expectUncovered(captions);
      await press(captions, size.touch);
      await expect(captions).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(() =>
          onMedia(page, (m) =>
            m ? [...m.textTracks].map((t) => `${t.mode}:${t.activeCues?.length ?? 0}`) : [],
          ),
        )
        .toEqual(['showing:1']);
      await expectUncovered(view.getByRole('button', { name: 'Full screen' }));
      await expectUncovered(view.getByRole('button', { name: 'Picture in picture' }));
      expectTidy(await controlBoxes(view, 'button'), 'video view');
      await shoot(page, info, `video-${size.viewport.width}`);
    });
  });
}

for (const width of [320, 390, 1440]) {
  test(`at ${width} px the mini player and the open Now Playing screen keep 44x44 controls apart`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: 844 });
    await playEpisode(page);
    expectTidy(await controlBoxes(bar(page)), 'mini player');
    await bar(page).getByRole('button', { name: 'Open Now Playing' }).click();
    const sheet = screenOf(page);
    await expect(sheet.getByRole('button', { name: /^Copy link at/ })).toBeVisible();
    expectTidy(await controlBoxes(sheet), 'Now Playing screen');
    await shoot(page, info, `screen-${width}`);
  });
}
