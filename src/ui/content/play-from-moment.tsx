/**
 * What a shared moment's link opens to (docs/player.md, "Play controls"): the item's page, not playing, with
 * "Play from 12:34" beside its own play control; or, for a time that is not one, a message that says so
 * while the page works as it would without it (the messages: docs/product.md, "Share a moment").
 */
import { useStore } from '@nanostores/react';
import { momentFromQuery, momentLabel } from '../../core/moments';
import { $player } from '../../core/player/store';
import { playItem, type PlayableItem } from '../../core/queue/queue-item';
import { useStartListening } from '../common/start-listening';

export interface PlayFromMomentProps {
  item: PlayableItem;
  /** The page's query, e.g. "?t=754". */
  search: string;
  origin?: string;
}

export function PlayFromMoment({ item, search, origin = 'shared-moment' }: PlayFromMomentProps) {
  const loaded = useStore($player, { ssr: 'initial' }).media.id === item.mediaId;
  const startListening = useStartListening();
  const moment = momentFromQuery(search, item.duration ?? null);
  if (!moment) return null;
  if (!moment.ok) {
    return (
      <p className="content-note" role="status">
        {moment.message}
      </p>
    );
  }
  // Once the item plays, the player's own controls take over.
  if (loaded) return null;
  return (
    <button
      type="button"
      className="content-play content-play--moment"
      onClick={() =>
        playItem(item, origin, () => startListening({ mediaId: item.mediaId, live: false }), moment.seconds)
      }
    >
      <span aria-hidden="true" className="control-icon control-icon--idle" />
      <span className="content-play__text">Play from {momentLabel(moment.seconds)}</span>
    </button>
  );
}
