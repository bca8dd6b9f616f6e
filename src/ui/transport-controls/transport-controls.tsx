/**
 * The transport controls the mini player and the video view share (docs/product.md, "Video"): the
 * play/pause/stop control, the -15/+15 s buttons, and the timeline of elapsed time, seek slider and duration.
 * Each player places the pieces in its own layout (the mini player puts the skip buttons around the control,
 * the video view after it) and names the `part`s it exposes. The styles are in transport-controls.css, which
 * every page or element that shows a player includes next to the player's own styles (those define --_accent
 * and --_muted).
 */
import { skip } from '../../core/player/controller';
import { SKIP_SECONDS, type DisplayState } from '../../core/player/state';
import { formatClock } from '../../core/time';
import type { ShowMark } from '../../core/player/catch-up/catch-up';
import { SeekSlider, seekValueText } from './seek-slider';
import { ShowMarks, showMarksTitle } from './show-marks';

const CONTROL_LABEL: Record<DisplayState, string> = {
  loading: 'Loading, press to stop',
  'playing-live': 'Stop',
  'playing-on-demand': 'Pause',
  idle: 'Play',
};

function classes(own: string, extra: string | undefined): string {
  return extra ? `${own} ${extra}` : own;
}

export interface PlayControlProps {
  display: DisplayState;
  onClick: () => void;
  part?: string;
}

/** The round play/pause/stop button; its name says what pressing it does in the current state. */
export function PlayControl({ display, onClick, part }: PlayControlProps) {
  return (
    <button
      type="button"
      className={`transport__control transport__control--${display}`}
      part={part}
      onClick={onClick}
      aria-label={CONTROL_LABEL[display]}
    >
      <span aria-hidden="true" className={`control-icon control-icon--${display}`} />
    </button>
  );
}

export interface SkipButtonProps {
  /** -1 goes back, 1 goes forward, by SKIP_SECONDS. */
  direction: -1 | 1;
  part?: string;
  className?: string;
}

export function SkipButton({ direction, part, className }: SkipButtonProps) {
  const back = direction < 0;
  return (
    <button
      type="button"
      className={classes('transport__skip', className)}
      part={part}
      onClick={() => skip(direction)}
      aria-label={`${back ? 'Back' : 'Forward'} ${SKIP_SECONDS} seconds`}
    >
      <span aria-hidden="true">
        {back ? '−' : '+'}
        {SKIP_SECONDS}
      </span>
    </button>
  );
}

export interface TimelineProps {
  /** Seconds. */
  currentTime: number;
  /** Seconds; null while unknown. */
  duration: number | null;
  /** Where the seek slider stands, 0 to 100. */
  percent: number;
  seekPart?: string;
  seekClassName?: string;
  /** Catch-up: where the guide's shows begin on the bar, and the show at the playhead for the value text. */
  marks?: readonly ShowMark[];
  showAtPlayhead?: string | null;
}

/** Elapsed time, the seek slider and the duration, as siblings for the player's own row to lay out. */
export function Timeline({
  currentTime,
  duration,
  percent,
  seekPart,
  seekClassName,
  marks,
  showAtPlayhead,
}: TimelineProps) {
  const valueText = seekValueText(currentTime, duration) + (showAtPlayhead ? `, ${showAtPlayhead}` : '');
  const slider = (
    <SeekSlider
      className={classes('transport__seek', seekClassName)}
      part={seekPart}
      percent={percent}
      valueText={valueText}
    />
  );
  return (
    <>
      <span className="transport__time">{formatClock(currentTime)}</span>
      {marks?.length ? (
        <span className="transport__track" title={showMarksTitle(marks)}>
          {slider}
          <ShowMarks marks={marks} />
        </span>
      ) : (
        slider
      )}
      <span className="transport__time">{formatClock(duration ?? 0)}</span>
    </>
  );
}
