/**
 * What plays when an episode ends (docs/player.md, "Up next"): the first item of Up next, else the podcast's
 * next episode from the list it was played from, after a countdown the listener can cancel; only while the
 * "Play the next episode automatically" setting is on. The lock screen's previous and next track come here too.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { $playbackPreferences } from '../personal/playback-preferences';
import { $ended, $player, $playRequest } from '../player/store';
import { seekToPercent } from '../player/controller';
import { shared } from '../store-registry';
import { $queue, removeFromQueue } from './queue';
import { playItem, type PlayableItem } from './queue-item';

/** Long enough to read the title and reach Cancel, short enough that the car ride is not silent. */
export const COUNTDOWN_SECONDS = 8;
const PLAY_NEXT_ORIGIN = 'up-next';

interface Countdown {
  item: PlayableItem;
  secondsLeft: number;
}

interface State {
  countdown: Countdown | null;
  /** The episode after `after` in the list it was played from: the podcast's next episode. */
  following: { after: string; next: PlayableItem } | null;
  /** What played before the item playing now, for the lock screen's previous track. */
  previous: PlayableItem | null;
  current: PlayableItem | null;
}

const store = shared('up-next-play', () =>
  atom<State>({ countdown: null, following: null, previous: null, current: null }),
);

export const $countdown: ReadableAtom<Countdown | null> = shared('up-next-countdown', () =>
  computed(store, (state) => state.countdown),
);

const update = (change: Partial<State>) => store.set({ ...store.get(), ...change });

/** A list played `mediaId`: `next` is the podcast's episode after it (null when it has none). */
export function setFollowing(mediaId: string, next: PlayableItem | null): void {
  update({ following: next ? { after: mediaId, next } : null });
}

/** The item that would play after `mediaId`: Up next's first, else the podcast's next episode. */
function nextAfter(mediaId: string | null): PlayableItem | null {
  const queued = $queue.get().items.find((item) => item.mediaId !== mediaId);
  if (queued) return queued;
  const { following } = store.get();
  return following && following.after === mediaId ? following.next : null;
}

let timer: ReturnType<typeof setInterval> | null = null;

export function cancelCountdown(): void {
  if (timer) clearInterval(timer);
  timer = null;
  if (store.get().countdown) update({ countdown: null });
}

// An item leaves Up next when it starts to play (below), not when it is asked for: a wall may open instead.
function start(item: PlayableItem): void {
  cancelCountdown();
  playItem(item, PLAY_NEXT_ORIGIN);
}

/** Plays what is next now (the lock screen's next track, the countdown's "Play now"). */
export function playNextNow(): void {
  const next = store.get().countdown?.item ?? nextAfter($player.get().media.id);
  if (next) start(next);
}

/** The lock screen's previous track: what played before, else this item from its start. */
export function playPreviousNow(): void {
  cancelCountdown();
  const { previous } = store.get();
  if (previous) playItem(previous, PLAY_NEXT_ORIGIN);
  else seekToPercent(0);
}

function countDown(mediaId: string): void {
  const next = nextAfter(mediaId);
  if (!next || !$playbackPreferences.get().autoPlayNext) return;
  cancelCountdown();
  update({ countdown: { item: next, secondsLeft: COUNTDOWN_SECONDS } });
  timer = setInterval(() => {
    const countdown = store.get().countdown;
    if (!countdown) return cancelCountdown();
    if (countdown.secondsLeft > 1) {
      update({ countdown: { ...countdown, secondsLeft: countdown.secondsLeft - 1 } });
      return;
    }
    start(countdown.item);
  }, 1000);
}

let followed = false;

/** Starts following the player's ends (the app and the mini player widget call it once). */
export function followEnds(): void {
  if (followed) return;
  followed = true;
  $ended.listen((ended) => {
    if (ended) countDown(ended.mediaId);
  });
  // Anything started meanwhile wins over the countdown; remember what played for previous track.
  $playRequest.listen((request) => {
    if (request?.origin !== PLAY_NEXT_ORIGIN) cancelCountdown();
  });
  $player.listen(({ media, audio, isLive, catchUp, currentInitiated }) => {
    const { current } = store.get();
    if (!media.id || isLive || catchUp || !audio || current?.mediaId === media.id) return;
    removeFromQueue(media.id);
    update({
      previous: current,
      current: {
        mediaId: media.id,
        type: currentInitiated ?? 'audio',
        title: audio.title,
        stationName: audio.station,
        imageUrl: audio.imageUrl,
        duration: media.duration,
      },
    });
  });
}
