// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideToast, showToast, TOAST_AUTO_HIDE_MS } from '../../core/feedback/toast';
import { Toast } from './toast';

afterEach(() => {
  cleanup();
  hideToast();
  vi.useRealTimers();
});

describe('Toast', () => {
  it('keeps an empty polite live region in the page while there is no message', () => {
    render(<Toast />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('shows a message and takes it away by itself after three seconds', () => {
    vi.useFakeTimers();
    render(<Toast />);
    act(() => showToast('Error while playing the media, please try again later.'));
    expect(screen.getByRole('status').textContent).toBe(
      'Error while playing the media, please try again later.',
    );
    act(() => vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1));
    expect(screen.getByRole('status').textContent).not.toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
