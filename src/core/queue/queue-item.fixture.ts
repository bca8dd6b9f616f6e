/** A queueable episode for the queue's tests: `n` names it. */
import type { PlayableItem } from './queue-item';

export const queueItem = (n: number): PlayableItem => ({
  mediaId: `ep-${n}`,
  type: 'audio',
  title: `Episode ${n}`,
  stationName: '702',
  imageUrl: '',
  duration: 1800,
});
