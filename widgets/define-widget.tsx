/**
 * Turns a React component from src/ui into a custom element (DESIGN.md §1, §3):
 *
 * - r2wc mounts one React root per element, in an open shadow root, and reflects properties to attributes.
 * - Attributes are read from the element itself (a MutationObserver), because r2wc's own parsing ignores a bare
 *   boolean attribute and never clears a removed one; here "present means true", as in HTML.
 * - Styles are one constructable stylesheet per element type, adopted into each shadow root: nothing leaks to
 *   the page, the page's CSS does not reach in, and it works under a strict CSP (no <style> elements).
 * - Events are CustomEvents named primedia-*, bubbling and composed, dispatched from the element.
 * - A render error shows a clear message inside the element and fires primedia-error; it never leaves a blank box.
 * - Each tag is defined once, so a second copy of the bundle on the page is harmless.
 */
import r2wc from '@r2wc/react-to-web-component';
import { Component, useCallback, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { recordProblem } from '../src/core/monitoring/problems';
import { shared } from '../src/core/shared';
import { HostEvents, type Emit } from '../src/ui/shared/host-events';

export type AttributeType = 'string' | 'boolean' | 'number';

export interface WidgetDefinition<Props> {
  tag: `primedia-${string}`;
  component: ComponentType<Props>;
  /** camelCase prop name -> type; the attribute is its kebab-case. */
  attributes: Record<string, AttributeType>;
  css: string;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function readAttributes(host: Element, attributes: Record<string, AttributeType>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(attributes)) {
    const raw = host.getAttribute(kebab(name));
    if (type === 'boolean') props[name] = raw !== null && raw !== 'false';
    else if (type === 'number') props[name] = raw === null || raw.trim() === '' ? undefined : Number(raw);
    else props[name] = raw ?? undefined;
  }
  return props;
}

function useHostAttributes(host: Element, attributes: Record<string, AttributeType>) {
  const [props, setProps] = useState(() => readAttributes(host, attributes));
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => setProps(readAttributes(host, attributes)));
    observer.observe(host, { attributes: true, attributeFilter: Object.keys(attributes).map(kebab) });
    return () => observer.disconnect();
  }, [host, attributes]);
  return props;
}

function adoptStyleSheet(root: ShadowRoot, sheet: CSSStyleSheet) {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

class WidgetErrorBoundary extends Component<
  { tag: string; emit: Emit; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    recordProblem({
      area: this.props.tag,
      message: `render failed: ${error instanceof Error ? error.message : String(error)}`,
    });
    this.props.emit('primedia-error', { code: 'render-failed', message: 'This widget could not be shown.' });
  }

  override render() {
    if (this.state.failed) {
      return (
        <p
          role="alert"
          part="error"
          style={{ margin: 0, padding: '12px', font: '14px system-ui, sans-serif' }}
        >
          This widget could not be shown. Please reload the page.
        </p>
      );
    }
    return this.props.children;
  }
}

export function defineWidget<Props extends object>(
  definition: WidgetDefinition<Props>,
): CustomElementConstructor {
  const existing = customElements.get(definition.tag);
  if (existing) return existing;

  const sheet = shared(`stylesheet:${definition.tag}`, () => {
    const s = new CSSStyleSheet();
    s.replaceSync(definition.css);
    return s;
  });
  const Inner = definition.component as ComponentType<Record<string, unknown>>;

  function Widget({ container }: { container?: ShadowRoot | HTMLElement }) {
    const root = container as ShadowRoot;
    const host = root.host;
    const props = useHostAttributes(host, definition.attributes);
    useLayoutEffect(() => adoptStyleSheet(root, sheet), [root]);
    const emit = useCallback<Emit>(
      (name, detail) => host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail })),
      [host],
    );
    return (
      <HostEvents.Provider value={emit}>
        <WidgetErrorBoundary tag={definition.tag} emit={emit}>
          <Inner {...props} />
        </WidgetErrorBoundary>
      </HostEvents.Provider>
    );
  }

  const props = Object.fromEntries(
    Object.keys(definition.attributes).map((name) => [name, 'string' as const]),
  );
  const element = r2wc(Widget as ComponentType<Record<string, unknown>>, { shadow: 'open', props });
  // Another copy of the bundle may have defined it while this one loaded.
  if (!customElements.get(definition.tag)) customElements.define(definition.tag, element);
  return customElements.get(definition.tag) ?? element;
}
