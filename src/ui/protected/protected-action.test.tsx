// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../core/auth/session';
import { $walls, closeRegistrationWall } from '../../core/walls';
import { ProtectedButton } from './protected-action';

afterEach(() => {
  cleanup();
  closeRegistrationWall();
  setSession({ status: 'anonymous', user: null });
});

describe('ProtectedButton', () => {
  it('opens the registration wall for an anonymous listener instead of acting', () => {
    setSession({ status: 'anonymous', user: null });
    const action = vi.fn();
    render(<ProtectedButton onAction={action}>Save</ProtectedButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(action).not.toHaveBeenCalled();
    expect($walls.get().registration).toBe(true);
  });

  it('acts for a signed-in listener', () => {
    setSession({
      status: 'signed-in',
      user: { sub: 'u1', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null },
    });
    const action = vi.fn();
    render(<ProtectedButton onAction={action}>Save</ProtectedButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(action).toHaveBeenCalledOnce();
    expect($walls.get().registration).toBe(false);
  });
});
