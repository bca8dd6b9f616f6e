/**
 * DOM helpers for the dialog (src/ui/dialog/dialog.tsx): what can take focus, whether the dialog is really on
 * screen, the element that has focus across shadow roots, and the page scroll lock.
 */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Whether host CSS leaves the element rendered and visible (display, visibility, content-visibility). */
export function isRendered(element: Element): boolean {
  if (!element.isConnected) return false;
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
  }
  // Older engines: walk up through shadow hosts and look at the computed style.
  for (let node: Element | null = element; node;) {
    const style = getComputedStyle(node);
    if (style.display === 'none') return false;
    if (node === element && style.visibility === 'hidden') return false;
    const parent: Node | null = node.parentNode;
    node = parent instanceof ShadowRoot ? parent.host : parent instanceof Element ? parent : null;
  }
  return true;
}

/** Focusable elements inside `container`, in tab order (positive tabindex is not used in our dialogs). */
export function tabbables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => !el.closest('[inert]') && isRendered(el),
  );
}

/** The focused element, looking inside open shadow roots (widgets render in one). */
export function deepActiveElement(doc: Document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

let locks = 0;
let previousOverflow = '';

/** Stops the page behind a dialog from scrolling; nested locks release together. */
export function lockScroll(): void {
  if (locks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
}

export function releaseScroll(): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks === 0) document.body.style.overflow = previousOverflow;
}
