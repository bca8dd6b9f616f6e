/**
 * Deterministic randomness for the generated art: a stable hash of the image id seeds a small PRNG, so the same
 * id always yields the same picture (the files are cached as immutable) while different ids look different.
 */

import { fnv1a, mulberry32 } from '../util/random';

/** Stable across processes and Node versions. */
export const hashString = fnv1a;

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs at least one item');
      return item;
    },
  };
}
