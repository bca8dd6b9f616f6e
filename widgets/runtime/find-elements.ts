/**
 * Finds the widget elements wherever a page puts them: in the document and in shadow roots, which neither
 * `querySelectorAll` nor a MutationObserver on the document reaches (Lit, Stencil and Angular apps with shadow
 * encapsulation render there). Open roots that exist when the loader starts are walked; every root attached
 * later, open or closed, is observed through a wrapper of `Element.prototype.attachShadow` that calls the
 * browser's own and returns its root unchanged. The tags stay undefined until their code arrives, so the
 * element that React and r2wc make is the one the page holds (define-widget.tsx).
 *
 * Called once per page (the loader's shared `started` flag), so the wrapper is installed once whatever number of
 * copies of the loader run.
 */
export function watchElements(tags: ReadonlySet<string>, found: (element: HTMLElement) => void): void {
  const observed = new WeakSet<Node>();

  const scan = (root: ParentNode) => {
    if (root instanceof HTMLElement && tags.has(root.localName)) found(root);
    for (const element of root.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement)) continue;
      if (tags.has(element.localName)) found(element);
      // A widget's own root holds its rendering, never a page's elements.
      else if (element.shadowRoot) observe(element.shadowRoot);
    }
  };

  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (node instanceof Element || node instanceof DocumentFragment) scan(node);
      });
    }
  });

  function observe(root: Document | ShadowRoot) {
    if (observed.has(root)) return;
    observed.add(root);
    observer.observe(root, { childList: true, subtree: true });
    scan(root);
  }

  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
    const root = attachShadow.call(this, init);
    if (!tags.has(this.localName)) observe(root);
    return root;
  };
  observe(document);
}
