/**
 * Volume and mute for the page's one media element ($volume in src/core/player/session/volume.ts): a mute button and a
 * native range input, so the slider is a real ARIA slider with arrow keys, Page Up/Down, Home and End, and a
 * spoken value ("60 percent", "muted"). Shown by the desktop mini player and the live player; at phone widths
 * the container hides it (the device's own buttons set the volume there, see docs/adr/0055-volume-is-one-page-wide-state.md).
 */
import { useStore } from '@nanostores/react';
import type { Ref } from 'react';
import { $volume, setVolumeLevel, toggleMute, VOLUME_STEP } from '../../core/player/session/volume';

export function VolumeControl({ className = '', ref }: { className?: string; ref?: Ref<HTMLDivElement> }) {
  const { level, muted } = useStore($volume, { ssr: 'initial' });
  const silent = muted || level === 0;
  const percent = Math.round(level * 100);
  return (
    <div ref={ref} className={`volume-control ${className}`.trim()} part="volume">
      <button
        type="button"
        className="volume-control__mute"
        part="mute"
        aria-label={silent ? 'Unmute' : 'Mute'}
        aria-pressed={silent}
        onClick={toggleMute}
      >
        <span
          aria-hidden="true"
          className={`volume-icon volume-icon--${silent ? 'muted' : percent < 50 ? 'low' : 'high'}`}
        />
      </button>
      <input
        type="range"
        className="volume-control__slider"
        part="volume-slider"
        aria-label="Volume"
        aria-valuetext={muted ? `Muted (${percent} percent)` : `${percent} percent`}
        min={0}
        max={100}
        step={VOLUME_STEP}
        value={muted ? 0 : percent}
        onChange={(event) => setVolumeLevel(Number(event.currentTarget.value) / 100)}
        style={{ '--_fill': `${muted ? 0 : percent}%` } as React.CSSProperties}
      />
    </div>
  );
}
