/**
 * The mark an episode list or card shows for an item the listener started: "Played" when they reached its
 * last 10 seconds, else "12 min left"; nothing for an item never started or without a known length.
 */
import { FINISHED_SECONDS } from '../../core/history/device-positions';
import { formatDuration } from '../content/format';
import { useListenedSeconds } from './use-listened';

export function progressMarkText(seconds: number | null, duration: number | null | undefined): string | null {
  if (seconds === null || seconds < 1 || !duration || duration <= 0) return null;
  if (seconds >= duration - FINISHED_SECONDS) return 'Played';
  return `${formatDuration(Math.max(60, duration - seconds))} left`;
}

export function ProgressMark({
  mediaId,
  duration,
}: {
  mediaId: string;
  duration: number | null | undefined;
}) {
  const seconds = useListenedSeconds(mediaId);
  const text = progressMarkText(seconds, duration);
  if (!text || !duration || seconds === null) return null;
  const percent = Math.min(100, (seconds / duration) * 100);
  return (
    <span className={`progress-mark${text === 'Played' ? ' progress-mark--played' : ''}`}>
      <span className="progress-mark__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
      {text}
    </span>
  );
}
