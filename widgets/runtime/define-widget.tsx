/**
 * Turns a React component from src/ui into a custom element (docs/design.md, "Layers", "Names partners depend on"):
 *
 * - r2wc mounts one React root per element, in an open shadow root, and reflects properties to attributes. The
 *   root is the one the embed loader painted its shell in, when there is one (the element class's
 *   `attachShadow` hands it to r2wc), so nothing is ever added to the element's light DOM, and React's first
 *   commit removes the shell. A property a page set before the tag was defined (Lit's `.station=${'947'}`) is
 *   an own property hiding r2wc's accessor; the element takes it off and sets it again through the accessor, as
 *   the standard upgrade of early properties does.
 * - Attributes are read from the element itself (a MutationObserver), because r2wc's own parsing ignores a bare
 *   boolean attribute and never clears a removed one; here "present means true", as in HTML, and `="false"` is
 *   false, as Vue and Svelte write it.
 * - Attributes with a rule (a number range, a required value) are checked here, for every element alike: a bad
 *   value shows a clear message inside the element and fires primedia-error (docs/design.md, "Reliability rules"), instead of reaching
 *   the component. Components still check what only they can know (an unknown station, a podcast not found).
 * - Styles are one constructable stylesheet per element type, adopted into each shadow root: nothing leaks to
 *   the page, the page's CSS does not reach in, and it works under a strict CSP (no <style> elements). The
 *   isolation sheet (host-isolation.ts) stops inherited page styles at the element. A widget whose registry
 *   row reserves a size gets that fixed box (sizes.ts), the same its light shell painted.
 * - Events are CustomEvents named primedia-*, bubbling and composed, dispatched from the element, or from the
 *   document once the element has left the page (emit.ts).
 * - Methods (such as the registration wall's open() and close()) are plain functions of the element.
 * - A render error shows a clear message inside the element and fires primedia-error; it never leaves a blank box.
 * - Each tag is defined once, so a second copy of the bundle on the page is harmless.
 */
import r2wc from '@r2wc/react-to-web-component';
import {
  Component,
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { resumePartnerSession } from '../../src/core/auth/start-lazily';
import { recordProblem } from '../../src/core/monitoring/problems';
import { HostEvents, type Emit } from '../../src/ui/common/host-events';
import surfaceCss from '../../src/ui/common/surface.css?inline';
import { adoptStyleSheets, sharedSheet } from '../../src/ui/common/style-sheets';
import { attributeProblem, kebab, readAttributes, type AttributeSpec } from './attributes';
import { emitFrom } from './emit';
import { BARRIER_CLASS, HOST_ISOLATION_CSS } from './host-isolation';
import { listHostCss } from './sizes';
import { provideWallFallback } from './wall-fallback';

export interface WidgetDefinition<Props> {
  tag: `primedia-${string}`;
  component: ComponentType<Props>;
  /** camelCase prop name -> type or rule; the attribute is its kebab-case. */
  attributes: Record<string, AttributeSpec>;
  css: string;
  /** Public methods of the element, e.g. `open()`; each gets the element as `this`. */
  methods?: Record<string, (this: HTMLElement) => void>;
  /**
   * Render inside an atomic inline box (see host-isolation.ts) so a page's text-decoration cannot reach in.
   * Off for elements whose content is all out of flow (the wall's fixed dialog), which decorations skip anyway.
   */
  decorationBarrier?: boolean;
}

/** The element a widget renders in, for widget wrappers that sync state back to attributes. */
const WidgetHost = createContext<HTMLElement | null>(null);

export function useWidgetHost(): HTMLElement | null {
  return useContext(WidgetHost);
}

function useHostAttributes(host: Element, attributes: Record<string, AttributeSpec>) {
  const [props, setProps] = useState(() => readAttributes(host, attributes));
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => setProps(readAttributes(host, attributes)));
    observer.observe(host, { attributes: true, attributeFilter: Object.keys(attributes).map(kebab) });
    return () => observer.disconnect();
  }, [host, attributes]);
  return props;
}

const messageStyle = { margin: 0, padding: '12px', font: '14px system-ui, sans-serif' } as const;

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
        <p role="alert" part="error" style={messageStyle}>
          This widget could not be shown. Please reload the page.
        </p>
      );
    }
    return this.props.children;
  }
}

/** A bad attribute: the message inside the element, and one primedia-error per distinct problem. */
function AttributeError({ attribute, message, emit }: { attribute: string; message: string; emit: Emit }) {
  useLayoutEffect(() => {
    emit('primedia-error', { code: 'bad-attribute', attribute, message });
  }, [attribute, message, emit]);
  return (
    <p role="alert" part="error" className="primedia-attribute-error" style={messageStyle}>
      {message}
    </p>
  );
}

