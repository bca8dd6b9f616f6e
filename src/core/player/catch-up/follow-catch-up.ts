/**
 * While catching up, the lock screen names what aired at the playhead (the song or segment from the station's
 * history, else the show), as the players' own now-playing line does. Loaded at the first play.
 */
import { shared } from '../../store-registry';
import { itemAt, playheadUnixSeconds, showAt, $catchUpHistory, catchUpKey } from './catch-up';
import { setMediaSessionMetadata } from '../session/media-session';
import { $player } from '../store';

const follower = shared('catch-up-follower', () => ({ started: false, shown: '' }));

function follow() {
  const { catchUp, audio, media } = $player.get();
  if (!catchUp || !audio) {
    follower.shown = '';
    return;
  }
  const history = $catchUpHistory.get();
  const known = history?.key === catchUpKey(catchUp) ? history : null;
  const playhead = playheadUnixSeconds(catchUp, media.currentTime);
  const item = itemAt(known?.items ?? [], playhead);
  const title = item
    ? `${item.title}${item.artist ? ` · ${item.artist}` : ''}`
    : (showAt(known?.shows ?? [], playhead)?.headline ?? audio.title);
  const key = `${catchUpKey(catchUp)}|${title}`;
  if (key === follower.shown) return;
  follower.shown = key;
  setMediaSessionMetadata({ ...audio, title, imageUrl: item?.artworkUrl || audio.imageUrl });
}

export function startFollowingCatchUp(): void {
  if (follower.started) return;
  follower.started = true;
  follow();
  $player.listen(follow);
  $catchUpHistory.listen(follow);
}
