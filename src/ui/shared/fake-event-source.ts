/**
 * Test support: the now-playing stream's EventSource, which would otherwise open a connection. Stub the global
 * with it (`vi.stubGlobal('EventSource', FakeEventSource)`) and `send` what the stream would say.
 */
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