export function defineWidget<Props extends object>(
  definition: WidgetDefinition<Props>,
): CustomElementConstructor {
  const existing = customElements.get(definition.tag);
  if (existing) return existing;
  // A listed partner page that signed in before a reload (docs/identity.md, "Partner pages").
  resumePartnerSession(() => import('../../src/core/auth'));
  provideWallFallback();

  // The isolation rules, the card the components draw on (src/ui/common/surface.css), then the element's own,
  // with the fixed box of its registry row if it has one (sizes.ts).
  const sheets = [
    sharedSheet('host-isolation', HOST_ISOLATION_CSS),
    sharedSheet('surface', surfaceCss),
    sharedSheet(definition.tag, `${definition.css}\n${listHostCss(definition.tag)}`),
  ];
  const Inner = definition.component as ComponentType<Record<string, unknown>>;
  const barrier = (children: ReactNode) =>
    definition.decorationBarrier === false ? children : <div className={BARRIER_CLASS}>{children}</div>;

  function Widget({ container }: { container?: ShadowRoot | HTMLElement }) {
    const root = container as ShadowRoot;
    const host = root.host as HTMLElement;
    const props = useHostAttributes(host, definition.attributes);
    useLayoutEffect(() => {
      adoptStyleSheets(root, sheets);
      // The loader's shell goes in the commit that paints the widget (React leaves a shadow root's other
      // children alone), so there is no frame between them.
      const shell = [...root.children].find((child) => child.localName === 'primedia-shell');
      if (!shell) return;
      // A keyboard listener on the shell's button keeps their place: focus goes to the widget's control with
      // the same intent (the live player's play), else its first control, not back to the top of the page.
      const focused = root.activeElement === shell ? shell.shadowRoot?.activeElement : null;
      shell.remove();
      if (!(focused instanceof HTMLElement)) return;
      const intent = focused.getAttribute('data-intent');
      const same = intent ? root.querySelector<HTMLElement>(`[data-intent="${CSS.escape(intent)}"]`) : null;
      (same ?? root.querySelector<HTMLElement>('button, a[href], input, select, [tabindex="0"]'))?.focus();
    }, [root]);
    // A player widget's data-saver attribute sets the page's data saver (data-saver-attribute.ts, fetched only
    // by pages that set it).
    const dataSaver = 'dataSaver' in definition.attributes ? props.dataSaver : undefined;
    useLayoutEffect(() => {
      if (typeof dataSaver !== 'string') return;
      void import('./data-saver-attribute').then(
        (module) => module.applyDataSaverAttribute(definition.tag, dataSaver),
        () => undefined, // not fetched: the data saver stays on Auto
      );
    }, [dataSaver]);
    const emit = useCallback<Emit>(
      (name, detail, cancelable) => emitFrom(host, name, detail, cancelable),
      [host],
    );
    const problem = attributeProblem(host, definition.attributes);
    return (
      <WidgetHost.Provider value={host}>
        <HostEvents.Provider value={emit}>
          <WidgetErrorBoundary tag={definition.tag} emit={emit}>
            {barrier(
              problem ? (
                <AttributeError attribute={problem.attribute} message={problem.message} emit={emit} />
              ) : (
                <Inner {...props} />
              ),
            )}
          </WidgetErrorBoundary>
        </HostEvents.Provider>
      </WidgetHost.Provider>
    );
  }

  // r2wc reflects properties to attributes; a name that is also a method (the wall's open()) stays a method.
  const methods = definition.methods ?? {};
  const props = Object.fromEntries(
    Object.keys(definition.attributes)
      .filter((name) => !(name in methods))
      .map((name) => [name, 'string' as const]),
  );
  const names = Object.keys(props);
  const element = class extends r2wc(Widget as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    props,
  }) {
    constructor() {
      super();
      const own = this as unknown as Record<string, unknown>;
      for (const name of names) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = own[name];
        delete own[name];
        own[name] = value;
      }
    }

    /** The embed loader's shell root, if it painted one: r2wc renders into it (called by r2wc's constructor). */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }
  };
  for (const [name, method] of Object.entries(methods)) {
    Object.defineProperty(element.prototype, name, { value: method, writable: true, configurable: true });
  }
  // Another copy of the bundle may have defined it while this one loaded.
  if (!customElements.get(definition.tag)) customElements.define(definition.tag, element);
  return customElements.get(definition.tag) ?? element;
}
