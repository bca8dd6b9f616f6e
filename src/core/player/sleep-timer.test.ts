import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ctl } from './controller';
import { $sleepTimer, cancelSleepTimer, FADE_MS, setSleepTimer } from './sleep-timer';
import { updatePlayer } from './store';
import { initialPlayerState } from './state';

vi.mock('./player', () => ({ stopPlayback: vi.fn() }));
const { stopPlayback } = await import('./player');

describe('sleep timer', () => {
  let media: { volume: number; muted: boolean };
  beforeEach(() => {
    vi.useFakeTimers();
    media = { volume: 0.8, muted: false };
    ctl.media = media as unknown as HTMLVideoElement;
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

  it('is cancelled when playback stops some other way', () => {
    setSleepTimer(30);
    updatePlayer((s) => ({ ...s, media: { ...s.media, id: null } }));
    expect($sleepTimer.get()).toBe(null);
    vi.advanceTimersByTime(31 * 60_000);
    expect(stopPlayback).not.toHaveBeenCalled();
  });
});
