/**
 * What a person sees, for browser tests: an element with a real size inside the viewport that nothing covers
 * (the topmost element at its centre and corners, inside shadow roots too, is the element or inside it), a video whose picture moves
 * (two screenshots of it differ), and whether the page's one media element is playing.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { mediaTime, onMedia } from './media';

/**
 * Scrolls `target` into view. A control React replaces as it arrives (a placeholder by the real one) detaches
 * mid-scroll: the locator finds it again.
 */
export async function scrollTo(target: Locator): Promise<void> {
  await expect(() => target.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 10_000 });
}

/** The element is in the viewport with a real size, and the topmost element at five points is it or in it. */
export async function expectUncovered(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await scrollTo(target);
  // Measured until it holds, as scrollTo retries: a control React replaces as it arrives (a placeholder by the
  // real one) measures 0x0 once detached, and the locator finds the new one on the next try.
  await expect(async () => {
    const seen = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const inView =
        box.width > 0 &&
        box.height > 0 &&
        box.left >= 0 &&
        box.top >= 0 &&
        box.right <= innerWidth + 0.5 &&
        box.bottom <= innerHeight + 0.5;
      // Points inset from the corners, so rounded corners and a 1 px border never count as covered.
      const inset = (size: number) => Math.min(12, size / 4);
      const points: [number, number][] = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset(box.width), box.top + box.height - inset(box.height)],
        [box.right - inset(box.width), box.top + box.height - inset(box.height)],
        [box.left + inset(box.width), box.top + inset(box.height)],
      ];
      // The document answers a widget's shadow host for anything inside it: ask each shadow root in turn.
      const topAt = (x: number, y: number) => {
        let hit = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return hit;
      };
      const covered = points
        .map(([x, y]) => topAt(x, y))
        .filter((hit) => !hit || !(hit === element || element.contains(hit)))
        .map((hit) => (hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'));
      return { inView, width: box.width, height: box.height, covered };
    });
    expect(seen.inView, `in the viewport (${seen.width}x${seen.height})`).toBe(true);
    expect(seen.covered, 'covered by').toEqual([]);
  }).toPass({ timeout: 10_000 });
}

/** The video shows moving pictures: in view, uncovered, and two screenshots of it a moment apart differ. */
export async function expectVideoSeen(
  page: Page,
  video: Locator = page.locator('video[data-primedia-player]'),
) {
  await expectUncovered(video);
  const first = await video.screenshot();
  await expect
    .poll(async () => !(await video.screenshot()).equals(first), {
      message: 'the picture changes between two screenshots',
      timeout: 10_000,
    })
    .toBe(true);
}

/** Whether the page's one media element is playing (not paused). */
export function mediaPlaying(page: Page): Promise<boolean> {
  return onMedia(page, (media) => {
    return media ? !media.paused : false;
  });
}

/**
 * The media element's clock once it is playing: not paused, not seeking, and with data ahead of the playhead
 * (HAVE_FUTURE_DATA); null before. "Not paused" alone holds from the moment play was asked for, and a live
 * start's clock then jumps to the stream's position (the live edge) before any sound.
 */
function playingClock(page: Page): Promise<number | null> {
  return onMedia(page, (media) =>
    media && !media.paused && !media.seeking && media.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA
      ? media.currentTime
      : null,
  );
}

/**
 * Resolves once the page's media element plays and its clock moves on by `seconds` from where it was once
 * playing: sound, not only state.
 */
export async function expectMediaPlaying(page: Page, seconds = 0.5): Promise<void> {
  let from: number | null = null;
  await expect.poll(async () => (from = await playingClock(page)), { timeout: 20_000 }).not.toBeNull();
  await expect.poll(() => mediaTime(page), { timeout: 20_000 }).toBeGreaterThan((from ?? 0) + seconds);
}
