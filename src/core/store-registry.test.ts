import { describe, expect, it } from 'vitest';
import { shared } from './store-registry';

describe('shared', () => {
  it('creates an instance once per page and hands the same one to every copy of the code', () => {
    let created = 0;
    const first = shared('test-entry', () => ({ id: ++created }));
    const second = shared('test-entry', () => ({ id: ++created }));
    expect(second).toBe(first);
    expect(created).toBe(1);
  });

  it('adds one non-enumerable symbol to globalThis and no string keys', () => {
    const before = Object.keys(globalThis).length;
    shared('another-entry', () => 1);
    expect(Object.keys(globalThis).length).toBe(before);
    const symbols = Object.getOwnPropertySymbols(globalThis).filter((s) =>
      s.description?.startsWith('primedia'),
    );
    expect(symbols).toHaveLength(1);
  });
});
