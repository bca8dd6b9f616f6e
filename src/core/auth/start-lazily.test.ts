// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceConfig } from '../config';
import { $session, setSession } from './session';
import { hasStoredAuthState, startAuthLazily, type AuthModule } from './start-lazily';
import { userStorageKey } from './stored-user';

const userKey = userStorageKey(serviceConfig.oidcIssuer, serviceConfig.oidcClientId);

function fakeAuth() {
  const auth: AuthModule = { startAuth: vi.fn(() => Promise.resolve()), handleUnauthorized: vi.fn() };
  const load = vi.fn(() => Promise.resolve(auth));
  return { auth, load };
}

describe('start-up sign-in without the identity client', () => {
  afterEach(() => {
    localStorage.clear();
    setSession({ status: 'pending', user: null });
  });

  it('sees oidc-client-ts entries (a user or sign-in state) and nothing else', () => {
    expect(hasStoredAuthState(localStorage)).toBe(false);
    localStorage.setItem('my-station', '702');
    expect(hasStoredAuthState(localStorage)).toBe(false);
    localStorage.setItem('oidc.0123abcd', '{}');
    expect(hasStoredAuthState(localStorage)).toBe(true);
  });

  it('is anonymous at once and loads nothing when storage has no user', async () => {
    const { load } = fakeAuth();
    await startAuthLazily(load, '/');
    expect($session.get()).toEqual({ status: 'anonymous', user: null });
    expect(load).not.toHaveBeenCalled();
  });

  it('runs the full start-up when a user is stored, and on the sign-in callback', async () => {
    localStorage.setItem(userKey, '{"access_token":"x"}');
    const stored = fakeAuth();
    await startAuthLazily(stored.load, '/');
    expect(stored.auth.startAuth).toHaveBeenCalledOnce();
    expect($session.get().status).toBe('pending'); // startAuth publishes it, not this module
    localStorage.clear();
    const callback = fakeAuth();
    await startAuthLazily(callback.load, '/auth/callback');
    expect(callback.auth.startAuth).toHaveBeenCalledOnce();
  });

  it('follows a sign-in in another tab by running the full start-up', async () => {
    const { auth, load } = fakeAuth();
    await startAuthLazily(load, '/');
    window.dispatchEvent(new StorageEvent('storage', { key: 'oidc.some-state', newValue: '{}' }));
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: userKey, newValue: '{"access_token":"x"}' }));
    await vi.waitFor(() => expect(auth.startAuth).toHaveBeenCalledOnce());
    window.dispatchEvent(new StorageEvent('storage', { key: userKey, newValue: '{"access_token":"y"}' }));
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });
});
