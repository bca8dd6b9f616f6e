/**
 * The persistent mini player (spec §2): visible only while audio started as audio is loading or loaded
 * (the "active" rule of spec §4). Wide: artwork, station and title, -15/+15 s (not for live), play/pause/stop,
 * elapsed time, the seek slider and the total duration. Narrow (under 640 px of its own width): artwork,
 * title, the control and a progress bar. A close button stops playback and hides it.
 */
import { useStore } from '@nanostores/react';
import { skip, stopPlayback, togglePlayback } from '../../core/player/player';
import { displayState, isActive, SKIP_SECONDS } from '../../core/player/state';
import { $player, $playerConnection } from '../../core/player/store';
import { STATION_BRAND } from '../../core/stations/station-brand';
import { formatClock, formatRemaining } from '../../core/time';
import { useEmit } from '../shared/host-events';
import { Toast } from '../toast/toast';
import { SeekSlider, seekValueText } from './seek-slider';

const CONTROL_LABEL = {
  loading: 'Loading, press to stop',
  'playing-live': 'Stop',
  'playing-on-demand': 'Pause',
  idle: 'Play',
} as const;

/** The mini player with the page's error toast, which must be seen even when nothing is playing. */
export function MiniPlayer() {
  return (
    <>
      <MiniPlayerBar />
      <Toast />
    </>
  );
}

function MiniPlayerBar() {
  const player = useStore($player);
  const connection = useStore($playerConnection);
  const emit = useEmit();
  if (!isActive(player)) return null;

  const display = displayState(player);
  const { audio, media, isLive, progressPercent } = player;
  const title = audio?.title ?? '';
  const station = audio?.station ?? '';
  const remaining = media.duration ? media.duration - media.currentTime : null;
  const stationColor = Object.values(STATION_BRAND).find((brand) => brand.name === station)?.color;

  const onToggle = () => {
    const detail = { mediaId: media.id, live: isLive };
    if (display === 'playing-on-demand') emit('primedia-pause', detail);
    else if (display === 'idle') emit('primedia-play', detail);
    else emit('primedia-stop', detail);
    togglePlayback();
  };

  // The wrapper is the size container: a container query never matches the container itself, so the bar's own
  // grid could not switch to the compact layout without it.
  return (
    <div className="mini-player-host">
      <section
        className={`mini-player${isLive ? ' mini-player--live' : ''}`}
        part="container"
        aria-label="Player"
        style={stationColor ? ({ '--primedia-station': stationColor } as React.CSSProperties) : undefined}
      >
        {isLive ? null : (
          <div className="mini-player__progress" part="progress" aria-hidden="true">
            <span style={{ width: `${progressPercent}%` }} />
          </div>
        )}
        <div
          className={`mini-player__artwork${player.isPlaying ? ' mini-player__artwork--playing' : ''}`}
          part="artwork"
        >
          {audio?.imageUrl ? <img src={audio.imageUrl} alt="" width={48} height={48} /> : null}
        </div>
        <div className="mini-player__text">
          <p className="mini-player__station">
            {station}
            {isLive ? <span className="mini-player__badge">Live</span> : null}
          </p>
          <p className="mini-player__title" title={title}>
            {title}
          </p>
          {remaining !== null && !isLive ? (
            <p className="mini-player__remaining mini-player__wide">{formatRemaining(remaining)} left</p>
          ) : null}
          <p className="mini-player__status" aria-live="polite">
            {connection === 'reconnecting' ? 'Reconnecting…' : display === 'loading' ? 'Loading…' : ''}
          </p>
        </div>
        <div className="mini-player__controls">
          {isLive ? null : (
            <button
              type="button"
              className="mini-player__skip mini-player__wide"
              part="rewind"
              onClick={() => skip(-1)}
              aria-label={`Back ${SKIP_SECONDS} seconds`}
            >
              <span aria-hidden="true">−{SKIP_SECONDS}</span>
            </button>
          )}
          <button
            type="button"
            className={`mini-player__control mini-player__control--${display}`}
            part="control"
            onClick={onToggle}
            aria-label={CONTROL_LABEL[display]}
          >
            <span aria-hidden="true" className={`control-icon control-icon--${display}`} />
          </button>
          {isLive ? null : (
            <button
              type="button"
              className="mini-player__skip mini-player__wide"
              part="forward"
              onClick={() => skip(1)}
              aria-label={`Forward ${SKIP_SECONDS} seconds`}
            >
              <span aria-hidden="true">+{SKIP_SECONDS}</span>
            </button>
          )}
        </div>
        {isLive ? null : (
          <div className="mini-player__timeline mini-player__wide" part="timeline">
            <span className="mini-player__time">{formatClock(media.currentTime)}</span>
            <SeekSlider
              part="seek"
              percent={progressPercent}
              valueText={seekValueText(media.currentTime, media.duration)}
            />
            <span className="mini-player__time">{formatClock(media.duration ?? 0)}</span>
          </div>
        )}
        <button
          type="button"
          className="mini-player__close"
          part="close"
          aria-label="Close player"
          onClick={() => {
            emit('primedia-stop', { mediaId: media.id, live: isLive });
            stopPlayback();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </section>
    </div>
  );
}
