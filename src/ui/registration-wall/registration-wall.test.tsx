// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceConfig } from '../../core/config';
import { closeRegistrationWall } from '../../core/walls';
import { HostEvents, type Emit } from '../common/host-events';
import type * as CoversModule from './covers';
import { RegistrationWall } from './registration-wall';

vi.mock('./covers', async (original) => ({
  ...(await original<typeof CoversModule>()),
  loadCoverRows: vi.fn(async () => [[], []]),
}));

afterEach(() => {
  cleanup();
  closeRegistrationWall();
});

describe('RegistrationWall as a partner-page element', () => {
  it('opens from its open attribute and stays closed after the listener closes it', () => {
    const { rerender } = render(<RegistrationWall open />);
    expect(screen.getByRole('dialog', { name: 'Register to Continue' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close registration' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<RegistrationWall open={false} />);
    rerender(<RegistrationWall open />);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('hands sign-up to the main site with the partner page to return to', () => {
    // happy-dom's page is on another origin than serviceConfig.appUrl, as a partner page is.
    expect(location.origin).not.toBe(new URL(serviceConfig.appUrl).origin);
    const emit = vi.fn<Emit>(() => true);
    const onSignInRequest = vi.fn();
    render(
      <HostEvents.Provider value={emit}>
        <RegistrationWall open onSignInRequest={onSignInRequest} />
      </HostEvents.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(onSignInRequest).toHaveBeenCalledWith({ signUp: true });
    expect(emit).toHaveBeenCalledOnce();
    const [name, detail] = emit.mock.calls[0] as [
      string,
      { signUp: boolean; returnUrl: string; url: string },
    ];
    expect(name).toBe('primedia-signin-request');
    expect(detail.signUp).toBe(true);
    expect(detail.returnUrl).toBe(location.href);
    const url = new URL(detail.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${new URL(serviceConfig.appUrl).origin}/user/login`);
    expect(url.searchParams.get('return')).toBe(location.href);
    expect(url.searchParams.has('signup')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSignInRequest).toHaveBeenLastCalledWith({ signUp: false });
    const [, login] = emit.mock.calls[1] as [string, { url: string }];
    expect(new URL(login.url).searchParams.has('signup')).toBe(false);
  });

  it('goes nowhere when the page cancels the sign-in request', () => {
    const emit = vi.fn<Emit>(() => false); // the page called preventDefault()
    const onSignInRequest = vi.fn();
    render(
      <HostEvents.Provider value={emit}>
        <RegistrationWall open onSignInRequest={onSignInRequest} />
      </HostEvents.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(emit).toHaveBeenCalledWith('primedia-signin-request', expect.anything(), true);
    expect(onSignInRequest).not.toHaveBeenCalled();
  });
});
