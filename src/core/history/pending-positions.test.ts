import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_SKEW_SECONDS } from '../auth/constants';
import {
  forgetPending,
  keepPending,
  MAX_AGE_MS,
  MAX_ENTRIES,
  parsePending,
  pendingKeyFor,
  positionsToSend,
  readPending,
} from './pending-positions';
import { memoryStorage } from '../testing/memory-storage';

const NOW = 1_790_000_000_000;

describe('play positions kept offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the newest position per media, under each account’s own key', () => {
    const storage = memoryStorage();
    vi.spyOn(Date, 'now').mockReturnValue(NOW + 5000);
    keepPending('alice', 'aud-0001', 10, NOW, storage);
    keepPending('alice', 'aud-0001', 42.5, NOW + 1000, storage);
    keepPending('alice', 'vid-0002', 7, NOW + 2000, storage);
    keepPending('bob', 'aud-0001', 99, NOW + 3000, storage);
    expect(readPending('alice', storage)).toEqual({
      'aud-0001': { seconds: 42.5, at: NOW + 1000 },
      'vid-0002': { seconds: 7, at: NOW + 2000 },
    });
    expect(readPending('bob', storage)).toEqual({ 'aud-0001': { seconds: 99, at: NOW + 3000 } });
    expect(readPending('carol', storage)).toEqual({});
    expect(storage.getItem(pendingKeyFor('alice'))).toContain('42.5');
  });

  it('forgets what was sent, but not a newer position kept meanwhile', () => {
    const storage = memoryStorage();
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    keepPending('alice', 'aud-0001', 10, NOW - 2000, storage);
    keepPending('alice', 'aud-0002', 20, NOW - 2000, storage);
    const sent = readPending('alice', storage);
    keepPending('alice', 'aud-0002', 25, NOW - 1000, storage); // reached while the first ones were on their way
    forgetPending('alice', sent, storage);
    expect(readPending('alice', storage)).toEqual({ 'aud-0002': { seconds: 25, at: NOW - 1000 } });
    forgetPending('alice', readPending('alice', storage), storage);
    expect(storage.getItem(pendingKeyFor('alice'))).toBeNull();
  });

  it('keeps at most the newest MAX_ENTRIES positions', () => {
    const storage = memoryStorage();
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    for (let i = 0; i < MAX_ENTRIES + 5; i++) keepPending('alice', `aud-${i}`, i, NOW - 100_000 + i, storage);
    const kept = readPending('alice', storage);
    expect(Object.keys(kept)).toHaveLength(MAX_ENTRIES);
    expect(kept['aud-0']).toBeUndefined();
    expect(kept[`aud-${MAX_ENTRIES + 4}`]?.seconds).toBe(MAX_ENTRIES + 4);
  });

  it('ignores stored text that is not positions, with a console message, and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parsePending('{not json', NOW)).toEqual({});
    expect(parsePending('[1,2]', NOW)).toEqual({});
    expect(parsePending('null', NOW)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[primedia\] Ignoring the offline play positions/);
    warn.mockClear();
    const mixed = JSON.stringify({
      'aud-0001': { seconds: 12, at: NOW - 1000 },
      'aud-0002': { seconds: 'twelve', at: NOW },
      'aud-0003': { seconds: -1, at: NOW },
      'aud-0004': null,
      'bad id/../x': { seconds: 1, at: NOW },
    });
    expect(parsePending(mixed, NOW)).toEqual({ 'aud-0001': { seconds: 12, at: NOW - 1000 } });
    expect(warn).toHaveBeenCalledWith(
      '[primedia] Ignoring 4 unreadable offline play position(s) kept on this device.',
    );
  });

  it('removes unreadable stored text, so it is reported once', () => {
    const storage = memoryStorage();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.setItem(pendingKeyFor('alice'), '{broken');
    expect(readPending('alice', storage)).toEqual({});
    expect(storage.getItem(pendingKeyFor('alice'))).toBeNull();
  });

  it('drops positions older than a month', () => {
    const text = JSON.stringify({
      old: { seconds: 5, at: NOW - MAX_AGE_MS - 1 },
      recent: { seconds: 6, at: NOW - MAX_AGE_MS + 1 },
    });
    expect(parsePending(text, NOW)).toEqual({ recent: { seconds: 6, at: NOW - MAX_AGE_MS + 1 } });
  });

  it('sends a kept position unless the platform holds one newer by more than the clock skew', () => {
    const at = NOW;
    const kept = { a: { seconds: 1, at }, b: { seconds: 2, at }, c: { seconds: 3, at } };
    const { send, superseded } = positionsToSend(kept, [
      { video_id: 'a', timestamp: at / 1000 - 3600 }, // saved before going offline
      { video_id: 'b', timestamp: at / 1000 + CLOCK_SKEW_SECONDS - 1 }, // within the skew: ours counts
      { video_id: 'c', timestamp: at / 1000 + CLOCK_SKEW_SECONDS + 60 }, // another device, later
    ]);
    expect(Object.keys(send)).toEqual(['a', 'b']);
    expect(Object.keys(superseded)).toEqual(['c']);
    expect(positionsToSend(kept, []).send).toEqual(kept);
  });
});
