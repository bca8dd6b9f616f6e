// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The button's own code arrives when the test says so, as its chunk would on a slow network.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock('./download-button', async (original) => {
  await chunk.arrived;
  return original();
});

const { DownloadButton } = await import('./lazy-download-button');

const video = {
  mediaId: 'video-1',
  title: 'Live session',
  stationName: '702',
  imageUrl: null,
  path: '/video/live-session',
  type: 'video' as const,
  premium: false,
  durationSeconds: 1800,
};

afterEach(cleanup);

// In this order: once the code has arrived, every later render has the real button.
describe('DownloadButton before its code has arrived', () => {
  it('marks a press as waiting', () => {
    render(<DownloadButton item={video} />);
    const button = screen.getByRole('button', { name: 'Save the audio of Live session' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it("says what the button will say, and hands the keyboard's focus to it when it arrives", async () => {
    render(<DownloadButton item={video} />);
    const placeholder = screen.getByRole('button', { name: 'Save the audio of Live session' });
    expect(placeholder.textContent).toBe('Save audio');
    placeholder.focus();

    await act(async () => {
      chunk.release();
      await chunk.arrived;
    });

    const real = () => screen.getByRole('button', { name: 'Save the audio of Live session' });
    await vi.waitFor(() => expect(real()).not.toBe(placeholder), { timeout: 5_000 });
    expect(real().textContent).toBe('Save audio');
    expect(document.activeElement).toBe(real());
  });
});
