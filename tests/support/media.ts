/**
 * The page's one media element, wherever it is: in a video view of the app, or in its holder's shadow root
 * (`<primedia-media>`, out of the partner page's reach). Page scripts such as `querySelector('video')` do not
 * see into that root, so the tests look for it the way the player keeps it.
 */
import type { Page } from '@playwright/test';

/** Runs in the page: every media element of ours, the holder's included. */
export function allMedia(): HTMLVideoElement[] {
  const holders = [...document.querySelectorAll('[data-primedia-player-holder]')];
  return [
    ...document.querySelectorAll<HTMLVideoElement>('video[data-primedia-player]'),
    ...holders.flatMap((holder) => [
      ...(holder.shadowRoot?.querySelectorAll<HTMLVideoElement>('video') ?? []),
    ]),
  ];
}

/** Runs `fn` in the page with the media element (null before the first play). */
export async function onMedia<T>(page: Page, fn: (media: HTMLVideoElement | null) => T): Promise<T> {
  const all = await page.evaluateHandle(allMedia);
  const first = await all.evaluateHandle((list) => list[0] ?? null);
  try {
    return (await first.evaluate(fn)) as T;
  } finally {
    await Promise.all([first.dispose(), all.dispose()]);
  }
}

/** Moves the media element's playhead to `seconds`, as the seek bar does. */
export async function seekMedia(page: Page, seconds: number): Promise<void> {
  const all = await page.evaluateHandle(allMedia);
  try {
    await all.evaluate((list, at) => {
      const media = list[0];
      if (!media) throw new Error('no media element to seek');
      media.currentTime = at;
    }, seconds);
  } finally {
    await all.dispose();
  }
}

/** How many media elements of ours the page has (one at most, however many widgets or builds). */
export async function mediaCount(page: Page): Promise<number> {
  const handle = await page.evaluateHandle(allMedia);
  try {
    return await handle.evaluate((all) => all.length);
  } finally {
    await handle.dispose();
  }
}

/** The media element's playback clock, 0 before it exists. */
export const mediaTime = (page: Page) => onMedia(page, (media) => media?.currentTime ?? 0);
