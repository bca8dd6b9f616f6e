// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Current, PlayerController } from '../controller';

// The failure path's chunk: its frozen-playlist watch reads the playlist, its attempts reload the stream.
const failurePath = vi.hoisted(() => ({
  watchForFrozenPlaylist: vi.fn(),
  attemptReconnect: vi.fn(),
}));
vi.mock('./reconnect', () => failurePath);

const { player } = await import('../controller');
const { STALL_LIMIT_MS } = await import('./recovery');
const { $playerConnection, updatePlayer } = await import('../store');
const { recovery } = player;

const live = {
  request: { mediaId: 'live-702', type: 'audio' },
  resolved: { src: 'https://media.example/live/702/index.m3u8', isLive: true, premium: false },
  dataLoaded: true,
} as unknown as Current;

let fail: MockInstance<PlayerController['fail']>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(player, 'current', 'get').mockReturnValue(live);
  // What the player makes of the failure is its own (tests/player/on-demand.spec.ts shows its toast); here only
  // that it is told once.
  fail = vi.spyOn(player, 'fail').mockImplementation(() => undefined);
});

afterEach(() => {
  recovery.clearStall();
  recovery.clear();
  updatePlayer((s) => ({ ...s, isLoading: false })); // a reconnect shows loading
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('a live stream that stalls', () => {
  it('reads its playlist once, and fails at the stall limit however often the element says it waits', async () => {
    const media = { currentTime: 12 } as HTMLVideoElement;
    recovery.watchStall(media);
    await vi.advanceTimersByTimeAsync(STALL_LIMIT_MS - 1_000);
    // The element says it waits again, at the same time: the same stall.
    recovery.watchStall(media);
    recovery.watchStall(media);
    await vi.advanceTimersByTimeAsync(0);
    expect(failurePath.watchForFrozenPlaylist).toHaveBeenCalledTimes(1);
    expect(fail).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(fail).toHaveBeenCalledTimes(1);
    expect(fail).toHaveBeenCalledWith('network', 'playback stalled');
  });

  it('is reconnected: one "reconnecting" state, and the first attempt at once', async () => {
    recovery.start('playback stalled', null);
    await vi.advanceTimersByTimeAsync(0);
    expect($playerConnection.get()).toBe('reconnecting');
    expect(failurePath.attemptReconnect).toHaveBeenCalledTimes(1);
    expect(failurePath.attemptReconnect).toHaveBeenCalledWith(player);
  });

  it('is watched afresh once it has moved on and stalls again', async () => {
    const media = { currentTime: 12 } as HTMLVideoElement;
    recovery.watchStall(media);
    await vi.advanceTimersByTimeAsync(0);
    recovery.clearStall(); // it played on (the stall watch's endStallIfMoved)
    media.currentTime = 20;
    recovery.watchStall(media);
    await vi.advanceTimersByTimeAsync(0);
    expect(failurePath.watchForFrozenPlaylist).toHaveBeenCalledTimes(2);
  });
});
