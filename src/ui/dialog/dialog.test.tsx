// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open wall
      </button>
      <button type="button">Behind</button>
      <Dialog
        open={open}
        title="Register to Continue"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        backdrop={<div data-testid="art" />}
      >
        <button type="button">Join for free</button>
        <button type="button">Log in</button>
      </Dialog>
    </>
  );
}

function openWall() {
  const opener = screen.getByRole('button', { name: 'Open wall' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

describe('Dialog', () => {
  it('is a modal dialog named by its heading, takes focus and locks page scrolling', () => {
    render(<Harness />);
    openWall();
    const dialog = screen.getByRole('dialog', { name: 'Register to Continue' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />);
    openWall();
    const close = screen.getByRole('button', { name: 'Close' });
    const login = screen.getByRole('button', { name: 'Log in' });
    tab();
    expect(document.activeElement).toBe(close);
    login.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(login);
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = openWall();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click outside the panel but not on a click inside', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    openWall();
    fireEvent.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('art'));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', () => {
    render(<Harness />);
    openWall();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps nothing and locks nothing while host CSS hides it', () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      const opener = openWall();
      const dialog = screen.getByRole('dialog');
      const overlay = dialog.parentElement as HTMLElement;
      act(() => {
        overlay.style.display = 'none';
        vi.advanceTimersByTime(600);
      });
      expect(document.body.style.overflow).toBe('');
      opener.focus();
      tab();
      expect(document.activeElement).toBe(opener);
    } finally {
      vi.useRealTimers();
    }
  });
});
