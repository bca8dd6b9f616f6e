/**
 * Presses on a server-rendered page's other buttons (Follow, Bookmark, Download, a day of the guide...) before
 * the app's code has run. React is not listening yet, so such a press did nothing and was lost. The page's inline
 * start script (app-server/start-script.ts) keeps each one here, by the button's place among the page's buttons
 * and its label, marks the button busy and starts the code at once; the app presses the same button again once
 * it has hydrated (src/app/early-presses.ts). The server's markup and the hydrated page are the same (the
 * hydration tests), so the place finds the same button; the label makes sure of it.
 */
import { shared } from './store-registry';

export interface EarlyPress {
  /** Index of the button among `#root`'s buttons, in document order. */
  index: number;
  /** Its `aria-label`, else its text: the same button after hydration has the same. */
  label: string;
  at: number;
}

/** The registry entry the start script writes to (an array, oldest first). */
export const EARLY_PRESSES_ENTRY = 'early-presses';

/** A press older than this when the app arrives is not carried out: the listener has moved on. */
export const EARLY_PRESS_TTL_MS = 15_000;

const presses = shared(EARLY_PRESSES_ENTRY, () => [] as EarlyPress[]);

/** Returns and forgets the presses kept so far that are still fresh. */
export function takeEarlyPresses(now: number = Date.now()): EarlyPress[] {
  const taken = presses.splice(0, presses.length);
  return taken.filter((press) => now - press.at < EARLY_PRESS_TTL_MS);
}

/** What identifies a button to a listener: its accessible label, else its text. */
export function buttonLabel(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}
