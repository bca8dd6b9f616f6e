// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BufferingIndicator } from './buffering-indicator';

afterEach(cleanup);

describe('BufferingIndicator', () => {
  it('says "Buffering…" in a polite status while active', () => {
    render(<BufferingIndicator active />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Buffering…');
  });

  it('stays in the page empty while idle, so the next message is read', () => {
    const { rerender } = render(<BufferingIndicator active={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<BufferingIndicator active label="Reconnecting…" />);
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
  });
});
