/**
 * Play control for one on-demand item (audio clip, video, podcast episode). It starts the page's one player
 * through `playMedia` (docs/design.md, "Layers") with the audio info of docs/product.md, "Content" and the known duration; Audiostar+ items
 * go through `runPremium` so anonymous listeners meet the registration wall and free listeners the paywall
 * (docs/product.md, "Roles and Audiostar+"). Its name follows docs/product.md, "Play control". Pressing it again while its own media plays pauses; while paused it resumes. Icons come from
 * src/ui/shared/control-icons.css, which the page or widget styles include.
 */
import { useStore } from '@nanostores/react';
import { pausePlayback, playMedia, resumePlayback } from '../../core/player/controller';
import { $player } from '../../core/player/store';
import type { InitiatedType } from '../../core/player/state';
import { runPremium } from '../../core/protected';
import { useStartListening } from '../shared/start-listening';

export interface PlayableItem {
  mediaId: string;
  type: InitiatedType;
  title: string;
  /** Station display name for the player's audio info. */
  stationName: string;
  imageUrl: string;
  duration?: number | null;
  premium?: boolean;
  /** The item's own page, for sharing a moment of it. */
  pageUrl?: string;
}

/**
 * Starts the item (at `startAt` seconds when given), through the paywall when it is premium; `starting` runs
 * just before playback is asked for (not when a wall opens instead). Returns whether playback was asked for.
 */
export function playItem(
  item: PlayableItem,
  origin: string,
  starting?: () => void,
  startAt?: number,
): boolean {
  const start = () => {
    starting?.();
    void playMedia({
      mediaId: item.mediaId,
      type: item.type,
      audio: { title: item.title, station: item.stationName, imageUrl: item.imageUrl },
      station: null, // on-demand: no live station
      duration: item.duration ?? null,
      origin,
      pageUrl: item.pageUrl,
      startAt,
    });
  };
  if (item.premium) return runPremium(start);
  start();
  return true;
}

export interface PlayContentButtonProps {
  item: PlayableItem;
  /** Who asked, for the player's request origin, e.g. 'detail-page'. */
  origin?: string;
  className?: string;
  /** Visible text; the accessible name always names the item. */
  text?: string;
  onPlay?: (item: PlayableItem) => void;
}

export function PlayContentButton({
  item,
  origin = 'content',
  className = 'content-play',
  text,
  onPlay,
}: PlayContentButtonProps) {
  const player = useStore($player, { ssr: 'initial' });
  const startListening = useStartListening();
  const isThis = player.media.id === item.mediaId || (player.isLoading && player.audio?.title === item.title);
  const playing = isThis && player.isPlaying;
  const loading = isThis && player.isLoading;
  const verb = item.type === 'video' ? 'Watch' : 'Play';
  const label = playing ? `Pause ${item.title}` : `${verb} ${item.title}`;
  const onClick = () => {
    if (playing) {
      pausePlayback();
      return;
    }
    const listening = () => startListening({ mediaId: item.mediaId, live: false });
    if (isThis && player.media.id === item.mediaId && !loading) {
      listening();
      void resumePlayback();
      return;
    }
    if (playItem(item, origin, listening)) onPlay?.(item);
  };
  return (
    <button
      type="button"
      className={`${className} ${className}--${playing ? 'playing' : loading ? 'loading' : 'idle'}`}
      aria-label={label}
      aria-busy={loading || undefined}
      data-media-id={item.mediaId}
      onClick={onClick}
    >
      <span
        aria-hidden="true"
        className={`control-icon control-icon--${playing ? 'playing-on-demand' : loading ? 'loading' : 'idle'}`}
      />
      {text ? <span className="content-play__text">{playing ? 'Pause' : text}</span> : null}
    </button>
  );
}
