// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Current } from './controller';

// The failure path's chunk: its frozen-playlist watch reads the playlist, its attempts reload the stream.
const failurePath = vi.hoisted(() => ({
  watchForFrozenPlaylist: vi.fn(),
  attemptReconnect: vi.fn(),
}));
vi.mock('./reconnect', () => failurePath);

const { ctl } = await import('./controller');
const { STALL_LIMIT_MS, clearReconnect, clearStallWatch, startStallWatch } = await import('./recovery');
const { $playerConnection, updatePlayer } = await import('./store');

const live = {
  request: { mediaId: 'live-702', type: 'audio' },
  resolved: { src: 'https://media.example/live/702/index.m3u8', isLive: true, premium: false },
  dataLoaded: true,
} as unknown as Current;

beforeEach(() => {
  vi.useFakeTimers();
  ctl.current = live;
});

afterEach(() => {
  clearStallWatch();
  clearReconnect();
  updatePlayer((s) => ({ ...s, isLoading: false })); // a reconnect shows loading
  ctl.current = null;
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('a live stream that stalls', () => {
  it('reads its playlist once, and fails at the stall limit however often the element says it waits', async () => {
    const media = { currentTime: 12 } as HTMLVideoElement;
    startStallWatch(media);
    await vi.advanceTimersByTimeAsync(STALL_LIMIT_MS - 1_000);
    // The element says it waits again, at the same time: the same stall.
    startStallWatch(media);
    startStallWatch(media);
    await vi.advanceTimersByTimeAsync(0);
    expect(failurePath.watchForFrozenPlaylist).toHaveBeenCalledTimes(1);
    expect($playerConnection.get()).toBe('ok');

    await vi.advanceTimersByTimeAsync(1_000);
    expect($playerConnection.get()).toBe('reconnecting');
    expect(failurePath.attemptReconnect).toHaveBeenCalledTimes(1);
  });

  it('is watched afresh once it has moved on and stalls again', async () => {
    const media = { currentTime: 12 } as HTMLVideoElement;
    startStallWatch(media);
    await vi.advanceTimersByTimeAsync(0);
    clearStallWatch(); // it played on (recovery's endStallIfMoved)
    media.currentTime = 20;
    startStallWatch(media);
    await vi.advanceTimersByTimeAsync(0);
    expect(failurePath.watchForFrozenPlaylist).toHaveBeenCalledTimes(2);
  });
});
