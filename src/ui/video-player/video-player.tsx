/**
 * The video view (docs/product.md, "Video"): shows the page's ONE media element (owned by src/core/player,
 * docs/design.md, "Layers") in its slot while playback started as video, with a close button that hides the view and
 * pauses, and a playback bar (play/pause, -15/+15 s, seek slider 0-100 with any step) that is not shown for live,
 * with captions, picture-in-picture and full screen where they are offered (./video-tools.tsx).
 * Pages mount <VideoPlayer/> where the video belongs (in place of a header image, inside a news block) and start
 * media with `playMedia({ type: 'video', ... })`; `mediaId` or `origin` limit a view to its own video, so two
 * views on one page never both claim the element. A view that goes away (the listener navigated) pauses the
 * video in core (`hideVideo`): video never plays on without a picture.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { closeVideo, hideVideo, showVideoIn, togglePlayback } from '../../core/player/controller';
import { displayState, type PlayerState } from '../../core/player/state';
import { $player, $playRequest, $videoClosed, type LatestPlayRequest } from '../../core/player/store';
import { Toast } from '../toast/toast';
import { PlayControl, SkipButton, Timeline } from '../transport-controls/transport-controls';
import { VideoTools } from './video-tools';

/** The video view is shown while video is loading or loaded, until the listener closes it. */
export function isVideoShown(player: PlayerState, closed: boolean): boolean {
  return !closed && player.currentInitiated === 'video' && (player.isLoading || player.media.id !== null);
}

/**
 * Which started video a view shows: only this media id, and/or only what this control origin started, but never
 * `exceptMediaId` (shown by another view of the page, e.g. an episode's header above its list).
 */
export interface VideoFilter {
  mediaId?: string;
  origin?: string;
  exceptMediaId?: string;
}

/** Whether the latest play request is one this view shows. */
export function isRequestFor(request: LatestPlayRequest | null, filter: VideoFilter): boolean {
  if (!request) return false;
  if (filter.mediaId !== undefined && request.mediaId !== filter.mediaId) return false;
  if (filter.exceptMediaId !== undefined && request.mediaId === filter.exceptMediaId) return false;
  return filter.origin === undefined || request.origin === filter.origin;
}

/** True while a <VideoPlayer {...filter}/> shows its video: for pages that put it in place of an image. */
export function useVideoShown(filter: VideoFilter): boolean {
  const player = useStore($player, { ssr: 'initial' });
  const closed = useStore($videoClosed, { ssr: 'initial' });
  const request = useStore($playRequest, { ssr: 'initial' });
  return isVideoShown(player, closed) && isRequestFor(request, filter);
}

export interface VideoPlayerProps extends VideoFilter {
  /** Also render the page's error toast (for pages without a mini player). */
  withToast?: boolean;
}

export function VideoPlayer({ withToast = false, mediaId, origin, exceptMediaId }: VideoPlayerProps) {
  const player = useStore($player, { ssr: 'initial' });
  const shown = useVideoShown({ mediaId, origin, exceptMediaId });
  return (
    <>
      {shown ? <VideoView player={player} /> : null}
      {withToast ? <Toast /> : null}
    </>
  );
}

function VideoView({ player }: { player: PlayerState }) {
  const slot = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<HTMLElement | null>(null);
  // The control that started the video (focused when the view appeared) gets the focus back on close, so a
  // keyboard or screen-reader listener is not dropped at the top of the page when the close button goes away.
  const opener = useRef<HTMLElement | null>(null);
  // Layout effect: the element must leave the slot before React removes the slot from the document, or the
  // browser would pause it on removal.
  useLayoutEffect(() => {
    const node = slot.current;
    if (!node) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showVideoIn(node);
    return () => hideVideo(node);
  }, []);
  const close = () => {
    const back = opener.current;
    closeVideo();
    if (back?.isConnected) back.focus();
  };

  const display = displayState(player);
  const { media, isLive, progressPercent, audio } = player;

  return (
    <section
      ref={setView}
      className="video-player"
      aria-label={audio?.title ? `Video: ${audio.title}` : 'Video'}
    >
      <div className="video-player__frame">
        <div className="video-player__slot" ref={slot} data-primedia-video-slot="" />
        {display === 'loading' ? (
          <span className="video-player__spinner control-icon control-icon--loading" aria-hidden="true" />
        ) : null}
        <button type="button" className="video-player__close" aria-label="Close video" onClick={close}>
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
        <VideoTools view={view} isLive={isLive} />
      </div>
    </section>
  );
}
