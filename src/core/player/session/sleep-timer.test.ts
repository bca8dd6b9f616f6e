import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCatchUpHistory, catchUpKey } from '../catch-up/catch-up';
import { $sleepTimer, cancelSleepTimer, endOfShowMs, FADE_MS, setSleepTimer } from './sleep-timer';
import { updatePlayer } from '../store';
import { initialPlayerState } from '../state';

// The page's player, as far as the timer uses it: the element it fades and the stop at the end.
const controller = vi.hoisted(() => ({
  player: { media: null as unknown, current: null },
  stopPlayback: vi.fn(),
}));
vi.mock('../controller', () => controller);
const { stopPlayback } = controller;

describe('sleep timer', () => {
  let media: { volume: number; muted: boolean };
  beforeEach(() => {
    vi.useFakeTimers();
    media = { volume: 0.8, muted: false };
    controller.player.media = media;
    updatePlayer(() => ({
      ...initialPlayerState,
      currentInitiated: 'audio',
      media: { id: 'ep', duration: 3600, currentTime: 600, startTime: null },
    }));
  });
  afterEach(() => {
    cancelSleepTimer();
    vi.useRealTimers();
    vi.mocked(stopPlayback).mockClear();
  });

  it('counts down, fades the volume over the last 10 s, then stops', () => {
    const now = Date.now();
    setSleepTimer(15, now);
    expect($sleepTimer.get()).toMatchObject({ choice: 15, endsAtMs: now + 15 * 60_000, fading: false });
    vi.advanceTimersByTime(15 * 60_000 - FADE_MS);
    expect($sleepTimer.get()?.fading).toBe(true);
    vi.advanceTimersByTime(FADE_MS / 2);
    expect(media.volume).toBeGreaterThan(0.3);
    expect(media.volume).toBeLessThan(0.5);
    expect(stopPlayback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FADE_MS / 2);
    expect(stopPlayback).toHaveBeenCalledOnce();
    expect($sleepTimer.get()).toBe(null);
  });

  it('ends at the end of on-demand media for "end of show"', () => {
    const now = Date.now();
    setSleepTimer('end-of-show', now);
    expect($sleepTimer.get()?.endsAtMs).toBe(now + 3000 * 1000);
  });

  it('ends a catch-up at the end of the guide show at the playhead, else at the range end', () => {
    const nowMs = 1_800_000_000_000;
    const now = nowMs / 1000;
    // Caught up from Breakfast (2 h ago) to the moment asked for (now); Midday is still on air for an hour.
    const catchUp = { station: '702', fromUnixSeconds: now - 7200, toUnixSeconds: now };
    updatePlayer((s) => ({ ...s, catchUp, media: { ...s.media, duration: 7200, currentTime: 600 } }));
    // The guide has not answered: the range's end, 6 600 s of audio on.
    expect(endOfShowMs(nowMs)).toBe(nowMs + 6600 * 1000);
    setCatchUpHistory({
      key: catchUpKey(catchUp),
      items: [],
      shows: [
        { headline: 'Breakfast', startTimeUnixSeconds: now - 7200, endTimeUnixSeconds: now - 3600 },
        { headline: 'Midday', startTimeUnixSeconds: now - 3600, endTimeUnixSeconds: now + 3600 },
      ],
    });
    // In Breakfast, which ends inside the range: 3 000 s of audio on.
    expect(endOfShowMs(nowMs)).toBe(nowMs + 3000 * 1000);
    // In Midday: the range ends in 2 000 s and the player goes live, where Midday ends on the clock in an hour.
    updatePlayer((s) => ({ ...s, media: { ...s.media, currentTime: 5200 } }));
    expect(endOfShowMs(nowMs)).toBe(nowMs + 3600 * 1000);
    setCatchUpHistory(null);
  });

  it('is cancelled when playback stops some other way', () => {
    setSleepTimer(30);
    updatePlayer((s) => ({ ...s, media: { ...s.media, id: null } }));
    expect($sleepTimer.get()).toBe(null);
    vi.advanceTimersByTime(31 * 60_000);
    expect(stopPlayback).not.toHaveBeenCalled();
  });
});
