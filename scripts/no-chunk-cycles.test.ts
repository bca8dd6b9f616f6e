import { describe, expect, it } from 'vitest';
import { findChunkCycle } from './no-chunk-cycles';

describe('findChunkCycle', () => {
  it('finds a cycle of chunks and names them in import order', () => {
    const graph = new Map([
      ['embed.js', ['player.js']],
      ['player.js', ['constants.js', 'runtime.js']],
      ['constants.js', ['walls.js']],
      ['walls.js', ['player.js', 'embed.js']],
      ['runtime.js', []],
    ]);
    expect(findChunkCycle(graph)).toEqual(['player.js', 'constants.js', 'walls.js', 'player.js']);
  });

  it('accepts a graph where two chunks share a dependency without a cycle', () => {
    const graph = new Map([
      ['embed.js', ['player.js', 'guide.js']],
      ['player.js', ['runtime.js']],
      ['guide.js', ['player.js', 'runtime.js']],
      ['runtime.js', []],
    ]);
    expect(findChunkCycle(graph)).toBeNull();
  });

  it('finds a chunk that imports itself', () => {
    expect(findChunkCycle(new Map([['a.js', ['a.js']]]))).toEqual(['a.js', 'a.js']);
  });
});
