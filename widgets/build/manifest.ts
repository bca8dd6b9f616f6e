/**
 * Reads the JSDoc header of the element file of each row of the widget table (widgets/runtime/registry.ts) and
 * turns it into what partners' tools read (docs/design.md, "Names partners depend on"): `custom-elements.json` (Custom Elements Manifest,
 * schema 2.1) and TypeScript declarations (`HTMLElementTagNameMap`, typed `primedia-*` events, and React's
 * `JSX.IntrinsicElements`). The table is the list of elements; the files say what each one is.
 *
 * A small reader rather than @custom-elements-manifest/analyzer: our elements are r2wc classes built at run
 * time, which the analyzer cannot see through, so everything it would find comes from the JSDoc anyway.
 *
 * Tags understood, each may start a line or follow another on the same line:
 *   @element primedia-x           @attr {type} name - text       @fires primedia-y - text. detail: { ts type }
 *   @csspart name - text          @cssprop --primedia-z - text   @method name - text
 * The element's `*_PARTS` constant must list the same parts as its @csspart tags; a mismatch is an error, so the
 * published list cannot drift from what the element renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toReactWrappers } from './react-wrappers';
import { WIDGETS, type WidgetRow } from '../runtime/registry';

/** Where the rows' element files are, relative to the repository root. */
export const ELEMENTS_DIR = 'widgets/elements';

export interface Described {
  name: string;
  description: string;
}
export interface AttributeDoc extends Described {
  type: string | null;
}
export interface EventDoc extends Described {
  detailType: string | null;
}
export interface WidgetDoc {
  tag: string;
  /** Path of the element file, relative to the repository root. */
  path: string;
  className: string;
  summary: string;
  attributes: AttributeDoc[];
  events: EventDoc[];
  parts: Described[];
  cssProperties: Described[];
  methods: Described[];
}

const TAG = /@(element|attr|fires|csspart|cssprop|method)\b/g;

