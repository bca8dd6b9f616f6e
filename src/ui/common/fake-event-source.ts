/**
 * Test support: the now-playing stream's EventSource, which would otherwise open a connection. Stub the global
 * with it (`vi.stubGlobal('EventSource', FakeEventSource)`) and `send` what the stream would say.
 */
import { vi } from 'vitest';
import type { StationDetails } from '../../core/stations/stations';
import { station702 } from './fixtures';
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {}
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

/** Sends `data` on the page's now-playing stream (the latest source opened). */
export function sendNowPlaying(data: unknown): void {
  FakeEventSource.opened.at(-1)?.send(data);
}

/** A now-playing message with one station on air: its show began `showMinutes` ago and ends as long after. */
export function nowPlayingMessage(station: string, stationName: string, showMinutes = 30) {
  const now = Math.floor(Date.now() / 1000);
  return {
    version: now,
    sentAt: new Date(now * 1000).toISOString(),
    stations: [
      {
        station,
        stationName,
        show: {
          id: 'breakfast',
          headline: 'The Breakfast Show',
          presenters: ['A Presenter'],
          imageUrl: '/shows/breakfast.webp',
          startTimeUnixSeconds: now - showMinutes * 60,
          endTimeUnixSeconds: now + showMinutes * 60,
        },
        item: {
          kind: 'segment',
          title: 'Traffic and weather',
          artist: 'A Presenter',
          artworkUrl: '',
          startTimeUnixSeconds: now - 60,
          endTimeUnixSeconds: now + 240,
        },
      },
    ],
  };
}

/**
 * The network a player component meets in a test: now playing through FakeEventSource, the content API's station
 * list with 702 in it, and a media catalog that never answers, so a play stays loading and no request leaves.
 */
export function stubPlayerNetwork(stations: StationDetails[] = [station702()]): void {
  vi.stubGlobal('EventSource', FakeEventSource);
  const stationList = { data: { getStationList: stations } };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      String(url).includes('getStationList')
        ? Promise.resolve(new Response(JSON.stringify(stationList), { status: 200 }))
        : new Promise<Response>(() => undefined),
    ),
  );
}
