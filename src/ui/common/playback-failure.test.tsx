// @vitest-environment happy-dom
/** The media catalog is the network: here it cannot be reached, so a play fails as it would offline. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideToast } from '../../core/feedback/toast';
import { playMedia, stopPlayback, type PlayRequest } from '../../core/player/controller';
import { usePlaybackFailure } from './playback-failure';

function Failure({ origin }: { origin: string }) {
  const failure = usePlaybackFailure((request) => request.origin === origin);
  return <p role="status">{failure ?? 'no failure'}</p>;
}

const episode: PlayRequest = {
  mediaId: 'ep-0001',
  type: 'audio',
  audio: { title: 'Episode one', station: 'Jozi Eats', imageUrl: '' },
  station: null,
  origin: 'podcast-episodes',
};

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});

afterEach(() => {
  cleanup();
  stopPlayback();
  hideToast();
});

afterAll(() => vi.unstubAllGlobals());

describe('usePlaybackFailure', () => {
  it('gives the player’s message to the control whose play failed', async () => {
    render(<Failure origin="podcast-episodes" />);
    await act(() => playMedia(episode));
    expect((await screen.findByText('Error while loading the media.')).getAttribute('role')).toBe('status');
  });

  it('gives nothing to a control that did not ask for the failed play', async () => {
    render(<Failure origin="live-player:702" />);
    await act(() => playMedia(episode));
    expect(screen.getByRole('status').textContent).toBe('no failure');
  });
});
