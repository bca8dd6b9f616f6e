import { describe, expect, it } from 'vitest';
import { capResponse } from './response-cap';

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
