/**
 * The published metadata (custom-elements.json, TypeScript declarations) must list every element, attribute,
 * event, part and CSS property the elements really have. The truth is read from the code, not from the JSDoc:
 * the widget table and the element files, each definition's `attributes`, the `*_PARTS` constants and the
 * `part="..."` values in the components, the `emit('primedia-...')` calls, and the `var(--primedia-...)` the
 * stylesheets and the reserved sizes read.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { WIDGETS } from '../runtime/registry';
import {
  ELEMENTS_DIR,
  parseWidgetFile,
  readWidgetDocs,
  toCustomElementsManifest,
  toDeclarations,
} from './manifest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const docs = readWidgetDocs(root);
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The React sources an element file compiles in: its imports under src/ui, one level of local imports deep. */
function componentSources(widgetFile: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string, depth: number) => {
    if (seen.has(file) || depth > 3) return;
    seen.add(file);
    const source = read(file);
    for (const [, spec] of source.matchAll(/from '(\.[^']+)'/g)) {
      if (!spec || spec.endsWith('?inline')) continue;
      const base = path.join(path.dirname(file), spec);
      const found = ['.tsx', '.ts']
        .map((ext) => `${base}${ext}`)
        .find((f) => fs.existsSync(path.join(root, f)));
      if (found && (found.startsWith('src/ui') || found.startsWith('widgets/runtime/define-widget')))
        visit(found, depth + 1);
    }
  };
  visit(widgetFile, 0);
  return [...seen];
}

function stylesheets(widgetFile: string): string[] {
  return [...read(widgetFile).matchAll(/from '(\.[^']+\.css)\?inline'/g)].map((m) =>
    path.join(path.dirname(widgetFile), m[1] ?? ''),
  );
}

