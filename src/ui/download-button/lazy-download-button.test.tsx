// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
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
  it("is the server's HTML, and takes a press as soon as the page has hydrated", async () => {
    // Rendered as the app's streaming server renders, waiting for every lazy part (the code has not arrived).
    const stream = await renderToReadableStream(<DownloadButton item={video} />);
    await stream.allReady;
    const host = document.createElement('div');
    host.innerHTML = await new Response(stream).text();
    document.body.append(host);
    let root: ReturnType<typeof hydrateRoot> | null = null;
    await act(async () => {
      root = hydrateRoot(host, <DownloadButton item={video} />);
    });
    // The server's own button, hydrated while the code is still on its way: the press is kept, not dropped.
    const served = within(host).getByRole('button', { name: 'Save the audio of Live session' });
    fireEvent.click(served);
    expect(served.getAttribute('aria-busy')).toBe('true');
    act(() => root?.unmount());
    host.remove();
  });

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
    // The real button takes the focus in its first effect, which may run just after it is drawn.
    await vi.waitFor(() => expect(document.activeElement).toBe(real()), { timeout: 5_000 });
  });
});
