// @vitest-environment happy-dom
/** The system clipboard is the browser's: `navigator.clipboard.writeText` is stood in for. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareButtons } from './share-buttons';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  window.dataLayer = [];
  writeText.mockReset();
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const props = { url: '/news/2026/11/taxi-strike', title: 'Taxi strike ends', type: 'news', station: '702' };
const full = `${location.origin}/news/2026/11/taxi-strike`;

describe('ShareButtons', () => {
  it('links to each network’s share page for this content, in a new window without an opener', () => {
    render(<ShareButtons {...props} />);
    const group = screen.getByRole('group', { name: 'Share Taxi strike ends' });
    expect(group).toBeTruthy();
    const facebook = screen.getByRole('link', { name: 'Share on Facebook (opens in a new window)' });
    const twitter = screen.getByRole('link', { name: 'Share on X (Twitter) (opens in a new window)' });
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp (opens in a new window)' });
    expect(facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(full)}`,
    );
    expect(twitter.getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(full)}&text=Taxi%20strike%20ends`,
    );
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Taxi strike ends ${full}`)}`,
    );
    for (const link of [facebook, twitter, whatsapp]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('records a share_content event when a network is chosen', () => {
    render(<ShareButtons {...props} />);
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    whatsapp.addEventListener('click', (event) => event.preventDefault()); // no new window here
    fireEvent.click(whatsapp);
    expect(window.dataLayer).toEqual([
      {
        event: 'share_content',
        page_name: 'detail_page',
        slug: '/news/2026/11/taxi-strike',
        type: 'news',
        station_name: '702',
      },
    ]);
  });

  it('copies the link, says so, and clears the message after three seconds', async () => {
    vi.useFakeTimers();
    writeText.mockResolvedValue(undefined);
    render(<ShareButtons {...props} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(full);
    expect(screen.getByRole('status').textContent).toBe('Link copied');
    expect(window.dataLayer).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when the link could not be copied, and records no share', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    render(<ShareButtons {...props} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('status').textContent).toBe('Could not copy the link');
    expect(window.dataLayer).toEqual([]);
  });
});
