// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from './auth/session';
import { runPremium, runProtected } from './protected';
import { $walls, closePaywall, closeRegistrationWall, REDIRECT_URL_KEY } from './walls';

const user = (audiostarPlus: boolean) => ({
  sub: 'u1',
  email: 'listener@example.com',
  name: 'Listener',
  audiostarPlus,
  audiostarPlusUntil: null,
});

afterEach(() => {
  closeRegistrationWall();
  closePaywall();
  setSession({ status: 'anonymous', user: null });
  localStorage.clear();
});

describe('protected actions', () => {
  it('opens the registration wall for an anonymous listener and does not run the action', () => {
    setSession({ status: 'anonymous', user: null });
    history.replaceState(null, '', '/news/a-story?x=1');
    const action = vi.fn();
    expect(runProtected(action)).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect($walls.get()).toEqual({ registration: true, paywall: false });
    expect(localStorage.getItem(REDIRECT_URL_KEY)).toBe('/news/a-story?x=1');
  });

  it('runs the action for a signed-in listener', () => {
    setSession({ status: 'signed-in', user: user(false) });
    const action = vi.fn();
    expect(runProtected(action)).toBe(true);
    expect(action).toHaveBeenCalledOnce();
    expect($walls.get().registration).toBe(false);
  });

  it('opens the paywall for a free listener on premium actions, and runs them for Audiostar+', () => {
    setSession({ status: 'signed-in', user: user(false) });
    const action = vi.fn();
    expect(runPremium(action)).toBe(false);
    expect($walls.get()).toEqual({ registration: false, paywall: true });
    setSession({ status: 'signed-in', user: user(true) });
    expect(runPremium(action)).toBe(true);
    expect(action).toHaveBeenCalledOnce();
  });
});
