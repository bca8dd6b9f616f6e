/**
 * Where the guide's shows begin on a catch-up seek bar (docs/time-shift.md): a tick over the slider's track at each show
 * start inside the range, and the show names in the track's tooltip. The ticks are drawn only; the slider's
 * value text names the show at the playhead for screen readers (./transport-controls.tsx).
 */
import type { ShowMark } from '../../core/player/catch-up/catch-up';
import { formatShowTime } from '../programme-guide/guide-time';

export function ShowMarks({ marks }: { marks: readonly ShowMark[] }) {
  return (
    <span className="transport__marks" aria-hidden="true" part="show-marks">
      {marks.map((mark) => (
        <span
          key={mark.startTimeUnixSeconds}
          className="transport__mark"
          data-show={mark.headline}
          // The thumb's centre runs from half a thumb in from each end: put the tick where the thumb would be.
          style={{
            left: `calc(var(--_thumb, 16px) / 2 + (100% - var(--_thumb, 16px)) * ${mark.percent / 100})`,
          }}
        />
      ))}
    </span>
  );
}

/** "09:00 The Midday Show · 12:00 Afternoon Drive": the tooltip of a seek bar with show marks. */
export function showMarksTitle(marks: readonly ShowMark[]): string {
  return marks.map((m) => `${formatShowTime(m.startTimeUnixSeconds)} ${m.headline}`).join(' · ');
}
