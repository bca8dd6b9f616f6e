/**
 * The video view (spec §2 "Media player"): shows the page's ONE media element (owned by src/core/player,
 * DESIGN.md §1) in its slot while playback started as video, with a close button that hides the view and
 * pauses, and a playback bar (play/pause, -15/+15 s, seek slider 0-100 with any step) that is not shown for live.
 * Pages mount <VideoPlayer/> where the video belongs and start media with `playMedia({ type: 'video', ... })`.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { closeVideo, hideVideo, showVideoIn, togglePlayback } from '../../core/player/player';
import { displayState, type PlayerState } from '../../core/player/state';
import { $player, $videoClosed } from '../../core/player/store';
import { Toast } from '../toast/toast';
import { PlayControl, SkipButton, Timeline } from '../transport-controls/transport-controls';

/** The video view is shown while video is loading or loaded, until the listener closes it. */
export function isVideoShown(player: PlayerState, closed: boolean): boolean {
  return !closed && player.currentInitiated === 'video' && (player.isLoading || player.media.id !== null);
}

export interface VideoPlayerProps {
  /** Also render the page's error toast (for pages without a mini player). */
  withToast?: boolean;
}

export function VideoPlayer({ withToast = false }: VideoPlayerProps) {
  const player = useStore($player);
  const closed = useStore($videoClosed);
  const shown = isVideoShown(player, closed);
  return (
    <>
      {shown ? <VideoView player={player} /> : null}
      {withToast ? <Toast /> : null}
    </>
  );
}

function VideoView({ player }: { player: PlayerState }) {
  const slot = useRef<HTMLDivElement>(null);
  // Layout effect: the element must leave the slot before React removes the slot from the document, or the
  // browser would pause it on removal.
  useLayoutEffect(() => {
    const node = slot.current;
    if (!node) return;
    showVideoIn(node);
    return () => hideVideo(node);
  }, []);

  const display = displayState(player);
  const { media, isLive, progressPercent, audio } = player;

  return (
    <section className="video-player" aria-label={audio?.title ? `Video: ${audio.title}` : 'Video'}>
      <div className="video-player__frame">
        <div className="video-player__slot" ref={slot} data-primedia-video-slot="" />
        {display === 'loading' ? (
          <span className="video-player__spinner control-icon control-icon--loading" aria-hidden="true" />
        ) : null}
        <button type="button" className="video-player__close" aria-label="Close video" onClick={closeVideo}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="video-player__bar">
        <PlayControl display={display} onClick={togglePlayback} />
        {isLive ? (
          <span className="video-player__live">Live</span>
        ) : (
          <>
            <SkipButton direction={-1} />
            <SkipButton direction={1} />
            <Timeline
              currentTime={media.currentTime}
              duration={media.duration}
              percent={progressPercent}
              seekClassName="video-player__seek"
            />
          </>
        )}
      </div>
    </section>
  );
}
