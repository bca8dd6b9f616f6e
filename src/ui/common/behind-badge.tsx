/**
 * The "-12:34" badge that takes LIVE's place while catch-up plays behind live (docs/time-shift.md), in the live player
 * and the mini player alike: a timer whose accessible words say how far behind live the playhead is.
 */
import { behindLabel, type CatchUpNow } from './use-catch-up';

export function BehindBadge({ now, className, part }: { now: CatchUpNow; className: string; part: string }) {
  return (
    <span className={className} part={part} role="timer" aria-label={behindLabel(now.behindSeconds)}>
      {now.behind}
    </span>
  );
}
