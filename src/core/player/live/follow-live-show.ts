/**
 * While live audio plays, its title and image follow the show on air, in the player's state and on the lock
 * screen. Loaded at the first play (../controller.ts): only a stream that has played a while sees its show
 * change, and a partner page's first play need not carry it (docs/design.md, "Budgets").
 */
import { onAirAt, type NowPlayingInfo } from '../../now-playing/message';
import { shared } from '../../store-registry';
import { liveTitle } from './live-title';
import { setMediaSessionMetadata } from '../session/media-session';
import { $nowPlaying, $player, $playRequest, updatePlayer } from '../store';

/**
 * The playing live audio after a now-playing message: the title (and the show's image) follow the show on air,
 * so a show that changes while the listener listens is named the same way as one that was on air at the start.
 * Returns the same object when nothing changed, so nothing re-renders or resets the lock screen needlessly.
 */
export function followLiveShow<T extends { title: string; station: string; imageUrl: string }>(
  audio: T,
  onAir: NowPlayingInfo | null,
): T {
  const title = liveTitle(audio.station, onAir, audio.title);
  const imageUrl = onAir?.show.imageUrl || audio.imageUrl;
  return title === audio.title && imageUrl === audio.imageUrl ? audio : { ...audio, title, imageUrl };
}

/** One follower per page, whichever bundle copy starts it. */
const follower = shared('live-show-follower', () => ({ started: false }));

export function startFollowingLiveShows(): void {
  if (follower.started) return;
  follower.started = true;
  const follow = (infos: readonly NowPlayingInfo[]) => {
    const liveStation = $playRequest.get()?.station ?? null;
    const { audio, currentInitiated, catchUp } = $player.get();
    // Catch-up keeps the name of the show it started from; the line under it follows the playhead.
    if (!audio || !liveStation || currentInitiated !== 'audio' || catchUp) return;
    const next = followLiveShow(audio, onAirAt(infos, liveStation));
    if (next === audio) return;
    updatePlayer((state) => ({ ...state, audio: next }));
    setMediaSessionMetadata(next);
  };
  follow($nowPlaying.get());
  $nowPlaying.listen(follow);
}