describe('widget metadata', () => {
  it('has one registry row per element file, and each row loads its own file', () => {
    const files = fs.readdirSync(path.join(root, ELEMENTS_DIR)).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(WIDGETS.map((row) => row.file).sort()).toEqual(files.sort());
    expect(new Set(WIDGETS.map((row) => row.tag)).size).toBe(WIDGETS.length);
    for (const row of WIDGETS) {
      // The loader's text, whatever the transform made of it, names the row's file and no other.
      const stem = row.file.replace(/\.tsx?$/, '');
      expect(String(row.load), row.tag).toMatch(new RegExp(`elements/${stem}(\\.tsx?)?['"]`));
    }
    expect(docs.map((d) => d.tag)).toEqual(WIDGETS.map((row) => row.tag).sort());
  });

  it('keeps runtime code apart from build code', () => {
    for (const dir of ['widgets/runtime', ELEMENTS_DIR]) {
      for (const file of fs.readdirSync(path.join(root, dir))) {
        expect(read(`${dir}/${file}`), `${dir}/${file}`).not.toMatch(
          /from '[./]*\/build\/|import\('[./]*\/build\//,
        );
      }
    }
  });

  for (const doc of docs) {
    describe(doc.tag, () => {
      const source = read(doc.path);
      const sources = componentSources(doc.path);

      it('documents exactly the attributes the element reads', () => {
        // The definition's `attributes: { name: type-or-rule, ... }`, nested rules removed.
        const start = source.indexOf('attributes: {') + 'attributes: '.length;
        let depth = 0;
        let end = start;
        for (; end < source.length; end++) {
          if (source[end] === '{') depth++;
          else if (source[end] === '}' && --depth === 0) break;
        }
        const block = source.slice(start + 1, end).replace(/\{[^{}]*\}/g, '');
        const names = [...block.matchAll(/(\w+):/g)].map((m) => kebab(m[1] ?? ''));
        expect(names.length).toBeGreaterThan(0);
        expect(doc.attributes.map((a) => a.name).sort()).toEqual(names.sort());
      });

      it('documents every part the components render', () => {
        const rendered = new Set<string>();
        for (const file of sources) {
          const text = read(file);
          const values = [
            ...[...text.matchAll(/\bpart="([a-z -]+)"/g)].map((m) => m[1] ?? ''),
            // part={cond ? 'a b' : 'a'}: every quoted value inside the braces
            ...[...text.matchAll(/\bpart=\{([^}]*)\}/g)].flatMap((m) =>
              [...(m[1] ?? '').matchAll(/'([a-z -]+)'/g)].map((q) => q[1] ?? ''),
            ),
          ];
          values.forEach((v) => v.split(' ').forEach((p) => p && rendered.add(p)));
        }
        // Every widget has a named part to style (docs/widgets.md, "Styling"); none found means the scan is blind.
        expect(rendered.size).toBeGreaterThan(0);
        const documented = doc.parts.map((p) => p.name);
        for (const part of rendered) expect(documented, `part "${part}"`).toContain(part);
      });

      it('documents every primedia-* event the components fire', () => {
        const fired = new Set<string>();
        for (const file of sources)
          for (const m of read(file).matchAll(/emit\(\s*'(primedia-[a-z-]+)'/g)) fired.add(m[1] ?? '');
        expect(fired.size).toBeGreaterThan(0);
        const documented = doc.events.map((e) => e.name);
        for (const name of fired) expect(documented, `event "${name}"`).toContain(name);
        for (const event of doc.events) expect(event.detailType, `${event.name} detail type`).not.toBeNull();
      });

      it('documents every --primedia-* property the stylesheets read, except those the component sets', () => {
        const setByComponent = new Set(
          sources.flatMap((f) => [...read(f).matchAll(/'(--primedia-[a-z-]+)'/g)].map((m) => m[1])),
        );
        // The element's stylesheets, and the reserved size of its registry row (sizes.ts adds it to the element).
        const size = WIDGETS.find((row) => row.tag === doc.tag)?.size;
        const read_ = new Set(
          [...stylesheets(doc.path).map(read), size?.height ?? '', size?.compactHeight ?? ''].flatMap(
            (text) => [...text.matchAll(/var\((--primedia-[a-z-]+)/g)].map((m) => m[1] ?? ''),
          ),
        );
        const usedHere = [...read_].filter((name) => !setByComponent.has(name));
        const documented = doc.cssProperties.map((p) => p.name);
        for (const name of usedHere) expect(documented, `custom property "${name}"`).toContain(name);
      });
    });
  }

  it('writes a Custom Elements Manifest with every element, attribute, event, part and property', () => {
    const manifest = toCustomElementsManifest(docs) as {
      modules: {
        declarations: {
          tagName: string;
          attributes: { name: string }[];
          events: { name: string; type: { text: string } }[];
          cssParts: { name: string }[];
          cssProperties: { name: string }[];
          members: { kind: string; name: string }[];
        }[];
      }[];
    };
    const declarations = manifest.modules.flatMap((m) => m.declarations);
    expect(declarations.map((d) => d.tagName)).toEqual(docs.map((d) => d.tag));
    for (const [i, doc] of docs.entries()) {
      const d = declarations[i];
      expect(d?.attributes.map((a) => a.name)).toEqual(doc.attributes.map((a) => a.name));
      expect(d?.events.map((e) => e.name)).toEqual(doc.events.map((e) => e.name));
      expect(d?.cssParts.map((p) => p.name)).toEqual(doc.parts.map((p) => p.name));
      expect(d?.cssProperties.map((p) => p.name)).toEqual(doc.cssProperties.map((p) => p.name));
    }
    const wall = declarations.find((d) => d.tagName === 'primedia-registration-wall');
    expect(wall?.members.filter((m) => m.kind === 'method').map((m) => m.name)).toEqual(['open', 'close']);
  });

  it('refuses a file whose *_PARTS constant and @csspart tags differ', () => {
    const source = `/**\n * x\n * @element primedia-x\n * @csspart a - A.\n */\nexport const X_PARTS = ['a', 'b'] as const;`;
    expect(() => parseWidgetFile(source, 'widgets/elements/x.ts')).toThrow(/differ/);
  });

  it('writes declarations that type-check in DOM and React code', () => {
    const dir = fs.mkdtempSync(path.join(root, 'node_modules/.primedia-dts-'));
    try {
      fs.writeFileSync(path.join(dir, 'primedia-widgets.d.ts'), toDeclarations(docs));
      fs.writeFileSync(
        path.join(dir, 'use.tsx'),
        [
          "import './primedia-widgets';",
          "const player = document.createElement('primedia-live-player');",
          "player.addEventListener('primedia-play', (e) => e.detail.mediaId.toUpperCase());",
          "document.querySelector('primedia-registration-wall')?.open();",
          'export const view = <primedia-programme-guide station="702" compact />;',
          '// @ts-expect-error an unknown station is a type error',
          'export const bad = <primedia-live-player station="radio-x" />;',
        ].join('\n'),
      );
      const program = ts.createProgram([path.join(dir, 'use.tsx')], {
        strict: true,
        noEmit: true,
        jsx: ts.JsxEmit.ReactJSX,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
        skipLibCheck: true,
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('docs/widgets.md', () => {
  const guide = read('docs/widgets.md');
  it('names every element, attribute, method, event, part and CSS property', () => {
    for (const doc of docs) {
      expect(guide, doc.tag).toContain(`<${doc.tag}`);
      const names = [
        ...doc.attributes.map((a) => a.name),
        ...doc.methods.map((m) => `${m.name}()`),
        ...doc.events.map((e) => e.name),
        ...doc.parts.map((p) => p.name),
        ...doc.cssProperties.map((p) => p.name),
      ];
      const section = guide.slice(guide.indexOf(`### \`<${doc.tag}>\``));
      for (const name of names) expect(section, `${doc.tag}: ${name}`).toContain(`\`${name}\``);
    }
  });
  it('states the CSP directives a partner needs, blob: for hls.js included', () => {
    for (const directive of ['script-src', 'connect-src', 'img-src', 'media-src', 'blob:'])
      expect(guide).toContain(directive);
  });
});
