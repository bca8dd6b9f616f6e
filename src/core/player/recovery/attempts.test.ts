// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Current, PlayerController } from '../controller';
import { Recovery, STALL_LIMIT_MS } from './recovery';

const episode = {
  request: { mediaId: 'episode-1', type: 'audio' },
  resolved: { src: 'https://media.example/episode-1/index.m3u8', isLive: false, premium: false },
  dataLoaded: true,
} as unknown as Current;

/** A player whose loads never settle by themselves: the test says when one fails. */
function fakePlayer() {
  const player = {
    current: episode,
    media: {},
    generation: 1,
    disposeEngine: vi.fn(),
    load: vi.fn(() => new Promise<void>(() => undefined)),
    playFailed: vi.fn(),
  } as unknown as PlayerController & { load: ReturnType<typeof vi.fn> };
  Object.assign(player, { recovery: new Recovery(player) });
  return player;
}

/** Lets the failure path's chunk import and the attempt it starts run. */
async function settle(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
}

// The failure path's chunk, loaded before the clock is faked: an attempt then finds it at once.
beforeAll(() => import('./reconnect'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reconnect attempts', () => {
  it('leave a slow load alone until the stall limit, then try again', async () => {
    const player = fakePlayer();
    player.recovery.start('network lost', 900);
    await settle();
    expect(player.load).toHaveBeenCalledTimes(1);
    expect(player.load).toHaveBeenLastCalledWith(episode, 1, { seekTo: 900 });

    // Far past the backoff's longest wait (2.5 s): the load still has its chance.
    await settle(STALL_LIMIT_MS - 500);
    expect(player.load).toHaveBeenCalledTimes(1);
    expect(player.disposeEngine).toHaveBeenCalledTimes(1);

    await settle(500);
    expect(player.load).toHaveBeenCalledTimes(2);
    player.recovery.clear();
  });

  it('leave a load that shows progress alone, and replace it once progress stops for the stall limit', async () => {
    const player = fakePlayer();
    player.recovery.start('network lost', 900);
    await settle();
    // Data keeps arriving for three stall limits: the slow reload and its seek are not started again.
    for (let elapsed = 0; elapsed < 3 * STALL_LIMIT_MS; elapsed += 1_000) {
      await settle(1_000);
      player.recovery.progressed();
    }
    expect(player.load).toHaveBeenCalledTimes(1);

    await settle(STALL_LIMIT_MS - 1);
    expect(player.load).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(player.load).toHaveBeenCalledTimes(2);
    player.recovery.clear();
  });

  it('let progress not push the limit past the give-up, nor turn a backoff wait into a stall limit', async () => {
    const player = fakePlayer();
    vi.stubGlobal('__primediaReconnectGiveUpMs', 20_000); // removed after the test even if it fails
    player.recovery.start('network lost', 900);
    await settle();
    player.recovery.attemptFailed(); // now a backoff wait of 1 s
    await settle(500);
    player.recovery.progressed(); // from the old load: the wait is not turned into a stall limit
    await settle(500);
    expect(player.load).toHaveBeenCalledTimes(2);

    for (let elapsed = 0; elapsed < 30_000; elapsed += 1_000) {
      await settle(1_000);
      player.recovery.progressed();
    }
    expect(player.playFailed).toHaveBeenCalledWith('gave up reconnecting');
    player.recovery.clear();
  });

  it('try again after the backoff once a load fails, waiting longer each time', async () => {
    const player = fakePlayer();
    player.recovery.start('network lost', 900);
    await settle();
    player.recovery.attemptFailed();
    await settle(999);
    expect(player.load).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(player.load).toHaveBeenCalledTimes(2);

    player.recovery.attemptFailed();
    await settle(1_999);
    expect(player.load).toHaveBeenCalledTimes(2);
    await settle(1);
    expect(player.load).toHaveBeenCalledTimes(3);
    player.recovery.clear();
  });

  it('make no request while the browser knows it is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const player = fakePlayer();
    player.recovery.start('network lost', 900);
    await settle(10_000);
    expect(player.load).not.toHaveBeenCalled();
    onLine.mockRestore();
    player.recovery.clear();
  });
});
