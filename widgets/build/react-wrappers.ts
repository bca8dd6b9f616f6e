/**
 * Typed React components for the widget elements, generated from custom-elements.json (the same file any
 * tool reads), shipped beside it as primedia-react.js and primedia-react.d.ts:
 *
 *   import { LivePlayer } from './primedia/primedia-react.js';
 *   <LivePlayer station="702" onPrimediaPlay={(event) => console.log(event.detail.station)} />
 *
 * React 18 writes every prop of a custom element as an attribute and attaches no events, and React 19 wants
 * the raw event name (`onprimedia-play`); the components give both versions camelCase props: attribute props
 * become attributes (camelCase to their dashed names, booleans present or absent, other values as text), `on`
 * + camelCase event name props become listeners, anything else (className, id, style, aria-*) passes through,
 * and the ref is the element, for methods such as the wall's open(). The runtime imports React's default
 * export only, which every React from 18 on and every bundler provides, CommonJS or not.
 */

interface ManifestType {
  text?: string;
}
interface ManifestAttribute {
  name: string;
  description?: string;
  type?: ManifestType;
}
interface ManifestEvent {
  name: string;
  description?: string;
}
interface ManifestDeclaration {
  kind?: string;
  name?: string;
  tagName?: string;
  customElement?: boolean;
  description?: string;
  attributes?: ManifestAttribute[];
  events?: ManifestEvent[];
}
export interface CustomElementsManifest {
  modules?: { declarations?: ManifestDeclaration[] }[];
}

const camel = (dashed: string) => dashed.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (dashed: string) => camel(dashed).replace(/^[a-z]/, (c) => c.toUpperCase());
const comment = (text: string | undefined) => (text ? `/** ${text.replace(/\*\//g, '* /')} */` : '');

interface Wrapper {
  component: string;
  tag: string;
  elementType: string;
  attributes: { prop: string; name: string; type: string; boolean: boolean; description?: string }[];
  events: { prop: string; name: string; description?: string }[];
  description?: string;
}

function wrappersOf(manifest: CustomElementsManifest): Wrapper[] {
  const declarations = (manifest.modules ?? []).flatMap((m) => m.declarations ?? []);
  return declarations
    .filter((d) => d.customElement && d.tagName?.startsWith('primedia-') && d.name)
    .map((d) => {
      const tag = d.tagName as string;
      return {
        component: pascal(tag.replace(/^primedia-/, '')),
        tag,
        elementType: d.name as string,
        description: d.description,
        attributes: (d.attributes ?? []).map((a) => ({
          prop: camel(a.name),
          name: a.name,
          type: a.type?.text ?? 'string',
          boolean: a.type?.text === 'boolean',
          description: a.description,
        })),
        events: (d.events ?? []).map((e) => ({
          prop: `on${pascal(e.name)}`,
          name: e.name,
          description: e.description,
        })),
      };
    });
}

const RUNTIME = `import React from 'react';

const { createElement, forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef } = React;
// Listeners go on in the commit that inserts the element, so no event it fires early is missed; on a server,
// where layout effects only warn (React 18), nothing is listened to anyway.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
// React 18 writes a custom element's props as attributes under their own names, className included.
const CLASS_PROP = Number(React.version.split('.')[0]) >= 19 ? 'className' : 'class';

function wrap(tagName, displayName, attributes, events) {
  const Component = forwardRef(function PrimediaElement(props, ref) {
    const element = useRef(null);
    useImperativeHandle(ref, () => element.current, []);
    const own = {};
    const handlers = {};
    for (const key of Object.keys(props)) {
      const value = props[key];
      if (key in events) handlers[events[key]] = value;
      else if (key in attributes) {
        const [name, isBoolean] = attributes[key];
        if (isBoolean) {
          if (value) own[name] = '';
        } else if (value !== undefined && value !== null) own[name] = String(value);
      } else own[key === 'className' ? CLASS_PROP : key] = value;
    }
    // The newest handlers, read when an event comes: the listeners are attached once per element, so a new
    // function on every render does not add and remove listeners.
    const latest = useRef(handlers);
    latest.current = handlers;
    useCommitEffect(() => {
      const target = element.current;
      if (!target) return undefined;
      const listeners = Object.values(events).map((type) => {
        const listener = (event) => latest.current[type]?.(event);
        target.addEventListener(type, listener);
        return [type, listener];
      });
      return () => listeners.forEach(([type, listener]) => target.removeEventListener(type, listener));
    }, []);
    return createElement(tagName, { ...own, ref: element });
  });
  Component.displayName = displayName;
  return Component;
}
`;

export function toReactWrappers(manifest: CustomElementsManifest): { js: string; dts: string } {
  const wrappers = wrappersOf(manifest);
  const header = [
    '// Generated from custom-elements.json by widgets/build/react-wrappers.ts. Do not edit.',
    '// React components for the Primedia+ widget elements (React 18 and 19). Include embed.js on the page too.',
    '',
  ];
  const js = [
    ...header,
    RUNTIME,
    ...wrappers.map((w) => {
      const attributes = Object.fromEntries(w.attributes.map((a) => [a.prop, [a.name, a.boolean]]));
      const events = Object.fromEntries(w.events.map((e) => [e.prop, e.name]));
      return `${comment(w.description)}\nexport const ${w.component} = wrap(${JSON.stringify(w.tag)}, ${JSON.stringify(w.component)}, ${JSON.stringify(attributes)}, ${JSON.stringify(events)});\n`;
    }),
  ].join('\n');

  const dts = [
    ...header,
    "import type { ForwardRefExoticComponent, HTMLAttributes, RefAttributes } from 'react';",
    `import type {\n${wrappers.map((w) => `  ${w.elementType},\n  ${w.elementType.replace(/Element$/, 'EventMap')},`).join('\n')}\n} from './primedia-widgets';`,
    '',
    ...wrappers.flatMap((w) => {
      const eventMap = w.elementType.replace(/Element$/, 'EventMap');
      const own = [...w.attributes.map((a) => a.prop), ...w.events.map((e) => e.prop)];
      return [
        `/** Props of <${w.component}>, the React component for <${w.tag}>. */`,
        `export interface ${w.component}Props extends Omit<HTMLAttributes<${w.elementType}>, ${own.map((p) => JSON.stringify(p)).join(' | ') || 'never'}> {`,
        ...w.attributes.flatMap((a) => [
          `  ${comment(a.description)}`,
          `  ${a.prop}?: ${a.boolean ? 'boolean' : a.type};`,
        ]),
        ...w.events.flatMap((e) => [
          `  ${comment(e.description)}`,
          `  ${e.prop}?: (event: ${eventMap}[${JSON.stringify(e.name)}]) => void;`,
        ]),
        '}',
        comment(w.description),
        `export declare const ${w.component}: ForwardRefExoticComponent<${w.component}Props & RefAttributes<${w.elementType}>>;`,
        '',
      ];
    }),
  ].join('\n');
  return { js, dts };
}
