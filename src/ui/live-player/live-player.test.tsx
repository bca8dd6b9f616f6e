// @vitest-environment happy-dom
/**
 * The live player as a listener meets it. Only what cannot exist here is stood in for: the network (`fetch`
 * for the content API and the media catalog, and the now-playing stream's EventSource). The player itself is
 * the page's real one, observed through its public stores. The names and messages it expects are the ones
 * the live player shows in each of its states (docs/widgets.md, "Live player states").
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideToast } from '../../core/feedback/toast';
import { stopPlayback } from '../../core/player/controller';
import { markFailureReported, recordPlayFailure } from '../../core/player/recovery/play-failures';
import { $playRequest, $player, setPlayRequest } from '../../core/player/store';
import { shared } from '../../core/store-registry';
import { FakeEventSource, nowPlayingMessage, sendNowPlaying } from '../common/fake-event-source';
import { station702 } from '../common/fixtures';
import { renderWithEvents } from '../common/render-with-events';
import { seedLive } from '../common/seed-player';
import { LivePlayer } from './live-player';

const nowPlaying = nowPlayingMessage('702', '702');

type Network = { stations: 'ok' | 'down'; media: 'pending' | 'down'; catchUpWindowSeconds?: number };

/** Answers the content API's station list; the media catalog's requests hang or fail as `network` says. */
function stubNetwork(network: Network): string[] {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(decodeURIComponent(String(url)));
      if (String(url).includes('getStationList')) {
        if (network.stations === 'down') return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(
          new Response(
            JSON.stringify({
              data: {
                getStationList: [station702({ catchUpWindowSeconds: network.catchUpWindowSeconds ?? 0 })],
              },
            }),
            { status: 200 },
          ),
        );
      }
      if (network.media === 'down') return Promise.reject(new TypeError('Failed to fetch'));
      return new Promise<Response>(() => undefined);
    }),
  );
  return requested;
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  cleanup();
  stopPlayback();
  hideToast();
  shared('lite-query-cache', () => new Map<string, unknown>()).clear();
  // What a test started may still ask for after it ends (a catch-up's history): never the real network.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
});

// The stand-ins stay until this file's page goes: a request the player makes late must never reach the network.

const control = () => screen.getByRole('button', { name: /702 live$/ });

