/**
 * The data meter (./media-bytes.ts) reads the media requests from Resource Timing. It is a chunk of its own,
 * started once the first play is heard, and reads what came before from the browser's buffer of timings,
 * which holds 250 entries. On a page that had filled it (an app's modules, a partner's own resources), every
 * media request made between the buffer filling and the meter starting was lost: the data-meter test showed
 * one 128 kb/s segment, about 15 kB, missing from the meter in some runs.
 *
 * From the first media request until the meter observes, a full buffer is made larger instead
 * (`resourcetimingbufferfull`, the Resource Timing spec's own way: the entries waiting then join the buffer).
 * Small and free of the player, so the embed loader runs it with its first stream request.
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
