/**
 * Helpers for the content API's browser tests: the client's operation documents as shipped (each with exactly
 * the fragments it uses), and a fetch from a page on the app origin so CORS is exercised for real (posts from
 * the test process itself go through tests/support/graphql.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';
import type { Page } from '@playwright/test';
import type { GraphqlError } from '../support/graphql';
import { PLATFORM_URL } from '../support/ports';

const OPERATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/core/api/operations',
);

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: GraphqlError[] } | null;
  text: string;
}

function loadFragments(): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of fs.readdirSync(OPERATIONS_DIR).filter((f) => f.endsWith('.graphql'))) {
    for (const def of parse(fs.readFileSync(path.join(OPERATIONS_DIR, file), 'utf8')).definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
  }
  return fragments;
}

/** Operation name -> full document text (operation + the fragments it reaches), read from the files. */
export function loadOperations(): Map<string, string> {
  const fragments = loadFragments();
  const operations = new Map<string, string>();
  for (const file of fs.readdirSync(OPERATIONS_DIR).filter((f) => f.endsWith('.graphql'))) {
    const doc = parse(fs.readFileSync(path.join(OPERATIONS_DIR, file), 'utf8'));
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) continue;
      const needed = new Map<string, FragmentDefinitionNode>();
      const collect = (node: DefinitionNode) =>
        visit(node, {
          FragmentSpread(spread) {
            const fragment = fragments.get(spread.name.value);
            if (fragment && !needed.has(spread.name.value)) {
              needed.set(spread.name.value, fragment);
              collect(fragment);
            }
          },
        });
      collect(def);
      operations.set(def.name.value, [def, ...needed.values()].map((d) => print(d)).join('\n\n'));
    }
  }
  return operations;
}

export function operationFiles(): string[] {
  return fs.readdirSync(OPERATIONS_DIR).filter((f) => f.endsWith('.graphql') && f !== 'fragments.graphql');
}

/** POST (or GET) from inside the page, as the app does: x-app-* headers, optional bearer token. */
export async function browserGql<T = Record<string, unknown>>(
  page: Page,
  options: {
    query: string;
    variables?: Record<string, unknown>;
    operationName?: string;
    token?: string;
    method?: 'GET' | 'POST';
    rawBody?: string;
  },
): Promise<GqlResponse<T>> {
  return page.evaluate(
    async ({ endpoint, query, variables, operationName, token, method, rawBody }) => {
      const headers: Record<string, string> = {
        'x-app-name': 'prime',
        'x-app-platform': 'web',
        accept: 'application/json',
      };
      if (token) headers.authorization = `Bearer ${token}`;
      let res: Response;
      if (method === 'GET') {
        const url = new URL(endpoint);
        url.searchParams.set('query', query);
        if (operationName) url.searchParams.set('operationName', operationName);
        url.searchParams.set('variables', JSON.stringify(variables ?? {}));
        res = await fetch(url, { headers });
      } else {
        headers['content-type'] = 'application/json';
        res = await fetch(endpoint, {
          method: 'POST',
          headers,
          body: rawBody ?? JSON.stringify({ query, variables, operationName }),
        });
      }
      const text = await res.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (e.g. an HTML error page): callers assert on status and text.
      }
      return { status: res.status, body, text };
    },
    {
      endpoint: `${PLATFORM_URL}/graphql`,
      ...options,
      method: options.method ?? 'POST',
      rawBody: options.rawBody ?? null,
    },
  ) as Promise<GqlResponse<T>>;
}
