/**
 * axe for a test page. @axe-core/playwright's default run collects each frame's results and then opens a second
 * page, with axe-core injected again, to merge them: that page is a new renderer process, and on a 2-core
 * machine it more than doubled each check (Explore, three checks: 15.9 s of CPU against 6.9 s). The merge page
 * exists for frames of another origin, which a page's own script cannot reach. A page without such frames is
 * checked in one pass of `axe.run` instead (the builder's legacy mode), which covers the page and its same-origin
 * frames with the same rules; a page with them keeps the default run.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Frames whose document another origin serves. about: and srcdoc frames take their parent's origin. */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .slice(1)
    .some((frame) => !frame.url().startsWith('about:') && new URL(frame.url()).origin !== origin);
}

export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(!hasCrossOriginFrame(page));
}
