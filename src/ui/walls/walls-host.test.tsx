// @vitest-environment happy-dom
/** The walls' decorative covers come from the content API: its requests are left unanswered here. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { closePaywall, closeRegistrationWall, openPaywall, openRegistrationWall } from '../../core/walls';
import { WallsHost } from './walls-host';

vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));

afterEach(() => {
  cleanup();
  closePaywall();
  closeRegistrationWall();
});

afterAll(() => vi.unstubAllGlobals());

describe('WallsHost', () => {
  it('shows no wall until one is opened, then the one that was', () => {
    render(<WallsHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openRegistrationWall());
    expect(screen.getByRole('dialog', { name: 'Register to Continue' })).toBeTruthy();
    act(() => {
      closeRegistrationWall();
      openPaywall();
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Upgrade to Audiostar+' })).toBeTruthy();
  });
});
