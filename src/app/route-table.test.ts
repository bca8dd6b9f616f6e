import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the route table', () => {
  it('names a page module that exists for every route, and that routes.ts loads (*-page.tsx)', () => {
    for (const route of ROUTES) {
      expect(fs.existsSync(path.join(here, route.module)), `${route.path}: ${route.module}`).toBe(true);
      expect(route.module, route.path).toMatch(/^\.\/pages\/.+-page\.tsx$/);
    }
  });

  it('ends with the catch-all detail page, so every other route is matched first', () => {
    expect(ROUTES.at(-1)?.path).toBe('/*');
    expect(ROUTES.filter((route) => route.path === '/*')).toHaveLength(1);
  });
});
