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

/**
 * The element's clock and loads: its time, whether it is paused, its ready state, the live edge where the engine
 * keeps a seekable range (hls.js; native HLS keeps none for live), and the loads `countLoads` counted.
 */
export const playbackState = (page: Page) =>
  onMedia(page, (media) => {
    const seekable = media?.seekable;
    return {
      time: media?.currentTime ?? 0,
      paused: media?.paused ?? true,
      readyState: media?.readyState ?? 0,
      edge: seekable && seekable.length > 0 ? seekable.end(seekable.length - 1) : null,
      loads: Number(media?.dataset.testLoads ?? 0),
      /** Wall-clock time (ms since the epoch) of each load, to tell a load during a fault from one after. */
      loadTimes: (media?.dataset.testLoadTimes ?? '').split(' ').filter(Boolean).map(Number),
    };
  });

/** From now on the element counts its loads and notes when each began (a reconnect loads it again). */
export const countLoads = (page: Page) =>
  onMedia(page, (media) => {
    if (!media) throw new Error('no media element');
    media.dataset.testLoads = '0';
    media.dataset.testLoadTimes = '';
    media.addEventListener('loadstart', () => {
      media.dataset.testLoads = String(Number(media.dataset.testLoads) + 1);
      const at = Math.round(performance.timeOrigin + performance.now());
      media.dataset.testLoadTimes = `${media.dataset.testLoadTimes} ${at}`;
    });
  });
