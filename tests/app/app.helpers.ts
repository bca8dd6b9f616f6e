/** Helpers for the host app's browser tests: console error capture, store access and analytics reads. */
import { expect, type Page } from '@playwright/test';
import { readStore } from '../support/stores';

/** Collects console errors and uncaught exceptions; the browser's own favicon request is not the app's. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.location().url.endsWith('/favicon.ico')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export { readStore };

export interface DataLayerEntry {
  event: string;
  page_name?: string;
  slug?: string;
  station_name?: string;
  type?: string;
}

export function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).slice(),
  );
}

export async function lastScreenView(page: Page): Promise<DataLayerEntry | undefined> {
  return (await dataLayer(page)).filter((e) => e.event === 'screen_view').at(-1);
}

/**
 * Waits for the app's page (lazy) to render its main heading, and on a server-rendered page for the app to have
 * hydrated it: the server's page is readable first, but its links are plain links (a full load) and its
 * router does not listen until then. Tests of what happens before hydration hold the app's code back instead.
 */
export async function pageReady(page: Page, heading?: string | RegExp): Promise<void> {
  const h1 = page.locator('main h1').first();
  await expect(h1).toBeVisible({ timeout: 15_000 });
  if (heading) await expect(h1).toHaveText(heading);
  if ((await page.locator('#root[data-ssr]').count()) > 0) {
    await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 20_000 });
    // And for the page's own boundary, which hydrates in a commit after the app's (src/app/router/router-view.tsx,
    // `whenPageReady`): the app's mark of an interactive page, which the bench waits for too.
    await expect(page.locator('#root[data-page-ready]')).toBeAttached({ timeout: 20_000 });
  }
}

/**
 * Waits for the page's idle start of the extra parts (the overlay menu and the ad service) to have run: loaded,
 * the ad service having decided whether to start, or skipped (hideMobileNavBar).
 */
export async function extraPartsSettled(page: Page, outcome: 'loaded' | 'skipped'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-extra-parts', outcome, { timeout: 15_000 });
}
