// @vitest-environment happy-dom
/**
 * The mini player as a listener meets it. Playback cannot happen here, so a test seeds the player's public
 * stores with the state a real play reaches (../common/seed-player.ts) and stands in for the network (fetch,
 * the now-playing EventSource). The player's verbs are the real ones; the ones whose effect is on the media
 * element alone (pause, go live) are watched to see that the bar asked for them.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideToast, showToast } from '../../core/feedback/toast';
import { dueAtom } from '../../core/personal/reminder-store';
import { $sleepTimer, cancelSleepTimer } from '../../core/player/session/sleep-timer';
import { liveRequest } from '../../core/player/live/play-live';
import { $playRequest, $player, setPlayerConnection } from '../../core/player/store';
import { shared } from '../../core/store-registry';
import type * as PlayerModule from '../../core/player/controller';
import { nowPlayingMessage, sendNowPlaying, stubPlayerNetwork } from '../common/fake-event-source';
import { renderWithEvents } from '../common/render-with-events';
import { EPISODE, seedLive, seedOnDemand } from '../common/seed-player';

vi.mock('../../core/player/controller', async (original) => {
  const actual = await original<typeof PlayerModule>();
  return {
    ...actual,
    togglePlayback: vi.fn(actual.togglePlayback),
    goLive: vi.fn(actual.goLive),
    playLiveShowFromStart: vi.fn(actual.playLiveShowFromStart),
  };
});

const player = await import('../../core/player/controller');
const { MiniPlayer, loadMiniPlayerBar } = await import('./mini-player');
// The bar's code has arrived, as it does at a page's first idle moment (mini-player-loading.test.tsx covers a play
// that comes before it).
await loadMiniPlayerBar();

const episode = EPISODE;

beforeEach(() => stubPlayerNetwork());

afterEach(() => {
  cleanup();
  player.stopPlayback();
  cancelSleepTimer();
  hideToast();
  setPlayerConnection('ok');
  dueAtom.set(null);
  shared('lite-query-cache', () => new Map<string, unknown>()).clear();
  vi.clearAllMocks();
});

// The stand-ins stay until this file's page goes: a request the player makes late must never reach the network.

describe('MiniPlayer', () => {
  it('shows nothing while nothing plays, but still shows the error toast', () => {
    renderWithEvents(<MiniPlayer />);
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
    act(() => showToast('Error while loading the media.'));
    expect(screen.getByRole('status').textContent).toBe('Error while loading the media.');
  });

  it('shows an episode with its time left, skip buttons and Pause, and pauses on Pause', () => {
    const events = renderWithEvents(<MiniPlayer />);
    act(() => seedOnDemand(episode));
    const bar = screen.getByRole('region', { name: 'Player' });
    expect(bar.textContent).toContain('Jozi Eats');
    expect(screen.getByText(episode.title)).toBeTruthy();
    expect(screen.getByText('8 mins left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back 15 seconds' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forward 15 seconds' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(player.togglePlayback).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ name: 'primedia-pause', detail: { mediaId: 'ep-0001', live: false } }]);
  });

  it('plays a paused episode again on Play, as a listening of its own', () => {
    const events = renderWithEvents(<MiniPlayer />);
    act(() => seedOnDemand({ ...episode, playing: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(player.togglePlayback).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ name: 'primedia-play', detail: { mediaId: 'ep-0001', live: false } }]);
  });

  it('shows live radio with what is on now and no skip buttons, and stops it on Stop', async () => {
    renderWithEvents(<MiniPlayer />);
    act(() => seedLive('702', '702', 'live-player:702'));
    act(() => sendNowPlaying(nowPlayingMessage('702', '702', 30)));
    expect(await screen.findByText('Traffic and weather', { exact: false })).toBeTruthy();
    expect(screen.getByText('On air for 30 mins')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back 15 seconds' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect($playRequest.get()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
  });

  it('offers the live show from its start when the station keeps its past', () => {
    renderWithEvents(<MiniPlayer />);
    act(() => {
      seedLive('702', '702', 'live-player:702');
      sendNowPlaying(nowPlayingMessage('702', '702', 30));
    });
    expect(screen.queryByRole('button', { name: /^From the start/ })).toBeNull();
    act(() => seedLive('702', '702', 'live-player:702', { catchUpWindowSeconds: 4 * 3600 }));
    const [fromStart] = screen.getAllByRole('button', { name: 'From the start of The Breakfast Show' });
    fireEvent.click(fromStart as HTMLElement);
    expect(player.playLiveShowFromStart).toHaveBeenCalledTimes(1);
  });

  it('shows how far behind live a catch-up plays, with Go live to come back', async () => {
    renderWithEvents(<MiniPlayer />);
    const startedAt = Math.floor(Date.now() / 1000) - 20 * 60;
    act(() => {
      void player.playFromStart(liveRequest({ id: '702', mediaId: 'live-702', stationName: '702' }), {
        startUnixSeconds: startedAt,
        headline: 'The Breakfast Show',
      });
    });
    expect(screen.getByRole('region', { name: 'Player' }).textContent).toContain('The Breakfast Show');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^20 min \d+ s behind live$/);
    expect(screen.queryByText('Live')).toBeNull();
    const [goLive] = screen.getAllByRole('button', { name: 'Go live' });
    fireEvent.click(goLive as HTMLElement);
    expect(player.goLive).toHaveBeenCalledTimes(1);
  });

  it('says Buffering while loading and Reconnecting while the stream is restored', () => {
    renderWithEvents(<MiniPlayer />);
    act(
      () =>
        void player.playMedia({
          mediaId: 'ep-0002',
          type: 'audio',
          audio: { title: episode.title, station: episode.station, imageUrl: '' },
          station: null,
        }),
    );
    expect(screen.getByRole('button', { name: 'Loading, press to stop' })).toBeTruthy();
    expect(screen.getByText('Buffering…')).toBeTruthy();
    act(() => setPlayerConnection('reconnecting'));
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
  });

  it('stops playback and goes away on Close player', () => {
    renderWithEvents(<MiniPlayer />);
    act(() => seedOnDemand(episode));
    fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
    expect($player.get().media.id).toBeNull();
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
  });
});

/**
 * The bar renders its actions twice, beside the badge when wide and in a row of their own when narrow, and its
 * stylesheet (absent here) shows one: the first is the wide bar's. Returns its button and the panel it opens.
 */
