// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as PlayerModule from '../../core/player/controller';
import { ShareMoment, itemMoment, stationMoment } from './share-moment';

vi.mock('../../core/player/controller', async (original) => {
  const actual = await original<typeof PlayerModule>();
  return { ...actual, playMedia: vi.fn(() => Promise.resolve()) };
});
const player = await import('../../core/player/controller');
const { PlayFromMoment } = await import('../content/play-from-moment');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const item = {
  mediaId: 'ep-0001',
  type: 'audio' as const,
  title: 'Jozi Eats',
  stationName: '702',
  imageUrl: '',
  duration: 2160,
  pageUrl: '/podcasts/jozi-eats/ep-1',
};

describe('sharing a moment', () => {
  it('copies the page link at the time shown, and offers Share only where the browser has it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(<ShareMoment moment={itemMoment(item.pageUrl, 754.4)} title={item.title} />);
    expect(screen.queryByRole('button', { name: /^Share at/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link at 12:34' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/podcasts/jozi-eats/ep-1?t=754`);
  });

  it('shares through the share sheet where there is one, and says when copying failed', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share, clipboard: { writeText: () => Promise.reject(new Error('no')) } });
    render(<ShareMoment moment={itemMoment(item.pageUrl, 60)} title={item.title} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share at 1:00' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${location.origin}/podcasts/jozi-eats/ep-1?t=60` }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link at 1:00' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Could not copy the link'));
  });

  it('copies the station page link at the time that aired, for catch-up', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    // 07:42 on a Saturday in Johannesburg.
    const aired = Date.parse('2026-11-28T07:42:10+02:00') / 1000;
    render(<ShareMoment moment={stationMoment('702', aired + 0.6)} title="702" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link at 07:42, Saturday' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/station/702?at=${aired}`);
  });
});

describe('opening a shared moment', () => {
  it('offers "Play from 12:34", which plays the item from there', () => {
    render(<PlayFromMoment item={item} search="?t=754" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play from 12:34' }));
    expect(player.playMedia).toHaveBeenCalledWith(
      expect.objectContaining({ mediaId: 'ep-0001', startAt: 754, pageUrl: item.pageUrl }),
    );
  });

  it('says why a bad time is ignored, and offers nothing to press for it', () => {
    render(<PlayFromMoment item={item} search="?t=soon" />);
    expect(screen.getByRole('status').textContent).toBe(
      'The link\'s time "soon" is not a time in seconds, so it opens at the start.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
