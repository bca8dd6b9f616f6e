/**
 * What the seed's generators share: its fixed clock, text helpers, and defaults for the common content fields
 * of docs/product.md, "Content", so each generator states only what is specific. Its randomness is
 * `createRandom` (server/util/random.ts).
 */
import type { ContentCommon } from './types';

/** Fixed moment every "published" date is relative to (never the wall clock): 2026-11-20 08:00 SAST. */
export const ANCHOR_UNIX = Date.parse('2026-11-20T08:00:00+02:00') / 1000;

export const DAY = 86_400;
export const HOUR = 3_600;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A word list written as text: entries are comma-separated (some hold spaces, e.g. "van der Merwe"). */
export function words(text: string): string[] {
  return text.trim().split(/\s*,\s*/);
}

export function pad(n: number, width = 4): string {
  return String(n).padStart(width, '0');
}

export function common(
  fields: Pick<ContentCommon, '_id' | '_url' | 'headline' | 'headerImageId' | 'publishedAt'> &
    Partial<ContentCommon>,
): ContentCommon {
  return {
    overline: '',
    teaserHeadline: fields.headline,
    teaserOverline: fields.overline ?? '',
    subline: '',
    text: '',
    author: '',
    badges: [],
    tags: [],
    topics: [],
    station: null,
    mediaId: null,
    duration: null,
    imageDescription: '',
    premium: false,
    draft: false,
    ...fields,
  };
}

/** Station display names for text (the seed never needs the full Station here). */
export const STATION_LABEL = { '702': '702', '947': '947', kfm: 'KFM 94.5', capetalk: 'CapeTalk' } as const;