describe('LivePlayer', () => {
  it('says which stations exist when the station attribute is unknown, and reports it', () => {
    stubNetwork({ stations: 'ok', media: 'pending' });
    const events = renderWithEvents(<LivePlayer station="999" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Unknown station "999". Use one of 702, 947, kfm, capetalk.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(events).toEqual([
      {
        name: 'primedia-error',
        detail: expect.objectContaining({ code: 'bad-attribute', attribute: 'station' }),
      },
    ]);
  });

  it('asks for a station when none is given', () => {
    stubNetwork({ stations: 'ok', media: 'pending' });
    renderWithEvents(<LivePlayer />);
    expect(screen.getByRole('alert').textContent).toContain('No station chosen.');
  });

  it('shows the station, its show on air and what is on now from the now-playing stream', async () => {
    stubNetwork({ stations: 'ok', media: 'pending' });
    renderWithEvents(<LivePlayer station="702" />);
    expect(screen.getByRole('region', { name: '702 live' })).toBeTruthy();
    expect(control().getAttribute('aria-label')).toBe('Play 702 live');
    act(() => sendNowPlaying(nowPlaying));
    expect(await screen.findByText('The Breakfast Show')).toBeTruthy();
    expect(screen.getByText('Traffic and weather · A Presenter')).toBeTruthy();
  });

  it('starts the station live on Play, shows it loading, and a second press stops it', async () => {
    stubNetwork({ stations: 'ok', media: 'pending' });
    const events = renderWithEvents(<LivePlayer station="702" />);
    fireEvent.click(control());
    expect($playRequest.get()).toEqual({ origin: 'live-player:702', mediaId: 'live-702', station: '702' });
    expect($player.get().isLoading).toBe(true);
    expect(control().getAttribute('aria-label')).toBe('Loading 702 live');
    expect(screen.getByText('Buffering…')).toBeTruthy();
    expect(events).toContainEqual({
      name: 'primedia-play',
      detail: { station: '702', mediaId: 'live-702', live: true },
    });

    fireEvent.click(control());
    expect($playRequest.get()).toBeNull();
    expect(control().getAttribute('aria-label')).toBe('Play 702 live');
    expect(events.at(-1)).toEqual({
      name: 'primedia-stop',
      detail: { station: '702', mediaId: 'live-702', live: true, reason: 'stopped' },
    });
  });

  it('offers Stop while the station plays live, and stops it', () => {
    stubNetwork({ stations: 'ok', media: 'pending' });
    renderWithEvents(<LivePlayer station="702" />);
    act(() => seedLive('702', '702', 'live-player:702'));
    expect(control().getAttribute('aria-label')).toBe('Stop 702 live');
    fireEvent.click(control());
    expect($player.get().isPlaying).toBe(false);
    expect($playRequest.get()).toBeNull();
    expect(control().getAttribute('aria-label')).toBe('Play 702 live');
  });

  it('plays the show on air from its start when the station keeps its past, with Go live to come back', async () => {
    stubNetwork({ stations: 'ok', media: 'pending', catchUpWindowSeconds: 4 * 3600 });
    const events = renderWithEvents(<LivePlayer station="702" />);
    act(() => sendNowPlaying(nowPlaying));
    fireEvent.click(await screen.findByRole('button', { name: 'From the start of The Breakfast Show' }));
    expect($player.get().catchUp).toMatchObject({
      station: '702',
      fromUnixSeconds: nowPlaying.stations[0]?.show.startTimeUnixSeconds,
    });
    expect(screen.getByRole('button', { name: 'Loading 702' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go live' })).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^30 min \d+ s behind live$/);
    expect(events).toContainEqual({
      name: 'primedia-play',
      detail: { station: '702', mediaId: 'live-702', live: false, catchUp: true },
    });
  });

  it('shows the player’s failure inside the card when the stream cannot be loaded, and reports it', async () => {
    stubNetwork({ stations: 'ok', media: 'down' });
    const events = renderWithEvents(<LivePlayer station="702" />);
    fireEvent.click(control());
    expect((await screen.findByRole('alert')).textContent).toBe('Error while loading the media.');
    expect(control().getAttribute('aria-label')).toBe('Play 702 live');
    // The event goes from an effect after the commit that shows the message: under load it can come a tick later.
    await waitFor(() =>
      expect(events).toContainEqual({
        name: 'primedia-error',
        detail: { code: 'playback-failed', station: '702', message: 'Error while loading the media.' },
      }),
    );
    // The toast goes after 3 s; the card keeps saying why nothing plays, and the page is told once.
    act(() => hideToast());
    expect(screen.getByRole('alert').textContent).toBe('Error while loading the media.');
    expect(events.filter((event) => event.name === 'primedia-error')).toHaveLength(1);
  });

  it('shows a failure the light shell reported before the card mounted, after its toast has gone, and does not report it again', async () => {
    stubNetwork({ stations: 'ok', media: 'pending' });
    // The shell's press failed and was reported (widgets/runtime/shell-play.ts); its toast has hidden since.
    const request = { origin: 'live-player:702', mediaId: 'live-702', station: '702' as const };
    setPlayRequest(request);
    recordPlayFailure(request, 'Error while loading the media.');
    markFailureReported(request);
    hideToast();
    const events = renderWithEvents(<LivePlayer station="702" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Error while loading the media.');
    expect(events.filter((event) => event.name === 'primedia-error')).toEqual([]);
    // The next press is a new request: the message goes with the old one.
    await waitFor(() => expect(control()).toHaveProperty('disabled', false));
    fireEvent.click(control());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says the station could not be loaded, keeps the control off, and loads it again on Try again', async () => {
    const network: Network = { stations: 'down', media: 'pending' };
    stubNetwork(network);
    const events = renderWithEvents(<LivePlayer station="702" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The station could not be loaded. Check your connection and try again.',
    );
    expect((control() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(events).toContainEqual({
        name: 'primedia-error',
        detail: expect.objectContaining({ code: 'load-failed', station: '702' }),
      }),
    );

    network.stations = 'ok';
    stubNetwork(network);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect((control() as HTMLButtonElement).disabled).toBe(false);
  });
});
