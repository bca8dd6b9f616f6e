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
import { readWidgetDocs, toDeclarations } from './manifest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('docs/widgets.md snippets', () => {
  it('type-check under strict TypeScript with the shipped declarations', () => {
    const guide = fs.readFileSync(path.join(root, 'docs/widgets.md'), 'utf8');
    const snippets = codeBlocks(guide, 'tsx');
    expect(snippets.length).toBeGreaterThan(0);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-snippets-'));
    try {
      fs.writeFileSync(path.join(dir, 'primedia-widgets.d.ts'), toDeclarations(readWidgetDocs(root)));
      snippets.forEach((code, index) => fs.writeFileSync(path.join(dir, `snippet-${index}.tsx`), code));
      // What a partner writes by hand, in the casing the docs allow.
      fs.writeFileSync(
        path.join(dir, 'usage.tsx'),
        `import './primedia-widgets';
export const kfm = <primedia-live-player station="KFM" theme="dark" />;
export const capeTalk = <primedia-programme-guide station="CapeTalk" compact="" />;
`,
      );
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
            typeRoots: [path.join(root, 'node_modules/@types')],
            types: ['react'],
            baseUrl: '.',
            paths: {
              react: [path.join(root, 'node_modules/@types/react')],
              'react/*': [path.join(root, 'node_modules/@types/react/*')],
            },
          },
          include: ['*.tsx', '*.d.ts'],
        }),
      );
      let output = '';
      try {
        execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], {
          encoding: 'utf8',
        });
      } catch (error) {
        output = String((error as { stdout?: string }).stdout ?? error);
      }
      expect(output).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
