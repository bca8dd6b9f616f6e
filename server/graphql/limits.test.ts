import { describe, expect, it } from 'vitest';
import { capResponse, LIMITS, limitsFor } from './limits';

describe('limitsFor', () => {
  it('ignores the test header unless test hooks are on', () => {
    expect(limitsFor('timeoutMs=0', false)).toBe(LIMITS);
  });

  it('lets a request tighten its time-out and response cap, never loosen them or anything else', () => {
    const limits = limitsFor('timeoutMs=0, maxResponseBytes=99999999999, maxCost=1, bogus', true);
    expect(limits).toEqual({ ...LIMITS, timeoutMs: 0 });
  });
});

describe('capResponse', () => {
  it('lets an answer within the cap through', () => {
    expect(capResponse(Buffer.alloc(10), 10)).toBeNull();
  });

  it('replaces a larger answer with a GraphQL error saying why', () => {
    const body = JSON.parse(String(capResponse(Buffer.alloc(11), 10))) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(body.errors[0]?.extensions.code).toBe('RESPONSE_TOO_LARGE');
    expect(body.errors[0]?.message).toContain('11 bytes, over the limit of 10');
  });
});
