/**
 * Play control for one on-demand item (audio clip, video, podcast episode). It starts the page's one player
 * through `playMedia` (docs/player.md, "Shape": components call the player's verbs) with the item's title, station, image and known duration;
 * Audiostar+ items go through the walls, so anonymous listeners meet the registration wall and free listeners
 * the paywall. Its name says what a press does (docs/player.md, "Play controls"). Pressing it again while its
 * own media plays pauses; while paused it resumes. Icons come from the control icons' style sheet beside the
 * other shared UI pieces, which the page or widget styles include.
 */
import { useStore } from '@nanostores/react';
import { pausePlayback, resumePlayback } from '../../core/player/controller';
import { $player } from '../../core/player/store';
import { playItem, type PlayableItem } from '../../core/queue/queue-item';
import { useStartListening } from '../common/start-listening';

export type { PlayableItem };

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
