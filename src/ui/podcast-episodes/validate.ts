/**
 * Attribute checks of the podcast episodes component (docs/design.md, "Reliability rules": every input from outside is checked). Pure,
 * so the rules are unit-tested; the component shows the message and fires `primedia-error` with it.
 */
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

export interface AttributeProblem {
  code: 'bad-attribute';
  attribute: 'url' | 'page-size';
  message: string;
}

const PATH = /^\/[A-Za-z0-9][A-Za-z0-9\-_/]*$/;

/** A podcast path such as '/podcasts/money-hour'; a full URL of any host is reduced to its path. */
export function parsePodcastUrl(raw: string | null | undefined): { path: string } | AttributeProblem {
  const value = raw?.trim() ?? '';
  if (!value)
    return { code: 'bad-attribute', attribute: 'url', message: 'No podcast chosen: set the url attribute.' };
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      path = new URL(value).pathname;
    } catch {
      path = '';
    }
  }
  path = path.replace(/\/+$/, '');
  if (path.length > 300 || !PATH.test(path)) {
    return {
      code: 'bad-attribute',
      attribute: 'url',
      message: `"${value.slice(0, 80)}" is not a podcast address such as /podcasts/the-money-hour-podcast.`,
    };
  }
  return { path };
}

/** 1-50, default 10. Attribute values arrive as strings or numbers. */
export function parsePageSize(raw: number | string | null | undefined): { size: number } | AttributeProblem {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { size: DEFAULT_PAGE_SIZE };
  const size = typeof raw === 'number' ? raw : Number(raw.trim());
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    return {
      code: 'bad-attribute',
      attribute: 'page-size',
      message: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}, got "${String(raw).slice(0, 20)}".`,
    };
  }
  return { size };
}
