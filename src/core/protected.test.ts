// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from './auth/session';
import { runPremium, runProtected, SESSION_WAIT_MS, waitingIntent } from './protected';
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

  it('runs the action the wall waits for once the listener signs in without leaving the page, once', () => {
    setSession({ status: 'anonymous', user: null });
    const action = vi.fn();
    runProtected(action, { remind: 'show-1' });
    expect(waitingIntent()).toEqual({ remind: 'show-1' });
    setSession({ status: 'signed-in', user: user(false) });
    expect(action).toHaveBeenCalledTimes(1);
    expect($walls.get().registration).toBe(false);
    setSession({ status: 'anonymous', user: null });
    setSession({ status: 'signed-in', user: user(false) });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('drops the waiting action when the wall closes while anonymous', () => {
    setSession({ status: 'anonymous', user: null });
    const action = vi.fn();
    runProtected(action, { remind: 'show-1' });
    closeRegistrationWall();
    expect(waitingIntent()).toBeNull();
    setSession({ status: 'signed-in', user: user(false) });
    expect(action).not.toHaveBeenCalled();
  });

  it('waits for start-up to read the stored user before deciding, so a signed-in listener meets no wall', async () => {
    setSession({ status: 'pending', user: null });
    const bookmark = vi.fn();
    const download = vi.fn();
    expect(runProtected(bookmark)).toBe(false);
    expect(runPremium(download)).toBe(false);
    expect($walls.get()).toEqual({ registration: false, paywall: false });
    setSession({ status: 'signed-in', user: user(true) });
    await vi.waitFor(() => expect(bookmark).toHaveBeenCalledOnce());
    expect(download).toHaveBeenCalledOnce();
    expect($walls.get()).toEqual({ registration: false, paywall: false });
  });

  it('opens the wall for a press made during start-up once the listener turns out anonymous', async () => {
    setSession({ status: 'pending', user: null });
    const action = vi.fn();
    runPremium(action);
    setSession({ status: 'anonymous', user: null });
    await vi.waitFor(() => expect($walls.get().registration).toBe(true));
    expect(action).not.toHaveBeenCalled();
  });

  it('decides as for an anonymous listener when start-up has not answered in time', () => {
    vi.useFakeTimers();
    try {
      setSession({ status: 'pending', user: null });
      const action = vi.fn();
      runProtected(action);
      vi.advanceTimersByTime(SESSION_WAIT_MS - 1);
      expect($walls.get().registration).toBe(false);
      vi.advanceTimersByTime(1);
      expect($walls.get().registration).toBe(true);
      expect(action).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
