// @vitest-environment happy-dom
/**
 * The paywall's trial and restore are calls to the platform (and, once premium, a session renewal): those are
 * stood in for, as is the content API's answer for the promotional strip behind the dialog.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../core/auth/session';
import { $walls, closePaywall, closeRegistrationWall, openPaywall } from '../../core/walls';
import type * as ApiModule from '../../core/personal/api';
import type * as AuthModule from '../../core/auth';

vi.mock('../../core/personal/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  startTrialMutation: vi.fn(),
  restorePurchasesMutation: vi.fn(),
}));
vi.mock('../../core/auth', async (original) => ({
  ...(await original<typeof AuthModule>()),
  refreshSession: vi.fn(async () => undefined),
}));

const api = await import('../../core/personal/api');
const auth = await import('../../core/auth');
const { Paywall } = await import('./paywall');

const listener = { sub: 'u4', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null };

beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  setSession({ status: 'signed-in', user: listener });
});

afterEach(() => {
  cleanup();
  closePaywall();
  closeRegistrationWall();
  setSession({ status: 'anonymous', user: null });
  vi.clearAllMocks();
});

afterAll(() => vi.unstubAllGlobals());

function openIt() {
  render(<Paywall />);
  act(() => openPaywall());
  return screen.getByRole('dialog', { name: 'Upgrade to Audiostar+' });
}

describe('Paywall', () => {
  it('is closed until a wall opens it, then offers the trial, the price and a restore', () => {
    render(<Paywall />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openPaywall());
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Audiostar+' });
    for (const benefit of ['All Access', 'No Ads', 'Downloads', 'Cancel Anytime'])
      expect(dialog.textContent).toContain(benefit);
    expect(screen.getByRole('button', { name: 'Try free for 7 days' })).toBeTruthy();
    expect(dialog.textContent).toContain('After 7 days 100 ZAR / month');
    expect(screen.getByRole('button', { name: 'Restore Purchases' })).toBeTruthy();
  });

  it('closes on its close button', () => {
    openIt();
    fireEvent.click(screen.getByRole('button', { name: 'Close Audiostar+ offer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($walls.get().paywall).toBe(false);
  });

  it('sends an anonymous visitor to register first, starting nothing', () => {
    setSession({ status: 'anonymous', user: null });
    openIt();
    fireEvent.click(screen.getByRole('button', { name: 'Try free for 7 days' }));
    expect($walls.get().registration).toBe(true);
    expect(api.startTrialMutation).not.toHaveBeenCalled();
  });

  it('starts the trial, says until when Audiostar+ runs, and closes on Start listening', async () => {
    let answer: (value: ApiModule.Subscription) => void = () => undefined;
    vi.mocked(api.startTrialMutation).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    openIt();
    fireEvent.click(screen.getByRole('button', { name: 'Try free for 7 days' }));
    const busy = screen.getByRole('button', { name: 'Starting your trial…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Restore Purchases' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await act(async () =>
      answer({ premium: true, premiumUntil: '2026-12-05T10:00:00.000Z', trialAvailable: false }),
    );
    expect((await screen.findByText(/^Audiostar\+ is active until/)).textContent).toBe(
      'Audiostar+ is active until 5 December 2026.',
    );
    // The session is renewed, so the listener's Audiostar+ reaches every control without a reload.
    expect(auth.refreshSession).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start listening' }));
    expect($walls.get().paywall).toBe(false);
  });

  it('says so when the trial was used already', async () => {
    vi.mocked(api.startTrialMutation).mockResolvedValueOnce({
      premium: false,
      premiumUntil: null,
      trialAvailable: false,
    });
    openIt();
    fireEvent.click(screen.getByRole('button', { name: 'Try free for 7 days' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your free trial has already been used on this account.',
    );
    expect(screen.getByRole('button', { name: 'Try free for 7 days' })).toBeTruthy();
  });

  it('says when there was nothing to restore, and when the platform failed', async () => {
    vi.mocked(api.restorePurchasesMutation)
      .mockResolvedValueOnce({ premium: false, premiumUntil: null, trialAvailable: true })
      .mockRejectedValueOnce(new Error('Response not successful: Received status code 503'));
    openIt();
    fireEvent.click(screen.getByRole('button', { name: 'Restore Purchases' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No purchases were found to restore for this account.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Restore Purchases' }));
    expect(
      (await screen.findByText('Something went wrong. Please try again later.')).getAttribute('role'),
    ).toBe('alert');
  });
});
