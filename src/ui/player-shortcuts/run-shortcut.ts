/**
 * What a player shortcut does (docs/player.md, "Keyboard"): the same verbs the controls call. Returns whether
 * it did something, so a key that does nothing here (Space with nothing playing, an arrow on live radio) keeps
 * its browser meaning, such as scrolling the page.
 */
import { player, skip, togglePlayback } from '../../core/player/controller';
import { stepPlaybackRate } from '../../core/player/session/playback-rate';
import { toggleMute } from '../../core/player/session/volume';
import { $player } from '../../core/player/store';
import { toggleFullscreen, videoViewOf } from '../video-player/video-screen';
import { ON_DEMAND_ONLY, type ShortcutAction } from './shortcut-keys';

export function runShortcut(action: Exclude<ShortcutAction, 'help'>): boolean {
  const state = $player.get();
  // Audio or video loaded (isActive counts only audio, which the mini player shows).
  if (state.media.id === null && !state.isLoading) return false;
  if (ON_DEMAND_ONLY.has(action) && state.isLive) return false;
  switch (action) {
    case 'toggle':
      togglePlayback();
      return true;
    case 'back':
    case 'forward':
      skip(action === 'back' ? -1 : 1);
      return true;
    case 'mute':
      toggleMute();
      return true;
    case 'slower':
    case 'faster':
      stepPlaybackRate(action === 'slower' ? -1 : 1);
      return true;
    case 'fullscreen': {
      const media = player.media;
      const view = videoViewOf(media);
      if (!media || !view) return false;
      toggleFullscreen(view, media);
      return true;
    }
  }
}
