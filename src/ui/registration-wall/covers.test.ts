import { describe, expect, it } from 'vitest';
import { shuffle, splitRows } from './covers';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('registration wall cover rows', () => {
  it('puts items 1-19 in the first row and items 20-40 in the second', () => {
    const [first, second] = splitRows(numbers(50));
    expect(first).toEqual(numbers(19));
    expect(second).toEqual(numbers(40).slice(19));
    expect(second[0]).toBe(20);
    expect(second.at(-1)).toBe(40);
  });

  it('keeps short lists short and never repeats an item across rows', () => {
    const [first, second] = splitRows(numbers(25));
    expect(first).toHaveLength(19);
    expect(second).toEqual([20, 21, 22, 23, 24, 25]);
  });

  it('shuffles into a permutation without changing the input', () => {
    const input = numbers(40);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const shuffled = shuffle(input, random);
    expect(input).toEqual(numbers(40));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
    expect(shuffled).not.toEqual(input);
  });
});
