/**
 * The video view's own tools (docs/product.md, "Video"): captions when the item has a track, picture-in-picture
 * and full screen where the browser offers them. Each is a toggle whose pressed state says what is on.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { player } from '../../core/player/controller';
import { CastButton } from '../cast/cast-button';
import { $captions, $captionsShown, setCaptionsShown } from '../../core/player/session/captions';
import {
  fullscreenOffered,
  isFullscreen,
  pictureInPictureOffered,
  toggleFullscreen,
  togglePictureInPicture,
} from './video-screen';

const ICONS = {
  captions:
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v10h16V7H4Zm2 3h5v1.5H7.5v1H11V14H6v-4Zm7 0h5v1.5h-3.5v1H18V14h-5v-4Z',
  pip: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v10h16V7H4Zm8 5h7v4h-7v-4Z',
  fullscreen: 'M4 4h6v2H6v4H4V4Zm10 0h6v6h-2V6h-4V4ZM4 14h2v4h4v2H4v-6Zm14 0h2v6h-6v-2h4v-4Z',
} as const;

function Tool(props: {
  label: string;
  pressed: boolean;
  icon: keyof typeof ICONS;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className="video-player__tool"
      aria-label={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={ICONS[props.icon]} fill="currentColor" fillRule="evenodd" />
      </svg>
    </button>
  );
}

/**
 * What the browser offers and what is on. The view shows only in the browser, after a play (the server
 * renders none of it), so the browser can be asked while rendering.
 */
function useOffered(view: HTMLElement | null) {
  const media = player.media;
  const offered =
    media && view
      ? { fullscreen: fullscreenOffered(media), pip: pictureInPictureOffered(media) }
      : { fullscreen: false, pip: false };
  const [state, setState] = useState({ fullscreen: false, pip: false });
  useEffect(() => {
    if (!media || !view) return;
    const update = () =>
      setState({ fullscreen: isFullscreen(view), pip: document.pictureInPictureElement === media });
    document.addEventListener('fullscreenchange', update);
    media.addEventListener('enterpictureinpicture', update);
    media.addEventListener('leavepictureinpicture', update);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      media.removeEventListener('enterpictureinpicture', update);
      media.removeEventListener('leavepictureinpicture', update);
    };
  }, [media, view]);
  return { offered, state };
}

export function VideoTools({ view, isLive }: { view: HTMLElement | null; isLive: boolean }) {
  const captions = useStore($captions);
  const captionsShown = useStore($captionsShown);
  const { offered, state } = useOffered(view);
  const media = player.media;
  return (
    <div className="video-player__tools">
      {captions.length > 0 && !isLive ? (
        <Tool
          label="Captions"
          icon="captions"
          pressed={captionsShown}
          onClick={() => setCaptionsShown(player.media, !captionsShown)}
        />
      ) : null}
      {offered.pip && media ? (
        <Tool
          label="Picture in picture"
          icon="pip"
          pressed={state.pip}
          onClick={() => togglePictureInPicture(media)}
        />
      ) : null}
      {offered.fullscreen && media && view ? (
        <Tool
          label="Full screen"
          icon="fullscreen"
          pressed={state.fullscreen}
          onClick={() => toggleFullscreen(view, media)}
        />
      ) : null}
      <CastButton className="video-player__tool" />
    </div>
  );
}
