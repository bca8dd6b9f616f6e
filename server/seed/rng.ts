/** The seed's fixed clock and its small text helpers; its randomness is `createRandom` (server/util/random.ts). */

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

export function pad(n: number, width = 4): string {
  return String(n).padStart(width, '0');
}