/** The first block comment of a file, without its `*` margins. */
function headerComment(source: string): string {
  const match = /\/\*\*([\s\S]*?)\*\//.exec(source);
  if (!match?.[1]) return '';
  return match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
const pascal = (kebab: string) => camel(kebab).replace(/^[a-z]/, (c) => c.toUpperCase());

/** Splits "name - text" into its parts; the text is optional. */
function nameAndText(body: string): Described {
  const [, name = '', text = ''] = /^(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(clean(body)) ?? [];
  return { name, description: clean(text) };
}

/** Reads a `{...}` group at the start of `text`, braces balanced. */
function braced(text: string): { inner: string; rest: string } | null {
  const start = text.indexOf('{');
  if (start !== 0) return null;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { inner: text.slice(1, i), rest: text.slice(i + 1) };
  }
  return null;
}

export function parsePartsConstant(source: string): string[] | null {
  const match = /export const [A-Z_]+_PARTS = \[([\s\S]*?)\] as const/.exec(source);
  if (!match?.[1]) return null;
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
}

export function parseWidgetFile(source: string, filePath: string): WidgetDoc | null {
  const comment = headerComment(source);
  const marks = [...comment.matchAll(TAG)];
  if (!marks.some((m) => m[1] === 'element')) return null;
  const summary = clean(comment.slice(0, marks[0]?.index ?? 0));
  const doc: WidgetDoc = {
    tag: '',
    path: filePath,
    className: '',
    summary,
    attributes: [],
    events: [],
    parts: [],
    cssProperties: [],
    methods: [],
  };
  marks.forEach((mark, i) => {
    const start = (mark.index ?? 0) + mark[0].length;
    const body = comment.slice(start, marks[i + 1]?.index ?? comment.length).trim();
    switch (mark[1]) {
      case 'element':
        doc.tag = nameAndText(body).name;
        break;
      case 'attr': {
        const typed = braced(body);
        doc.attributes.push({
          ...nameAndText(typed ? typed.rest : body),
          type: typed ? clean(typed.inner) : null,
        });
        break;
      }
      case 'fires': {
        const described = nameAndText(body);
        const at = described.description.indexOf('detail:');
        const detail = at >= 0 ? braced(described.description.slice(at + 'detail:'.length).trim()) : null;
        doc.events.push({
          name: described.name,
          description: clean(at >= 0 ? described.description.slice(0, at) : described.description),
          detailType: detail ? `{ ${clean(detail.inner)} }` : null,
        });
        break;
      }
      case 'csspart':
        doc.parts.push(nameAndText(body));
        break;
      case 'cssprop':
        doc.cssProperties.push(nameAndText(body));
        break;
      case 'method':
        doc.methods.push(nameAndText(body));
        break;
    }
  });
  doc.className = `${pascal(doc.tag)}Element`;
  const constant = parsePartsConstant(source);
  const documented = doc.parts.map((p) => p.name);
  if (!constant) throw new Error(`${filePath}: no exported *_PARTS constant`);
  if ([...constant].sort().join() !== [...documented].sort().join()) {
    throw new Error(
      `${filePath}: the *_PARTS constant (${constant.join(', ')}) and the @csspart tags (${documented.join(', ')}) differ`,
    );
  }
  return doc;
}

/** The element file of every row, in tag order. A file that does not document its row's tag is an error. */
export function readWidgetDocs(
  root: string,
  rows: readonly WidgetRow[] = WIDGETS,
  elementsDir = ELEMENTS_DIR,
): WidgetDoc[] {
  return rows
    .map((row) => {
      const file = `${elementsDir}/${row.file}`;
      const doc = parseWidgetFile(fs.readFileSync(path.join(root, file), 'utf8'), file);
      if (!doc) throw new Error(`${file}: no @element tag in its header comment`);
      if (doc.tag !== row.tag)
        throw new Error(`${file}: documents <${doc.tag}>, its registry row <${row.tag}>`);
      return doc;
    })
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

export function toCustomElementsManifest(docs: WidgetDoc[]): object {
  return {
    schemaVersion: '2.1.0',
    readme: 'docs/widgets.md',
    modules: docs.map((doc) => ({
      kind: 'javascript-module',
      path: doc.path,
      declarations: [
        {
          kind: 'class',
          name: doc.className,
          tagName: doc.tag,
          customElement: true,
          description: doc.summary,
          attributes: doc.attributes.map((a) => ({
            name: a.name,
            description: a.description,
            ...(a.type ? { type: { text: a.type } } : {}),
            fieldName: camel(a.name),
          })),
          members: [
            ...doc.attributes
              .filter((a) => !doc.methods.some((m) => m.name === camel(a.name)))
              .map((a) => ({
                kind: 'field',
                name: camel(a.name),
                attribute: a.name,
                description: a.description,
                ...(a.type ? { type: { text: `${a.type} | undefined` } } : {}),
              })),
            ...doc.methods.map((m) => ({
              kind: 'method',
              name: m.name,
              description: m.description,
              return: { type: { text: 'void' } },
            })),
          ],
          events: doc.events.map((e) => ({
            name: e.name,
            description: e.description,
            type: { text: e.detailType ? `CustomEvent<${e.detailType}>` : 'CustomEvent' },
          })),
          cssParts: doc.parts,
          cssProperties: doc.cssProperties,
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: doc.tag, declaration: { name: doc.className } }],
    })),
  };
}

const tsType = (type: string | null) => type ?? 'string';

/** Declarations partners add to their TypeScript projects (DOM and React). */
export function toDeclarations(docs: WidgetDoc[]): string {
  const lines: string[] = [
    '// Generated from the JSDoc of widgets/elements/*.ts by widgets/build/manifest.ts. Do not edit.',
    '// Types for the Primedia+ widget elements: DOM (HTMLElementTagNameMap) and React (JSX.IntrinsicElements).',
    '',
  ];
  for (const doc of docs) {
    const base = pascal(doc.tag);
    lines.push(`/** Attributes of <${doc.tag}>. */`, `export interface ${base}Attributes {`);
    for (const a of doc.attributes) {
      lines.push(
        `  /** ${a.description} */`,
        `  '${a.name}'?: ${a.type === 'boolean' ? 'boolean | ""' : tsType(a.type)};`,
      );
    }
    lines.push('}', '');
    lines.push(`/** Events of <${doc.tag}>, by name. */`, `export interface ${base}EventMap {`);
    for (const e of doc.events) {
      lines.push(`  /** ${e.description} */`, `  '${e.name}': CustomEvent<${e.detailType ?? 'unknown'}>;`);
    }
    lines.push('}', '');
    lines.push(`/** ${doc.summary} */`, `export interface ${doc.className} extends HTMLElement {`);
    for (const a of doc.attributes) {
      if (doc.methods.some((m) => m.name === camel(a.name))) continue;
      lines.push(`  ${camel(a.name)}: ${a.type === 'boolean' ? 'string' : tsType(a.type)} | undefined;`);
    }
    for (const m of doc.methods) lines.push(`  /** ${m.description} */`, `  ${m.name}(): void;`);
    lines.push(
      `  addEventListener<K extends keyof ${base}EventMap>(type: K, listener: (this: ${doc.className}, event: ${base}EventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;`,
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      `  removeEventListener<K extends keyof ${base}EventMap>(type: K, listener: (this: ${doc.className}, event: ${base}EventMap[K]) => void, options?: boolean | EventListenerOptions): void;`,
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
      '}',
      '',
    );
  }
  lines.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const doc of docs) lines.push(`    '${doc.tag}': ${doc.className};`);
  lines.push('  }', '}', '');
  lines.push(
    "type PrimediaReactProps<A> = import('react').DetailedHTMLProps<import('react').HTMLAttributes<HTMLElement>, HTMLElement> & A;",
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
  );
  for (const doc of docs) lines.push(`      '${doc.tag}': PrimediaReactProps<${pascal(doc.tag)}Attributes>;`);
  lines.push('    }', '  }', '}', '');
  return lines.join('\n');
}

/**
 * Writes custom-elements.json, primedia-widgets.d.ts and the React components generated from the former
 * (primedia-react.js and .d.ts, react-wrappers.ts) into `outDir`, for the rows of the widget table.
 */
export function writeWidgetMetadata(
  root: string,
  outDir: string,
  rows: readonly WidgetRow[] = WIDGETS,
  elementsDir = ELEMENTS_DIR,
): WidgetDoc[] {
  const docs = readWidgetDocs(root, rows, elementsDir);
  fs.mkdirSync(outDir, { recursive: true });
  const manifest = toCustomElementsManifest(docs);
  fs.writeFileSync(path.join(outDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'primedia-widgets.d.ts'), toDeclarations(docs));
  const react = toReactWrappers(manifest);
  fs.writeFileSync(path.join(outDir, 'primedia-react.js'), react.js);
  fs.writeFileSync(path.join(outDir, 'primedia-react.d.ts'), react.dts);
  return docs;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The reference part of docs/widgets.md: one section per element with every attribute, event, part, property. */
export function toMarkdownReference(docs: WidgetDoc[]): string {
  const out: string[] = [];
  for (const doc of docs) {
    out.push(`### \`<${doc.tag}>\``, '', doc.summary.replace(/<(primedia-[^>]*)>/g, '`<$1>`'), '');
    out.push('| Attribute | Values | Meaning |', '| --- | --- | --- |');
    for (const a of doc.attributes)
      out.push(`| \`${a.name}\` | \`${cell(a.type ?? 'string')}\` | ${cell(a.description)} |`);
    out.push('');
    if (doc.methods.length > 0) {
      out.push('| Method | Meaning |', '| --- | --- |');
      for (const m of doc.methods) out.push(`| \`${m.name}()\` | ${cell(m.description)} |`);
      out.push('');
    }
    out.push('| Event | `detail` | When |', '| --- | --- | --- |');
    for (const e of doc.events)
      out.push(`| \`${e.name}\` | \`${cell(e.detailType ?? 'unknown')}\` | ${cell(e.description)} |`);
    out.push('');
    out.push('| Part (`::part()`) | What |', '| --- | --- |');
    for (const p of doc.parts) out.push(`| \`${p.name}\` | ${cell(p.description)} |`);
    out.push('');
    out.push('| CSS property | Meaning |', '| --- | --- |');
    for (const p of doc.cssProperties) out.push(`| \`${p.name}\` | ${cell(p.description)} |`);
    out.push('');
  }
  return out.join('\n');
}
