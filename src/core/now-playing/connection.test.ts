import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  createNowPlayingClient,
  SILENCE_LIMIT_MS,
  withLastEventId,
  type EventSourceLike,
} from './connection';
import { validateNowPlaying, type NowPlayingInfo } from './message';

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  heartbeat: (() => void) | null = null;
  constructor(readonly url: string) {}
  addEventListener(_type: 'heartbeat', listener: () => void) {
    this.heartbeat = listener;
  }
  close() {
    this.closed = true;
  }
  send(data: string, lastEventId = '') {
    this.onmessage?.(new MessageEvent('message', { data, lastEventId }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

const station = (id: string, title: string) => ({
  station: id,
  stationName: id.toUpperCase(),
  show: {
    id: `${id}-show`,
    headline: 'Breakfast',
    presenters: ['Lerato'],
    imageUrl: 'http://x/i.webp',
    startTimeUnixSeconds: 1,
    endTimeUnixSeconds: 2,
  },
  item: {
    kind: 'song',
    title,
    artist: 'Artist',
    artworkUrl: 'http://x/a.webp',
    startTimeUnixSeconds: 1,
    endTimeUnixSeconds: 2,
  },
});
const message = (title: string) =>
  JSON.stringify({ version: 5, stations: [station('947', title), station('kfm', 'Other')] });

function setup() {
  const sources: FakeSource[] = [];
  const infos: NowPlayingInfo[][] = [];
  const problems: string[] = [];
  const client = createNowPlayingClient({
    url: 'http://127.0.0.1:4000/now-playing',
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onInfos: (list) => infos.push(list),
    onProblem: (text) => problems.push(text),
    random: () => 0.5,
  });
  return { client, sources, infos, problems };
}

describe('now-playing client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('replaces the data of every station with each message', () => {
    const { sources, infos, client } = setup();
    sources[0]?.send(message('First'), '100');
    sources[0]?.send(message('Second'), '101');
    expect(infos.map((list) => list.map((i) => i.item.title))).toEqual([
      ['First', 'Other'],
      ['Second', 'Other'],
    ]);
    client.stop();
  });

  it('drops a malformed message with a record and keeps the connection', () => {
    const { sources, infos, problems, client } = setup();
    sources[0]?.send('{not json', '7');
    sources[0]?.send(JSON.stringify({ stations: [{ station: '702' }] }), '8');
    expect(infos).toHaveLength(0);
    expect(problems).toEqual([
      'dropped a now-playing message: message is not JSON',
      'dropped a now-playing message: station 702 has no name',
    ]);
    expect(sources).toHaveLength(1);
    expect(sources[0]?.closed).toBe(false);
    client.stop();
  });

  it('reconnects after an error with backoff, resuming from the last event id, one connection at a time', () => {
    const { sources, client } = setup();
    sources[0]?.send(message('A'), '1795000000');
    sources[0]?.fail();
    expect(sources[0]?.closed).toBe(true);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(backoffDelay(0, () => 0.5));
    expect(sources).toHaveLength(2);
    expect(sources[1]?.url).toBe('http://127.0.0.1:4000/now-playing?lastEventId=1795000000');
    sources[1]?.fail();
    sources[1]?.fail(); // a second error for the same source must not schedule a second reconnect
    vi.advanceTimersByTime(backoffDelay(1, () => 0.5));
    expect(sources).toHaveLength(3);
    expect(sources.filter((s) => !s.closed)).toHaveLength(1);
    client.stop();
  });

  it('reconnects when nothing arrives for 45 s, and heartbeats keep it open', () => {
    const { sources, client } = setup();
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1000);
    sources[0]?.heartbeat?.();
    vi.advanceTimersByTime(SILENCE_LIMIT_MS - 1000);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1000 + BACKOFF_MAX_MS);
    expect(sources[0]?.closed).toBe(true);
    expect(sources.length).toBeGreaterThanOrEqual(2);
    client.stop();
  });

  it('stops for good when stopped', () => {
    const { sources, client } = setup();
    client.stop();
    sources[0]?.fail();
    vi.advanceTimersByTime(BACKOFF_MAX_MS * 2);
    expect(sources).toHaveLength(1);
  });
});

describe('backoff', () => {
  it('doubles from 1 s with jitter and never exceeds 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(30000);
    expect(backoffDelay(20, () => 0)).toBe(15000);
  });

  it('puts the last event id in the query', () => {
    expect(withLastEventId('http://h/now-playing', null)).toBe('http://h/now-playing');
    expect(withLastEventId('http://h/now-playing?a=1', '42')).toBe('http://h/now-playing?a=1&lastEventId=42');
  });
});

describe('validateNowPlaying', () => {
  it('accepts the stream message shape and copies only known fields', () => {
    const extra = { ...station('702', 'T'), injected: '<script>' };
    const result = validateNowPlaying(JSON.stringify({ version: 9, stations: [extra] }));
    expect(result.ok && result.infos[0]).toEqual(station('702', 'T'));
  });

  it('rejects wrong kinds and bad times', () => {
    const bad = { ...station('702', 'T'), item: { ...station('702', 'T').item, kind: 'ad' } };
    expect(validateNowPlaying(JSON.stringify({ stations: [bad] }))).toEqual({
      ok: false,
      reason: 'station 702 has an unknown item kind',
    });
    const time = {
      ...station('702', 'T'),
      show: { ...station('702', 'T').show, startTimeUnixSeconds: 'soon' },
    };
    expect(validateNowPlaying(JSON.stringify({ stations: [time] }))).toEqual({
      ok: false,
      reason: 'station 702 has bad show times',
    });
    expect(validateNowPlaying(JSON.stringify({ stations: [] }))).toEqual({
      ok: false,
      reason: 'message has an empty stations list',
    });
  });
});
