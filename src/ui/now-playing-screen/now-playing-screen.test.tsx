// @vitest-environment happy-dom
/**
 * The Now Playing screen as a listener opens it from the mini player. The player's stores are seeded with the
 * state a real play reaches (../common/seed-player.ts); the verbs that act on the media element alone are
 * watched to see that the screen asked for them.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $playbackRate,
  keepPlaybackRate,
  PLAYBACK_RATE_STORAGE_KEY,
  setPlaybackRate,
} from '../../core/player/session/playback-rate';
import { $playRequest } from '../../core/player/store';
import { shared } from '../../core/store-registry';
import type * as PlayerModule from '../../core/player/controller';
import { nowPlayingMessage, sendNowPlaying, stubPlayerNetwork } from '../common/fake-event-source';
import { renderWithEvents } from '../common/render-with-events';
import { EPISODE, seedLive, seedOnDemand } from '../common/seed-player';

vi.mock('../../core/player/controller', async (original) => {
  const actual = await original<typeof PlayerModule>();
  return {
    ...actual,
    skip: vi.fn(actual.skip),
    seekToPercent: vi.fn(actual.seekToPercent),
    playLiveShowFromStart: vi.fn(actual.playLiveShowFromStart),
  };
});

const player = await import('../../core/player/controller');
const { MiniPlayer, loadMiniPlayerBar } = await import('../mini-player/mini-player');
// The bar's code has arrived, as it does at a page's first idle moment (mini-player-loading.test.tsx covers a play
// that comes before it).
await loadMiniPlayerBar();
// As the host app does when it starts.
keepPlaybackRate();

const episode = EPISODE;

beforeEach(() => stubPlayerNetwork());

afterEach(() => {
  cleanup();
  player.stopPlayback();
  setPlaybackRate(1);
  shared('lite-query-cache', () => new Map<string, unknown>()).clear();
  vi.clearAllMocks();
});

function openFromTitle(title: string): HTMLElement {
  fireEvent.click(within(screen.getByRole('region', { name: 'Player' })).getByText(title));
  return screen.getByRole('dialog', { name: 'Now playing' });
}

describe('the Now Playing screen', () => {
  it('opens from the title with the seek bar, times, skips and speed of an episode', () => {
    renderWithEvents(<MiniPlayer />);
    act(() => seedOnDemand(episode));
    expect(screen.queryByRole('dialog')).toBeNull();
    const sheet = openFromTitle(episode.title);
    const seek = within(sheet).getByRole('slider', { name: 'Seek' });
    expect(seek.getAttribute('aria-valuetext')).toBe('02:00 of 10:00, 8 mins left');
    expect(within(sheet).getByLabelText('Elapsed').textContent).toBe('02:00');
    expect(within(sheet).getByLabelText('Remaining').textContent).toBe('-08:00');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Back 15 seconds' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Forward 15 seconds' }));
    expect(vi.mocked(player.skip).mock.calls).toEqual([[-1], [1]]);
    fireEvent.keyDown(seek, { key: 'End' });
    expect(player.seekToPercent).toHaveBeenLastCalledWith(100);

    fireEvent.change(within(sheet).getByRole('combobox', { name: 'Speed' }), { target: { value: '1.5' } });
    expect($playbackRate.get()).toBe(1.5);
    expect(localStorage.getItem(PLAYBACK_RATE_STORAGE_KEY)).toBe('1.5');
  });

  it('gives live Stop and From the start, and no seek bar or speed', () => {
    renderWithEvents(<MiniPlayer />);
    act(() => seedLive('702', '702', 'live-player:702', { catchUpWindowSeconds: 4 * 3600 }));
    act(() => sendNowPlaying(nowPlayingMessage('702', '702', 30)));
    fireEvent.click(screen.getByRole('button', { name: 'Open Now Playing' }));
    const sheet = screen.getByRole('dialog', { name: 'Now playing' });
    expect(within(sheet).queryByRole('slider', { name: 'Seek' })).toBeNull();
    expect(within(sheet).queryByRole('combobox', { name: 'Speed' })).toBeNull();
    expect(within(sheet).getByText('Live')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'From the start of The Breakfast Show' }));
    expect(player.playLiveShowFromStart).toHaveBeenCalledTimes(1);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Stop' }));
    expect($playRequest.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, takes its history entry off and gives focus to Expand', async () => {
    renderWithEvents(<MiniPlayer />);
    act(() => seedOnDemand(episode));
    const overlayEntry = () => (history.state as Record<string, unknown> | null)?.primediaOverlay === true;
    openFromTitle(episode.title);
    expect(overlayEntry()).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open Now Playing' }));
    await waitFor(() => expect(overlayEntry()).toBe(false));
  });

  it('closes on Back', async () => {
    renderWithEvents(<MiniPlayer />);
    act(() => seedOnDemand(episode));
    openFromTitle(episode.title);
    act(() => history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'Player' })).toBeTruthy();
  });
});
