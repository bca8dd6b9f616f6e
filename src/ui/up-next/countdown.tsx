/**
 * The countdown before the next episode plays (src/core/queue/play-next.ts): what comes, in how many seconds,
 * with "Play now" and "Cancel". Shown in the mini player and on the Now Playing screen while it runs.
 */
import { useStore } from '@nanostores/react';
import { $countdown, cancelCountdown, playNextNow } from '../../core/queue/play-next';

export function UpNextCountdown({ className = '' }: { className?: string }) {
  const countdown = useStore($countdown, { ssr: 'initial' });
  if (!countdown) return null;
  return (
    <div className={`up-next-countdown ${className}`.trim()} role="status">
      <p className="up-next-countdown__text">
        Next in {countdown.secondsLeft} s: <strong>{countdown.item.title}</strong>
      </p>
      <button type="button" className="up-next__button" onClick={playNextNow}>
        Play now
      </button>
      <button type="button" className="up-next__button" onClick={cancelCountdown}>
        Cancel
      </button>
    </div>
  );
}
