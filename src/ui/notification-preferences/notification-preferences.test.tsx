// @vitest-environment happy-dom
/** The preferences live on the account: the API calls that load and save them are stood in for. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../core/auth/session';
import { $toast, hideToast } from '../../core/feedback/toast';
import { $walls, closeRegistrationWall } from '../../core/walls';
import type * as ApiModule from '../../core/personal/api';

vi.mock('../../core/personal/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  fetchNotificationPreferences: vi.fn(),
  saveNotificationPreferences: vi.fn(),
}));

const api = await import('../../core/personal/api');
const { NotificationPreferences, PREFERENCES_SAVE_FAILED } = await import('./notification-preferences');

const saved = { newEpisodes: true, breakingNews: false, competitions: false, stationUpdates: true };
const listener = { sub: 'u5', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null };

afterEach(() => {
  cleanup();
  closeRegistrationWall();
  hideToast();
  setSession({ status: 'anonymous', user: null });
  vi.resetAllMocks();
});

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('NotificationPreferences', () => {
  it('waits while the session is not known yet', () => {
    setSession({ status: 'pending', user: null });
    render(<NotificationPreferences />);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('tells an anonymous visitor what they could choose and opens the registration wall', () => {
    render(<NotificationPreferences />);
    expect(screen.getByText(/^Log in to choose what we notify you about/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose notifications' }));
    expect($walls.get().registration).toBe(true);
    expect(api.fetchNotificationPreferences).not.toHaveBeenCalled();
  });

  it('shows the listener’s saved choices as labelled switches and saves a change at once', async () => {
    setSession({ status: 'signed-in', user: listener });
    vi.mocked(api.fetchNotificationPreferences).mockResolvedValue(saved);
    vi.mocked(api.saveNotificationPreferences).mockResolvedValue({ ...saved, breakingNews: true });
    render(<NotificationPreferences />);
    expect(screen.getByText('Loading your notification settings…')).toBeTruthy();
    await screen.findByRole('switch', { name: 'New episodes' });
    expect(toggle('New episodes').checked).toBe(true);
    expect(toggle('Breaking news').checked).toBe(false);
    expect(toggle('Competitions').checked).toBe(false);
    expect(toggle('Station updates').checked).toBe(true);
    expect(screen.getByRole('switch', { description: 'Major news as it happens' })).toBe(
      toggle('Breaking news'),
    );

    await act(async () => fireEvent.click(toggle('Breaking news')));
    expect(api.saveNotificationPreferences).toHaveBeenCalledWith({ breakingNews: true });
    expect(toggle('Breaking news').checked).toBe(true);
  });

  it('puts a switch back and says so when the change cannot be saved', async () => {
    setSession({ status: 'signed-in', user: listener });
    vi.mocked(api.fetchNotificationPreferences).mockResolvedValue(saved);
    vi.mocked(api.saveNotificationPreferences).mockRejectedValue(new Error('offline'));
    render(<NotificationPreferences />);
    await screen.findByRole('switch', { name: 'Competitions' });
    await act(async () => fireEvent.click(toggle('Competitions')));
    expect(toggle('Competitions').checked).toBe(false);
    expect($toast.get()).toEqual({ visible: true, message: PREFERENCES_SAVE_FAILED });
  });

  it('says the settings could not be loaded, and loads them on Try again', async () => {
    setSession({ status: 'signed-in', user: listener });
    vi.mocked(api.fetchNotificationPreferences)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(saved);
    render(<NotificationPreferences />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your notification settings could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('switch', { name: 'New episodes' });
    expect(toggle('New episodes').checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
