/**
 * Holds back what a page asks for (a code chunk, a catalog answer) until the test lets it go, as a slow
 * network would: the test can then act while it is on its way.
 */
import type { Page } from '@playwright/test';

/**
 * The hls.js engine's code, as the tests hold it back: its module on a dev server, its chunk in the app's
 * production build (assets/) or in the partner build (chunks/).
 */
export const HLSJS_ENGINE_CODE =
  /\/(src\/core\/player\/engines\/hlsjs-engine\.ts|(assets|chunks)\/hlsjs-engine-[\w-]+\.js)(\?|$)/;

export interface Held {
  /** Lets every held request, and every later one, through. */
  release(): void;
  /** Whether the page has asked for it yet. */
  asked(): boolean;
}

export async function holdRequests(page: Page, url: string | RegExp): Promise<Held> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
}
