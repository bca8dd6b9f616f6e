/**
 * The layering rules of eslint.config.js, checked with ESLint itself on small fixtures placed (virtually) where
 * the rules apply: a wrong-way import or a global from the other side fails `npm run lint`; the right way passes.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the repository). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('layering rules', () => {
  it.each([
    [
      'src/core/player/fixture.ts',
      "import { useStore } from '@nanostores/react';\nexport const x = useStore;",
    ],
    ['src/core/player/fixture.ts', "import { Toast } from '../../ui/toast/toast';\nexport const x = Toast;"],
    ['src/core/fixture.ts', "import { routes } from '../app/routes';\nexport const x = routes;"],
    ['src/ui/live-player/fixture.ts', "import { routes } from '../../app/routes';\nexport const x = routes;"],
    ['src/app/fixture.ts', "import { seed } from '../../server/seed/seed';\nexport const x = seed;"],
    ['src/core/fixture.ts', "import { seed } from '../../server/seed/seed';\nexport const x = seed;"],
    ['src/ui/fixture.ts', "import { x as y } from '../../widgets/runtime/registry';\nexport const x = y;"],
    ['widgets/runtime/fixture.ts', "import { x as y } from '../build/manifest';\nexport const x = y;"],
    ['widgets/elements/fixture.ts', "import { x as y } from '../../scripts/bench';\nexport const x = y;"],
  ])('refuses a wrong-way import in %s', async (file, code) => {
    expect(await violations(file, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['src/core/fixture.ts', "import { atom } from 'nanostores';\nexport const x = atom(0);"],
    ['src/ui/fixture.ts', "import { $player } from '../core/player/store';\nexport const x = $player;"],
    ['src/app/fixture.ts', "import { Toast } from '../ui/toast/toast';\nexport const x = Toast;"],
    ['widgets/elements/fixture.ts', "import { x as y } from '../runtime/registry';\nexport const x = y;"],
    // Tests may reach the platform's own code (its parsers and fixtures).
    [
      'src/core/player/fixture.test.ts',
      "import { x as y } from '../../../server/catalog/catalog';\nexport const x = y;",
    ],
  ])('allows the right way in %s', async (file, code) => {
    expect(await violations(file, code)).toEqual([]);
  });

  it('keeps Node globals out of browser code and page globals out of Node code', async () => {
    expect(await violations('src/core/fixture.ts', 'export const x = process.env.HOME;')).toEqual([
      'no-restricted-globals',
    ]);
    expect(await violations('server/fixture.ts', 'export const x = document.title;')).toEqual([
      'no-restricted-globals',
    ]);
    expect(
      await violations('tests/fixture.ts', 'export const x = [document.title, process.env.HOME];'),
    ).toEqual([]);
  });
});
