/**
 * A widget's event for the page: a bubbling, composed `primedia-*` CustomEvent from the element. An element that
 * has left the page (a single-page app navigated away while it played) reaches no page listener, so its events
 * are dispatched on `document` instead, with the element in `detail.element`: a `document` listener hears every
 * `primedia-stop` that ends a `primedia-play` (docs/widgets.md, "Events"). Returns false when a listener called
 * `preventDefault()` on a cancelable event.
 */
export function emitFrom(
  host: Element,
  name: string,
  detail: Record<string, unknown>,
  cancelable = false,
): boolean {
  const target = host.isConnected ? host : document;
  const full = host.isConnected ? detail : { ...detail, element: host };
  return target.dispatchEvent(
    new CustomEvent(name, { bubbles: true, composed: true, cancelable, detail: full }),
  );
}
