/**
 * The partner guide's TypeScript snippet, taken from docs/widgets.md as written, type-checks under strict
 * TypeScript against the declarations a widgets build ships (primedia-widgets.d.ts) and React 19's types, and
 * the station codes a partner writes (`station="KFM"`, which works at runtime) are accepted by those types.
 * The HTML snippets run verbatim in tests/widgets/any-origin.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeBlocks } from '../../tests/support/markdown';
import { readWidgetDocs, toCustomElementsManifest, toDeclarations } from './manifest';
import { toReactWrappers, type CustomElementsManifest } from './react-wrappers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Strict tsc over `dir` against the React types in `typesRoot`; its output (empty when everything checks). */
function typeCheck(dir: string, typesRoot: string): string {
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        skipLibCheck: true,
        typeRoots: [typesRoot],
        types: ['react'],
        baseUrl: '.',
        paths: {
          react: [path.join(typesRoot, 'react')],
          'react/*': [path.join(typesRoot, 'react/*')],
        },
      },
      include: ['*.tsx', '*.d.ts'],
    }),
  );
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
    });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('docs/widgets.md snippets', () => {
  it.each([
    ['React 19', path.join(root, 'node_modules/@types')],
    ['React 18', path.join(root, 'demo/react18-host/node_modules/@types')],
  ])(
    'type-check under strict TypeScript with the shipped declarations and %s types',
    (_, typesRoot) => {
      const guide = fs.readFileSync(path.join(root, 'docs/widgets.md'), 'utf8');
      const snippets = codeBlocks(guide, 'tsx');
      expect(snippets.length).toBeGreaterThan(1);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-snippets-'));
      try {
        const docs = readWidgetDocs(root);
        fs.writeFileSync(path.join(dir, 'primedia-widgets.d.ts'), toDeclarations(docs));
        const react = toReactWrappers(toCustomElementsManifest(docs) as CustomElementsManifest);
        fs.writeFileSync(path.join(dir, 'primedia-react.d.ts'), react.dts);
        snippets.forEach((code, index) => fs.writeFileSync(path.join(dir, `snippet-${index}.tsx`), code));
        // What a partner writes by hand, in the casing the docs allow; and what the component types refuse.
        fs.writeFileSync(
          path.join(dir, 'usage.tsx'),
          `import './primedia-widgets';
import { LivePlayer, PodcastEpisodes } from './primedia-react.js';
export const kfm = <primedia-live-player station="KFM" theme="dark" />;
export const capeTalk = <primedia-programme-guide station="CapeTalk" compact="" />;
export const episodes = <PodcastEpisodes url="/podcasts/x" pageSize={5} headingLevel={2} onPrimediaError={(e) => e.detail.code} />;
// @ts-expect-error: no such station
export const wrong = <LivePlayer station="999" />;
// @ts-expect-error: the live player has no primedia-pause event
export const noPause = <LivePlayer station="702" onPrimediaPause={() => undefined} />;
`,
        );
        expect(typeCheck(dir, typesRoot)).toBe('');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
