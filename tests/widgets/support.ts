/**
 * Helpers for the widget-suite browser tests: the built partner files some demo pages load, and a record of
 * what a page reported (CSP violations, uncaught errors, console errors).
 */
import type { Page } from '@playwright/test';
import { buildDemoWidgets } from '../../widgets/build/build-demo';
import { APP_URL, DEMO_URL, PLATFORM_URL } from '../support/ports';

/** Builds the widgets into demo/public/built/ for the test platform (skipped when nothing changed). */
export function ensureBuiltWidgets(): Promise<void> {
  return buildDemoWidgets({
    VITE_PLATFORM_URL: PLATFORM_URL,
    VITE_APP_URL: APP_URL,
    VITE_PARTNER_ORIGINS: DEMO_URL,
  });
}

export interface PageReport {
  violations: { directive: string; blocked: string; source: string }[];
  errors: string[];
  consoleErrors: string[];
}

/** Starts recording before the page's own scripts run. */
export async function watchPage(page: Page): Promise<() => Promise<PageReport>> {
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser's own favicon request is not the page's.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; source: string }[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  return async () => ({
    violations: await page.evaluate(
      () => (window as unknown as { __cspViolations: PageReport['violations'] }).__cspViolations,
    ),
    errors,
    consoleErrors,
  });
}

/** The page's media element count and whether it plays. */
export function playerState(page: Page) {
  return page.evaluate(() => {
    const holders = [...document.querySelectorAll('[data-primedia-player-holder]')];
    const media = [
      ...document.querySelectorAll<HTMLVideoElement>('video[data-primedia-player]'),
      ...holders.flatMap((holder) => [
        ...(holder.shadowRoot?.querySelectorAll<HTMLVideoElement>('video') ?? []),
      ]),
    ];
    return { count: media.length, playing: media.some((m) => !m.paused && m.currentTime > 0) };
  });
}
