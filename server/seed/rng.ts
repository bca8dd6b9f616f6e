/**
 * Deterministic randomness for the seed. Every generator takes its own `Rng` built from a fixed label, so adding
 * items to one part of the seed never reshuffles another part.
 */

import { fnv1a, mulberry32 } from '../util/random';

/** Fixed moment every "published" date is relative to (never the wall clock): 2026-11-20 08:00 SAST. */
export const ANCHOR_UNIX = Date.parse('2026-11-20T08:00:00+02:00') / 1000;

export const DAY = 86_400;
export const HOUR = 3_600;

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  chance(probability: number): boolean;
}

export function createRng(label: string): Rng {
  const next = mulberry32(fnv1a(label));
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('[primedia] seed: pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    chance: (p) => next() < p,
  };
  return rng;
}

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
