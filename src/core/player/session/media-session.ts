/**
 * Media Session (docs/player.md, "Media session"). Browsers differ in what they support, so every call is
 * wrapped, and a position state is set only with a finite duration: some browsers throw on any other.
 */
import { imageAtWidth } from '../../images';
import type { AudioInfo } from '../state';

/** The lock-screen artwork width: the images service renders this crop, so the declared size is the real one. */
export const MEDIA_SESSION_ARTWORK_WIDTH = 180;

export const MEDIA_SESSION_ALBUM = 'Primedia +';

export interface MediaSessionActions {
  play(): void;
  pause(): void;
  stop(): void;
  seekBackward?(): void;
  seekForward?(): void;
  previousTrack?(): void;
  nextTrack?(): void;
  /** The lock screen's scrubber: seconds into the media. */
  seekTo?(seconds: number): void;
}

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

export function mediaSessionMetadata(audio: AudioInfo): MediaMetadataInit {
  return {
    title: audio.station,
    artist: audio.title,
    album: MEDIA_SESSION_ALBUM,
    // The content API hands out the 384 px crop; the 180 px one of the same image is what is declared.
    artwork: audio.imageUrl
      ? [
          {
            src: imageAtWidth(audio.imageUrl, MEDIA_SESSION_ARTWORK_WIDTH),
            sizes: '180x180',
            type: 'image/webp',
          },
        ]
      : [],
  };
}

/** Replaces only the metadata (a live show that changed), keeping the action handlers. */
export function setMediaSessionMetadata(audio: AudioInfo): void {
  const ms = session();
  if (!ms || typeof MediaMetadata === 'undefined') return;
  try {
    ms.metadata = new MediaMetadata(mediaSessionMetadata(audio));
  } catch {
    // An artwork URL the browser refuses must not stop playback.
  }
}

export function setMediaSession(audio: AudioInfo, actions: MediaSessionActions): void {
  const ms = session();
  if (!ms || typeof MediaMetadata === 'undefined') return;
  setMediaSessionMetadata(audio);
  const handlers: [MediaSessionAction, MediaSessionActionHandler | undefined][] = [
    ['play', actions.play],
    ['pause', actions.pause],
    ['stop', actions.stop],
    ['seekbackward', actions.seekBackward],
    ['seekforward', actions.seekForward],
    ['previoustrack', actions.previousTrack],
    ['nexttrack', actions.nextTrack],
  ];
  const seekTo = actions.seekTo;
  handlers.push([
    'seekto',
    seekTo &&
      ((details?: MediaSessionActionDetails) => {
        if (typeof details?.seekTime === 'number' && Number.isFinite(details.seekTime))
          seekTo(details.seekTime);
      }),
  ]);
  for (const [action, handler] of handlers) {
    try {
      ms.setActionHandler(action, handler ?? null);
    } catch {
      // Unsupported action in this browser.
    }
  }
}

export function setMediaSessionPosition(duration: number | null, position: number, playbackRate = 1): void {
  const ms = session();
  if (!ms || typeof ms.setPositionState !== 'function') return;
  try {
    if (duration === null || !Number.isFinite(duration) || duration <= 0) {
      ms.setPositionState(); // clears it; never an infinite or NaN duration
      return;
    }
    const rate = Number.isFinite(playbackRate) && playbackRate > 0 ? playbackRate : 1;
    ms.setPositionState({
      duration,
      position: Math.min(Math.max(0, position), duration),
      playbackRate: rate,
    });
  } catch {
    // Some browsers throw for states they consider inconsistent; the lock screen just shows less.
  }
}

export function setMediaSessionPlaying(playing: boolean): void {
  const ms = session();
  if (!ms) return;
  try {
    ms.playbackState = playing ? 'playing' : 'paused';
  } catch {
    // ignore
  }
}
