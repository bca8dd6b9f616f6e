import { describe, expect, it } from 'vitest';
import { toSessionUser } from './session-user';

describe('session user from profile claims', () => {
  it('takes sub, email, name and the Audiostar+ claims', () => {
    expect(
      toSessionUser({
        sub: 'u-1',
        email: 'premium@example.com',
        name: 'Pat Premium',
        audiostar_plus: true,
        audiostar_plus_until: 4_070_908_800,
        iat: 1,
      }),
    ).toEqual({
      sub: 'u-1',
      email: 'premium@example.com',
      name: 'Pat Premium',
      audiostarPlus: true,
      audiostarPlusUntil: 4_070_908_800,
    });
  });

  it('reads missing or mistyped claims as absent, never as entitlement', () => {
    expect(
      toSessionUser({ sub: 'u-2', audiostar_plus: 'true', audiostar_plus_until: '123', email: 7 }),
    ).toEqual({
      sub: 'u-2',
      email: null,
      name: null,
      audiostarPlus: false,
      audiostarPlusUntil: null,
    });
  });

  it('has no user without a sub', () => {
    expect(toSessionUser({ email: 'x@example.com' })).toBeNull();
    expect(toSessionUser({ sub: '' })).toBeNull();
  });
});
