import { describe, expect, it } from 'vitest';
import { seekPercentForKey } from './seek-keys';

describe('seek slider keys', () => {
  it('moves 1 % per arrow, 10 % per page key, to the ends on Home and End, clamped to 0-100', () => {
    expect(seekPercentForKey('ArrowRight', 40)).toBe(41);
    expect(seekPercentForKey('ArrowDown', 40)).toBe(39);
    expect(seekPercentForKey('PageUp', 95)).toBe(100);
    expect(seekPercentForKey('PageDown', 5)).toBe(0);
    expect(seekPercentForKey('Home', 40)).toBe(0);
    expect(seekPercentForKey('End', 40)).toBe(100);
    expect(seekPercentForKey('Enter', 40)).toBeNull();
  });
});
