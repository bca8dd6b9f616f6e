import { describe, expect, it } from 'vitest';
import { scrubText } from './scrub-local';

describe('scrubText', () => {
  it('filters sign-in codes, state and tokens from URLs', () => {
    expect(scrubText('http://a/auth/callback?code=abc123&state=xyz&session_state=s&keep=1')).toBe(
      'http://a/auth/callback?code=[Filtered]&state=[Filtered]&session_state=[Filtered]&keep=1',
    );
    expect(scrubText('/cb#access_token=t0k&id_token=i')).toBe(
      '/cb#access_token=[Filtered]&id_token=[Filtered]',
    );
  });

  it('filters bearer tokens and JWTs from text', () => {
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [Filtered]');
    expect(scrubText('x eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.c2lnbmF0dXJlMTI y')).toBe('x [Filtered] y');
  });

  it('leaves ordinary URLs alone', () => {
    expect(scrubText('/search?q=code&station=KFM')).toBe('/search?q=code&station=KFM');
  });
});
