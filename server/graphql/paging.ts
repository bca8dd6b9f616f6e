/**
 * Cursor paging shared by every connection. Cursors are opaque to clients but simple here: base64url of
 * "o:<offset>". Anything else is rejected with BAD_USER_INPUT rather than silently restarting at the top.
 */
import { badInput } from './errors';

export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: T }[];
}

function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string, argName = 'after'): number {
  const decoded = /^[A-Za-z0-9_-]{1,32}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '';
  const match = /^o:(\d{1,9})$/.exec(decoded);
  if (!match) throw badInput(`"${argName}" is not a cursor this API issued`);
  return Number(match[1]);
}

function checkPageSize(value: number | null | undefined, fallback: number, argName = 'first'): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 0 || value > MAX_PAGE_SIZE) {
    throw badInput(`"${argName}" must be a whole number from 0 to ${MAX_PAGE_SIZE}, got ${value}`);
  }
  return value;
}

/** Slices `items` after the cursor; validates both arguments first. */
export function paginate<T>(
  items: readonly T[],
  first: number | null | undefined,
  after: string | null | undefined,
  fallback: number,
  names = { first: 'first', after: 'after' },
): Page<T> {
  const size = checkPageSize(first, fallback, names.first);
  const start = after === null || after === undefined ? 0 : decodeCursor(after, names.after) + 1;
  const slice = items.slice(start, start + size);
  const edges = slice.map((node, i) => ({ cursor: encodeCursor(start + i), node }));
  return {
    totalCount: items.length,
    pageInfo: { hasNextPage: start + size < items.length, endCursor: edges.at(-1)?.cursor ?? null },
    edges,
  };
}
