import { describe, expect, it } from 'vitest';
import { validateNowPlaying } from '../../src/core/now-playing/message';
import { getSeed } from '../seed';
import { createNowPlayingState } from './state';
import { formatEvent, parseLastEventId } from './index';

const seed = getSeed();
const base = 'http://127.0.0.1:4000';
const t0 = Date.UTC(2026, 10, 22, 10, 0, 7) / 1000;

describe('now-playing state', () => {
  it('describes every station in one message', () => {
    const message = createNowPlayingState(seed, base).messageAt(t0);
    expect(message.stations.map((s) => s.station).sort()).toEqual(seed.stations.map((s) => s.id).sort());
    for (const s of message.stations) {
      expect(s.item.startTimeUnixSeconds).toBeLessThanOrEqual(t0);
      expect(s.item.endTimeUnixSeconds).toBeGreaterThan(t0);
      expect(s.item.title.length).toBeGreaterThan(0);
      expect(s.item.artworkUrl).toMatch(/^http:\/\/127\.0\.0\.1:4000\/images\/.+\/1x1\/180\.webp$/);
    }
  });

  it('plays songs on music stations and segments on talk stations', () => {
    const message = createNowPlayingState(seed, base).messageAt(t0);
    for (const s of message.stations) {
      const format = seed.stations.find((st) => st.id === s.station)?.format;
      expect(s.item.kind).toBe(format === 'music' ? 'song' : 'segment');
    }
  });

  it('uses the latest change as the version and changes it at the next change', () => {
    const state = createNowPlayingState(seed, base, { itemSeconds: 10 });
    const first = state.messageAt(t0);
    const next = state.nextChangeAfter(t0);
    expect(next).toBeGreaterThan(t0);
    expect(next - t0).toBeLessThanOrEqual(10);
    expect(state.messageAt(next - 1).version).toBe(first.version);
    expect(state.messageAt(next).version).toBeGreaterThan(first.version);
  });

  it('is the same for the same moment (deterministic across processes)', () => {
    expect(createNowPlayingState(seed, base).messageAt(t0)).toEqual(
      createNowPlayingState(seed, base).messageAt(t0),
    );
  });
});

describe('now-playing wire format', () => {
  it('writes one SSE event with the version as id and the JSON as data', () => {
    const message = createNowPlayingState(seed, base).messageAt(t0);
    const text = formatEvent(message);
    expect(text.startsWith(`id: ${message.version}\ndata: {`)).toBe(true);
    expect(text.endsWith('\n\n')).toBe(true);
    expect(JSON.parse(text.split('\n')[1]?.slice('data: '.length) ?? '')).toEqual(message);
  });

  it('writes what the page accepts, whole', () => {
    const message = createNowPlayingState(seed, base).messageAt(t0);
    expect(validateNowPlaying(JSON.stringify(message))).toEqual({
      ok: true,
      infos: message.stations,
      version: message.version,
    });
  });

  it('accepts a numeric Last-Event-ID and rejects anything else with a reason', () => {
    expect(parseLastEventId('1795337808')).toEqual({ id: 1795337808 });
    expect(parseLastEventId(undefined)).toEqual({ id: null });
    expect(parseLastEventId('abc').problem).toMatch(/malformed/);
    expect(parseLastEventId('1\u00002').id).toBeNull();
    expect(parseLastEventId('9'.repeat(40)).id).toBeNull();
  });
});
