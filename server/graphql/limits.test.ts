import { describe, expect, it } from 'vitest';
import { LIMITS, limitsFor } from './limits';

describe('limitsFor', () => {
  it('ignores the test header unless test hooks are on', () => {
    expect(limitsFor('timeoutMs=0', false)).toBe(LIMITS);
  });

  it('lets a request tighten its time-out and response cap, never loosen them or anything else', () => {
    const limits = limitsFor('timeoutMs=0, maxResponseBytes=99999999999, maxCost=1, bogus', true);
    expect(limits).toEqual({ ...LIMITS, timeoutMs: 0 });
  });
});
