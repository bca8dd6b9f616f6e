/**
 * Carries out the presses the start script kept before the app had hydrated (src/core/early-presses.ts): each
 * button, found again by its place and label, is pressed now that React listens. A button that is no longer
 * there (the page changed) only loses its busy mark.
 */
import { buttonLabel, takeEarlyPresses } from '../core/early-presses';

export function replayEarlyPresses(root: HTMLElement): void {
  const buttons = [...root.querySelectorAll('button')];
  const found: HTMLButtonElement[] = [];
  for (const press of takeEarlyPresses()) {
    const button = buttons[press.index];
    if (button && buttonLabel(button) === press.label) found.push(button);
  }
  // Every busy mark the script set goes, pressed or not (a live control's stays until its player answers).
  for (const button of root.querySelectorAll('button[data-pressed]:not([data-intent])')) {
    button.removeAttribute('data-pressed');
    button.removeAttribute('aria-busy');
  }
  for (const button of found) button.click();
}
