// @vitest-environment happy-dom
/**
 * What plays at the end of an episode: Up next's first item after the countdown, else the podcast's next
 * episode; nothing when the listener cancels or turned the setting off.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as PlayerModule from '../player/controller';
import { setPlaybackPreference } from '../personal/playback-preferences';
import { setEnded } from '../player/store';
import { queueItem as item } from './queue-item.fixture';

vi.mock('../player/controller', async (original) => ({
  ...(await original<typeof PlayerModule>()),
  playMedia: vi.fn(() => Promise.resolve()),
}));

const player = await import('../player/controller');
const { $countdown, cancelCountdown, COUNTDOWN_SECONDS, followEnds, setFollowing } =
  await import('./play-next');
const { addToQueue, removeFromQueue, $queue } = await import('./queue');

beforeAll(() => {
  vi.useFakeTimers();
  followEnds();
});

afterEach(() => {
  cancelCountdown();
  for (const queued of $queue.get().items) removeFromQueue(queued.mediaId);
  setFollowing('none', null);
  setPlaybackPreference('autoPlayNext', true);
  vi.clearAllMocks();
});

const played = () => vi.mocked(player.playMedia).mock.calls.map(([request]) => request.mediaId);

describe('at the end of an episode', () => {
  it('counts down, then plays the first item of Up next', () => {
    addToQueue(item(2));
    addToQueue(item(3));
    setFollowing('ep-1', item(9));
    setEnded('ep-1');
    expect($countdown.get()).toMatchObject({ item: item(2), secondsLeft: COUNTDOWN_SECONDS });
    vi.advanceTimersByTime(3000);
    expect($countdown.get()?.secondsLeft).toBe(COUNTDOWN_SECONDS - 3);
    expect(played()).toEqual([]);
    vi.advanceTimersByTime(COUNTDOWN_SECONDS * 1000);
    expect(played()).toEqual(['ep-2']);
    expect($countdown.get()).toBeNull();
  });

  it("plays the podcast's next episode when nothing is queued", () => {
    setFollowing('ep-1', item(9));
    setEnded('ep-1');
    vi.advanceTimersByTime(COUNTDOWN_SECONDS * 1000);
    expect(played()).toEqual(['ep-9']);
  });

  it('plays nothing when cancelled, or when the setting is off', () => {
    addToQueue(item(2));
    setEnded('ep-1');
    cancelCountdown();
    vi.advanceTimersByTime(COUNTDOWN_SECONDS * 1000);
    setPlaybackPreference('autoPlayNext', false);
    setEnded('ep-1');
    expect($countdown.get()).toBeNull();
    vi.advanceTimersByTime(COUNTDOWN_SECONDS * 1000);
    expect(played()).toEqual([]);
    // Cancelled is not removed: it is still next.
    expect($queue.get().items.map((i) => i.mediaId)).toEqual(['ep-2']);
  });
});
