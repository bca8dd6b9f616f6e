// @vitest-environment happy-dom
/** The account's saved lists are the network's: their API calls are stood in for. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../core/auth/session';
import { $toast, hideToast } from '../../core/feedback/toast';
import { $walls, closeRegistrationWall } from '../../core/walls';
import type * as ApiModule from '../../core/personal/api';

vi.mock('../../core/personal/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  fetchMyContentEntries: vi.fn(async () => []),
  follow: vi.fn(async () => undefined),
  unfollow: vi.fn(async () => undefined),
}));

const api = await import('../../core/personal/api');
const { FollowButton } = await import('./follow-button');

const props = {
  id: 'show-0001',
  path: '/shows/breakfast',
  typeName: 'ShowDetail',
  label: 'The Breakfast Show',
};
const listener = { sub: 'u3', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null };

afterEach(() => {
  cleanup();
  closeRegistrationWall();
  hideToast();
  setSession({ status: 'anonymous', user: null });
  vi.clearAllMocks();
});

describe('FollowButton', () => {
  it('opens the registration wall for an anonymous visitor and follows nothing', () => {
    setSession({ status: 'anonymous', user: null });
    render(<FollowButton {...props} />);
    const button = screen.getByRole('button', { name: 'Follow The Breakfast Show' });
    expect(button.textContent).toBe('Follow');
    fireEvent.click(button);
    expect($walls.get().registration).toBe(true);
    expect(api.follow).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('follows and unfollows for a signed-in listener, reading "Following" while pressed', async () => {
    setSession({ status: 'signed-in', user: listener });
    render(<FollowButton {...props} />);
    const button = screen.getByRole('button', { name: 'Follow The Breakfast Show' });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('Following');
    expect(api.follow).toHaveBeenCalledWith({ id: props.id, path: props.path, typeName: props.typeName });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe('Follow');
    expect(api.unfollow).toHaveBeenCalledWith(props.id);
  });

  it('goes back to "Follow" and says so when the follow cannot be saved', async () => {
    setSession({ status: 'signed-in', user: listener });
    vi.mocked(api.follow).mockRejectedValueOnce(new Error('offline'));
    render(<FollowButton {...props} />);
    const button = screen.getByRole('button', { name: 'Follow The Breakfast Show' });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect($toast.get()).toEqual({ visible: true, message: 'Could not follow. Please try again.' });
  });
});
