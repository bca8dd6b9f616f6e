// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { onProblem, type Problem } from '../monitoring/problems';
import { checkStoredUser, removeInvalidStoredUser, userStorageKey } from './stored-user';

const valid = {
  access_token: 'at-secret',
  refresh_token: 'rt-secret',
  id_token: 'id.token.here',
  token_type: 'Bearer',
  scope: 'openid profile email',
  expires_at: 1_800_000_000,
  session_state: null,
  profile: { sub: 'user-1', email: 'listener@example.com' },
};

describe('stored user validation', () => {
  const key = userStorageKey('https://id.example/oidc', 'primedia-web');
  afterEach(() => localStorage.clear());

  it("uses oidc-client-ts's storage key", () => {
    expect(key).toBe('oidc.user:https://id.example/oidc:primedia-web');
  });

  it('accepts a user with the documented fields', () => {
    expect(checkStoredUser(JSON.stringify(valid))).toEqual({ ok: true });
    const { refresh_token: _r, id_token: _i, expires_at: _e, ...minimal } = valid;
    expect(checkStoredUser(JSON.stringify(minimal))).toEqual({ ok: true });
  });

  it.each([
    ['not JSON', '{"access_token":'],
    ['not an object', '[1,2]'],
    ['access_token missing', JSON.stringify({ ...valid, access_token: '' })],
    ['token_type missing', JSON.stringify({ ...valid, token_type: 7 })],
    ['refresh_token is not a string', JSON.stringify({ ...valid, refresh_token: {} })],
    ['expires_at is not a number', JSON.stringify({ ...valid, expires_at: '1800000000' })],
    ['profile missing', JSON.stringify({ ...valid, profile: 'me' })],
    ['profile.sub missing', JSON.stringify({ ...valid, profile: { email: 'x@example.com' } })],
  ])('rejects a stored user whose %s', (reason, raw) => {
    expect(checkStoredUser(raw)).toEqual({ ok: false, reason });
  });

  it('removes garbage with a monitoring record that carries no stored value', () => {
    const problems: Problem[] = [];
    const stop = onProblem((problem) => problems.push(problem));
    localStorage.setItem(key, JSON.stringify({ ...valid, profile: null }));
    expect(removeInvalidStoredUser(localStorage, key)).toBe(false);
    stop();
    expect(localStorage.getItem(key)).toBeNull();
    expect(problems).toHaveLength(1);
    expect(problems[0]?.area).toBe('auth');
    expect(JSON.stringify(problems)).not.toMatch(/secret/);
  });

  it('keeps a valid user and reports an empty store as no user', () => {
    expect(removeInvalidStoredUser(localStorage, key)).toBe(false);
    localStorage.setItem(key, JSON.stringify(valid));
    expect(removeInvalidStoredUser(localStorage, key)).toBe(true);
    expect(localStorage.getItem(key)).not.toBeNull();
  });
});
