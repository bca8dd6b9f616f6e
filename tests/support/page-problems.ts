/**
 * What the console says when the browser re-creates server markup (a hydration mismatch, React's errors #4xx in
 * a production build) or refuses an inline style or script the server sent (its hash missing from the
 * Content-Security-Policy).
 */
import type { Page } from '@playwright/test';

const PAGE_PROBLEM = /hydrat|Minified React error #4\d\d|Content Security Policy|Refused to/i;

/** Collects such messages from `page`'s console from now on, for the test to expect none. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (PAGE_PROBLEM.test(message.text())) problems.push(message.text());
  });
  return problems;
}
