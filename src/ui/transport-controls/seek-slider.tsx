/**
 * The players' seek slider (docs/product.md, "Video", "Rules"): a range from 0 to 100 with any step. While the listener moves it,
 * it shows their value, not the playing position: otherwise each timeupdate re-render pulls the thumb back
 * mid-drag, and the final `change` event would seek back to where playback was. Arrow, page, Home and End
 * keys seek explicitly, because browsers move nothing on arrow keys when the step is "any".
 */
import { useState } from 'react';
import { seekToPercent } from '../../core/player/controller';
import { seekPercentForKey } from './seek-keys';
import { formatClock, formatRemaining } from '../../core/time';

/** What a screen reader hears for the slider: "01:05 of 30:00, 28 mins left" (no "left" while the length is unknown). */
export function seekValueText(currentTime: number, duration: number | null | undefined): string {
  const left = duration ? `, ${formatRemaining(duration - currentTime)} left` : '';
  return `${formatClock(currentTime)} of ${formatClock(duration ?? 0)}${left}`;
}

export interface SeekSliderProps {
  percent: number;
  valueText: string;
  className?: string;
  part?: string;
}

export function SeekSlider({ percent, valueText, className, part }: SeekSliderProps) {
  const [pending, setPending] = useState<number | null>(null);
  // The position caught up with the listener's value: show the position again (state adjusted while
  // rendering, as React documents for values derived from props).
  if (pending !== null && Math.abs(percent - pending) < 1) setPending(null);

  const seek = (value: number) => {
    if (!Number.isFinite(value)) return;
    setPending(value);
    seekToPercent(value);
  };

  return (
    <input
      className={className}
      part={part}
      type="range"
      min={0}
      max={100}
      step="any"
      value={pending ?? percent}
      onInput={(event) => seek(Number(event.currentTarget.value))}
      onChange={(event) => seek(Number(event.currentTarget.value))}
      onBlur={() => setPending(null)}
      onKeyDown={(event) => {
        const target = seekPercentForKey(event.key, pending ?? percent);
        if (target === null) return;
        event.preventDefault();
        seek(target);
      }}
      aria-label="Seek"
      aria-valuetext={valueText}
    />
  );
}