function sleepControl() {
  const [button] = screen.getAllByRole('button', { name: /^Sleep/ });
  if (!button) throw new Error('no sleep timer button');
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the sleep timer button controls no panel');
  return { button, panel, choice: (name: string) => within(panel).getByRole('button', { name }) };
}

describe('the sleep timer', () => {
  it('sets a timer from its panel, shows the countdown and gives the focus back', () => {
    renderWithEvents(<MiniPlayer />);
    act(() => seedOnDemand(episode));
    const { button: sleep, panel, choice } = sleepControl();
    expect(panel.getAttribute('aria-label')).toBe('Sleep timer');
    fireEvent.click(sleep);
    expect(sleep.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    fireEvent.click(choice('15 min'));
    expect($sleepTimer.get()?.choice).toBe(15);
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(sleep);
    expect(sleep.textContent).toMatch(/^Sleep (15:00|14:5\d)$/);

    fireEvent.click(sleep);
    fireEvent.click(choice('Off'));
    expect($sleepTimer.get()).toBeNull();
    expect(sleep.textContent).toBe('Sleep');
  });

  it('closes its panel on Escape', () => {
    renderWithEvents(<MiniPlayer />);
    act(() => seedOnDemand(episode));
    const { button: sleep, choice } = sleepControl();
    fireEvent.click(sleep);
    fireEvent.keyDown(choice('30 min'), { key: 'Escape' });
    expect(sleep.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(sleep);
  });

  it('says so when the end of the show is not known', () => {
    renderWithEvents(<MiniPlayer />);
    act(() => seedOnDemand({ ...episode, duration: null }));
    const { button: sleep, panel, choice } = sleepControl();
    fireEvent.click(sleep);
    fireEvent.click(choice('End of show'));
    expect(within(panel).getByRole('alert').textContent).toBe('The end of this show is not known yet.');
    expect($sleepTimer.get()).toBeNull();
  });
});

describe('a reminder that is due', () => {
  const due = {
    id: 'show-1',
    station: '_702',
    headline: 'The Money Show',
    startTimeUnixSeconds: Math.floor(Date.now() / 1000),
    endTimeUnixSeconds: Math.floor(Date.now() / 1000) + 3600,
  };

  it('says the show is starting and plays its station live on Play live', async () => {
    renderWithEvents(<MiniPlayer />);
    act(() => dueAtom.set(due));
    expect(screen.getByRole('alert').textContent).toContain('The Money Show is starting now');
    fireEvent.click(screen.getByRole('button', { name: 'Play live' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect($playRequest.get()).toEqual({ origin: 'reminder:show-1', mediaId: 'live-702', station: '702' }),
    );
    expect(screen.getByRole('region', { name: 'Player' })).toBeTruthy();
  });

  it('goes away on Dismiss without playing', () => {
    renderWithEvents(<MiniPlayer />);
    act(() => dueAtom.set(due));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect($playRequest.get()).toBeNull();
  });
});
