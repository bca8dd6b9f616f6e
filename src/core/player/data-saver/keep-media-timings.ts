/**
 * The data meter (./media-bytes.ts) starts at the first play and reads earlier media requests from the
 * browser's buffer of resource timings, 250 entries. On a page that had filled it, requests made before the
 * meter started were lost (one 15 kB segment missing in some data-meter runs), so from the first media
 * request until the meter observes, a full buffer is made larger (`resourcetimingbufferfull`). In the embed
 * loader, which runs it with its first stream request.
 */
import { shared } from '../../store-registry';

/** Room added each time the buffer fills, and the most it grows to. */
const GROWTH = 250;
const MOST = 2_000;

const keeping = shared('keep-media-timings', () => ({ size: 250, listening: false, metered: false }));

function grow(): void {
  if (keeping.size >= MOST) return;
  keeping.size = Math.min(MOST, keeping.size + GROWTH);
  performance.setResourceTimingBufferSize(keeping.size);
}

/** A media request is about to be made: keep its timing until the meter reads it. */
export function keepMediaTimings(): void {
  if (keeping.listening || keeping.metered) return;
  // A performance object without events (older engines, a test's fake clock) keeps the default buffer:
  // metering is never worth breaking the play path that called this.
  if (
    typeof performance === 'undefined' ||
    typeof performance.setResourceTimingBufferSize !== 'function' ||
    typeof performance.addEventListener !== 'function'
  )
    return;
  keeping.listening = true;
  performance.addEventListener('resourcetimingbufferfull', grow);
}

/** The meter observes from now on: the buffer need not grow for it any more. */
export function mediaTimingsMetered(): void {
  keeping.metered = true;
  if (!keeping.listening) return;
  keeping.listening = false;
  performance.removeEventListener('resourcetimingbufferfull', grow);
}
