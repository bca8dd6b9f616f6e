// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $banner, hideBanner, showBanner } from '../../core/feedback/banner';
import { ErrorBanner } from './error-banner';

afterEach(() => {
  cleanup();
  hideBanner();
});

describe('ErrorBanner', () => {
  it('shows nothing until there is a message', () => {
    render(<ErrorBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces the message as an alert and keeps it until the listener dismisses it', () => {
    render(<ErrorBanner />);
    act(() => showBanner('Sign-in could not start. Please try again.'));
    expect(screen.getByRole('alert').textContent).toContain('Sign-in could not start. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect($banner.get().showing).toBe(false);
  });
});
