// @vitest-environment happy-dom
/**
 * The cast control against a stubbed Remote Playback API on the page's one media element: no real device is
 * involved (docs/player.md, "Video" says what was not tried).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { player } from '../../core/player/controller';
import { CastButton } from './cast-button';

afterEach(cleanup);

function stubRemote() {
  let report: (available: boolean) => void = () => undefined;
  const target = new EventTarget();
  const remote = Object.assign(target, {
    state: 'disconnected' as RemotePlaybackState,
    watchAvailability: vi.fn((callback: (available: boolean) => void) => {
      report = callback;
      return Promise.resolve(7);
    }),
    cancelWatchAvailability: vi.fn(() => Promise.resolve()),
    prompt: vi.fn(() => Promise.resolve()),
  });
  Object.defineProperty(player.element(), 'remote', { value: remote, configurable: true });
  return { remote, available: (found: boolean) => act(() => report(found)) };
}

describe('the cast control', () => {
  it('shows only while a device is available, and opens the device picker on the one media element', async () => {
    const { remote, available } = stubRemote();
    const { unmount } = render(<CastButton className="cast" />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button')).toBeNull();
    available(true);
    const cast = screen.getByRole('button', { name: 'Cast to a device' });
    fireEvent.click(cast);
    expect(remote.prompt).toHaveBeenCalledTimes(1);

    act(() => {
      remote.state = 'connected';
      remote.dispatchEvent(new Event('connect'));
    });
    expect(
      screen.getByRole('button', { name: 'Casting: choose a device or stop' }).getAttribute('aria-pressed'),
    ).toBe('true');
    available(false); // still casting: the way back stays
    expect(screen.getByRole('button', { name: 'Casting: choose a device or stop' })).toBeTruthy();
    act(() => {
      remote.state = 'disconnected';
      remote.dispatchEvent(new Event('disconnect'));
    });
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    expect(remote.cancelWatchAvailability).toHaveBeenCalledWith(7);
  });

  it('offers nothing where the browser refuses to watch for devices', async () => {
    const { remote } = stubRemote();
    remote.watchAvailability.mockImplementation(() =>
      Promise.reject(new DOMException('no', 'NotSupportedError')),
    );
    render(<CastButton className="cast" />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button')).toBeNull();
  });
});
