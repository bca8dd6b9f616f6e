/**
 * "Add to Up next" beside an episode's play control in any list or card (docs/product.md, "Up next"). Pressed
 * again it takes the item off; a full queue says so in the page's toast.
 */
import { useStore } from '@nanostores/react';
import { showToast } from '../../core/feedback/toast';
import { $queue, SERVER_QUEUE, addToQueue, removeFromQueue } from '../../core/queue/queue';
import type { PlayableItem } from '../../core/queue/queue-item';

export function QueueButton({ item, className = '' }: { item: PlayableItem; className?: string }) {
  const { items } = useStore($queue, { ssr: () => SERVER_QUEUE });
  const queued = items.some((i) => i.mediaId === item.mediaId);
  const onClick = () => {
    if (queued) return removeFromQueue(item.mediaId);
    const refused = addToQueue(item);
    if (refused) showToast(refused);
  };
  return (
    <button
      type="button"
      className={`queue-button ${queued ? 'queue-button--on' : ''} ${className}`.trim()}
      aria-label={queued ? `Remove ${item.title} from Up next` : `Add ${item.title} to Up next`}
      onClick={onClick}
    >
      <span aria-hidden="true">{queued ? '✓' : '+'}</span>
      <span className="queue-button__text">{queued ? 'In Up next' : 'Up next'}</span>
    </button>
  );
}
