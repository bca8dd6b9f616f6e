/**
 * The mini player's sleep timer (docs/time-shift.md): a button that shows the countdown once set, and a small panel with
 * 15, 30, 45 and 60 minutes, the end of the show, and off. A disclosure like the data saver's panel
 * (./data-panel.tsx): ordinary buttons, Escape closes it and gives the focus back. The timer itself is in
 * src/core/player/session/sleep-timer.ts, so it goes on when the page navigates and this component remounts.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  $sleepTimer,
  cancelSleepTimer,
  setSleepTimer,
  SLEEP_MINUTES,
  type SleepChoice,
} from '../../core/player/session/sleep-timer';
import { formatClock } from '../../core/time';

/** The time now, each second, while a timer runs. */
function useTicking(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active]);
  return now;
}

export function SleepTimerControl() {
  const timer = useStore($sleepTimer);
  const now = useTicking(timer !== null);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const left = timer ? Math.max(0, (timer.endsAtMs - now) / 1000) : null;

  const choose = (choice: SleepChoice) => {
    const ok = setSleepTimer(choice);
    setProblem(ok ? null : 'The end of this show is not known yet.');
    if (ok) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <span className="mini-player__sleep">
      <button
        ref={button}
        type="button"
        className={`mini-player__action${timer ? ' mini-player__action--on' : ''}`}
        part="sleep"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {left === null ? (
          'Sleep'
        ) : (
          <>
            Sleep <span>{timer?.fading ? 'now' : formatClock(left)}</span>
          </>
        )}
      </button>
      <div
        id={panelId}
        className="mini-player__data-panel mini-player__sleep-panel"
        part="sleep-panel"
        role="group"
        aria-label="Sleep timer"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }}
      >
        <p className="mini-player__sleep-title">Stop playing after</p>
        <div className="mini-player__sleep-choices">
          {SLEEP_MINUTES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              aria-pressed={timer?.choice === minutes}
              onClick={() => choose(minutes)}
            >
              {minutes} min
            </button>
          ))}
          <button
            type="button"
            aria-pressed={timer?.choice === 'end-of-show'}
            onClick={() => choose('end-of-show')}
          >
            End of show
          </button>
          {timer ? (
            <button
              type="button"
              onClick={() => {
                cancelSleepTimer();
                setOpen(false);
                button.current?.focus();
              }}
            >
              Off
            </button>
          ) : null}
        </div>
        {problem ? <p role="alert">{problem}</p> : null}
      </div>
    </span>
  );
}
