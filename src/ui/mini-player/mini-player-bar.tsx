/**
 * The bar of the persistent mini player (docs/product.md, "Mini player"), loaded and shown by ./mini-player.tsx
 * while audio started as audio is loading or loaded. Wide: artwork, station and title, -15/+15 s (not for live), play/pause/stop,
 * elapsed time, the seek slider and the total duration, the data saver and sleep timer. Narrow (under 640 px of
 * its own width) it keeps only what fits a bar: artwork, two lines, the one control, Expand and a progress
 * strip. Every width opens the Now Playing screen (src/ui/now-playing-screen) from the artwork, the title or
 * Expand; the rest of what a listener can do lives there.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { liveNowLine, showElapsedSeconds } from '../../core/player/live/live-now';
import { goLive, playLiveShowFromStart, stopPlayback, togglePlayback } from '../../core/player/controller';
import { canCatchUp, playheadUnixSeconds } from '../../core/player/catch-up/catch-up';
import { displayState, isActive } from '../../core/player/state';
import { $nowPlaying, $player, $playerConnection, $playRequest, $stalled } from '../../core/player/store';
import { startNowPlaying } from '../../core/now-playing';
import { onAirAt, type NowPlayingInfo } from '../../core/now-playing/message';
import { STATION_BRAND } from '../../core/stations/station-brand';
import { formatRemaining } from '../../core/time';
import { useEmit } from '../common/host-events';
import { useStartListening } from '../common/start-listening';
import { BufferingIndicator } from '../buffering/buffering-indicator';
import { DataUsedSummary } from '../data-saver/data-used';
import { DataPanel } from './data-panel';
import { SleepTimerControl } from './sleep-timer';
import { LazyVolumeControl } from '../volume-control/lazy-volume-control';
import { PlayControl, SkipButton, Timeline } from '../transport-controls/transport-controls';
import { BehindBadge } from '../common/behind-badge';
import { catchUpLine, useCatchUpNow, useCoarseClock } from '../common/use-catch-up';
import { NowPlayingScreen } from '../now-playing-screen/now-playing-screen';
import { useHistoryEntry } from '../now-playing-screen/history-entry';
import { UpNextCountdown } from '../up-next/countdown';
import { itemMoment, stationMoment } from '../share/share-moment';

/** The time now, ticking each second, for the show's running time; mounted only while live plays. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Live only: what plays now (song or segment) and how long the show on air has run, as the station page has. */
function LiveNow({ onAir }: { onAir: NowPlayingInfo | null }) {
  const nowMs = useClock();
  const nowLine = liveNowLine(onAir);
  const elapsed = showElapsedSeconds(onAir, nowMs);
  return (
    <>
      {nowLine ? (
        <p className="mini-player__now" part="now-playing" title={nowLine}>
          {nowLine}
        </p>
      ) : null}
      {elapsed !== null ? (
        <p className="mini-player__elapsed mini-player__wide" part="elapsed">
          On air for {formatRemaining(elapsed)}
        </p>
      ) : null}
    </>
  );
}

export function MiniPlayerBar() {
  const player = useStore($player, { ssr: 'initial' });
  const connection = useStore($playerConnection, { ssr: 'initial' });
  const request = useStore($playRequest, { ssr: 'initial' });
  const stalled = useStore($stalled, { ssr: 'initial' });
  const nowPlaying = useStore($nowPlaying, { ssr: 'initial' });
  const emit = useEmit();
  const startListening = useStartListening();
  const liveStation = player.isLive ? (request?.station ?? null) : null;
  // Catch-up (docs/time-shift.md): on-demand controls, "-12:34" where LIVE was, what aired at the playhead.
  const catchUpNow = useCatchUpNow(player.catchUp, player.media.currentTime, player.media.duration);
  const coarseNow = useCoarseClock();
  const [screenOpen, setScreenOpen] = useState(false);
  const expand = useRef<HTMLButtonElement>(null);
  const closeScreen = useCallback(() => setScreenOpen(false), []);
  useHistoryEntry(screenOpen, closeScreen);
  // Live audio shows what plays now, so the page needs the now-playing stream even without a live player on it.
  useEffect(() => {
    if (liveStation) startNowPlaying();
  }, [liveStation]);
  const active = isActive(player);
  // Playback ended (a stop, the sleep timer): the screen goes with the bar, and stays shut when audio comes back.
  if (!active && screenOpen) setScreenOpen(false);
  if (!active) return null;

  const display = displayState(player);
  const { audio, media, isLive, progressPercent } = player;
  // Catching up, the title follows the guide's show at the playhead as the listener plays on past a show's end.
  const title = catchUpNow?.show?.headline ?? audio?.title ?? '';
  const station = audio?.station ?? '';
  const remaining = media.duration ? media.duration - media.currentTime : null;
  const onAir = onAirAt(nowPlaying, liveStation);
  const canStartShow =
    onAir !== null && canCatchUp(onAir.show.startTimeUnixSeconds, player.catchUpWindowSeconds, coarseNow);
  const behindLine = catchUpLine(catchUpNow);
  // Catch-up and the sleep timer after the lines of a wide bar; a narrow bar leaves them to the screen.
  const actions = (
    <>
      {catchUpNow ? (
        <button type="button" className="mini-player__action" part="go-live" onClick={goLive}>
          Go live
        </button>
      ) : canStartShow && onAir ? (
        <button
          type="button"
          className="mini-player__action"
          part="from-start"
          aria-label={`From the start of ${onAir.show.headline}`}
          onClick={playLiveShowFromStart}
        >
          From the start
        </button>
      ) : null}
      <SleepTimerControl />
    </>
  );
  const stationColor = Object.values(STATION_BRAND).find((brand) => brand.name === station)?.color;

  // Stops and pauses end the listening session of whichever control started it, which fires its
  // primedia-stop (src/core/player/listening.ts); a resume here starts a session of the bar's own.
  const onToggle = () => {
    const mediaId = $playRequest.get()?.mediaId ?? media.id ?? '';
    if (display === 'playing-on-demand') emit('primedia-pause', { mediaId, live: isLive });
    else if (display === 'idle') startListening({ mediaId, live: isLive });
    togglePlayback();
  };

  // The artwork and the title open the screen too; focus goes to Expand first, so closing gives it back there.
  const openScreen = () => {
    expand.current?.focus();
    setScreenOpen(true);
  };
  const nowLine = liveStation ? liveNowLine(onAir) : behindLine;

  // The wrapper is the size container: a container query never matches the container itself, so the bar's own
  // grid could not switch to the compact layout without it.
  return (
    <>
      <div className="mini-player-host">
        <UpNextCountdown className="mini-player__countdown" />
        <section
          className={`mini-player${isLive ? ' mini-player--live' : ''}`}
          part="container"
          aria-label="Player"
          style={stationColor ? ({ '--primedia-station': stationColor } as React.CSSProperties) : undefined}
        >
          {isLive ? null : (
            <div className="mini-player__progress" part="progress" aria-hidden="true">
              <span style={{ width: `${progressPercent}%` }} />
              {catchUpNow?.marks.map((mark) => (
                <i key={mark.startTimeUnixSeconds} style={{ left: `${mark.percent}%` }} />
              ))}
            </div>
          )}
          <div
            className={`mini-player__artwork${player.isPlaying ? ' mini-player__artwork--playing' : ''}`}
            part="artwork"
            onClick={openScreen}
          >
            {audio?.imageUrl ? <img src={audio.imageUrl} alt="" width={48} height={48} /> : null}
          </div>
          <div className="mini-player__text">
            <div className="mini-player__station">
              <span className="mini-player__station-name" onClick={openScreen}>
                {station}
              </span>
              {isLive ? <span className="mini-player__badge">Live</span> : null}
              {catchUpNow ? (
                <BehindBadge
                  now={catchUpNow}
                  className="mini-player__badge mini-player__badge--behind"
                  part="behind"
                />
              ) : null}
            </div>
            <p className="mini-player__title" title={title} onClick={openScreen}>
              {title}
            </p>
            {liveStation ? <LiveNow onAir={onAir} /> : null}
            {behindLine ? (
              <p className="mini-player__now" part="now-playing" title={behindLine}>
                {behindLine}
              </p>
            ) : null}
            {remaining !== null && !isLive && !catchUpNow ? (
              <p className="mini-player__remaining mini-player__wide">{formatRemaining(remaining)} left</p>
            ) : null}
            <BufferingIndicator
              className="mini-player__status"
              active={connection === 'reconnecting' || display === 'loading' || (stalled && player.isPlaying)}
              label={connection === 'reconnecting' ? 'Reconnecting…' : 'Buffering…'}
            />
          </div>
          {/* A column of their own: squeezed into the title's, they ran over the skip button on a desktop. */}
          <div className="mini-player__actions mini-player__wide">{actions}</div>
          <div className="mini-player__controls">
            {isLive ? null : <SkipButton direction={-1} part="rewind" className="mini-player__wide" />}
            <PlayControl display={display} part="control" onClick={onToggle} />
            {isLive ? null : <SkipButton direction={1} part="forward" className="mini-player__wide" />}
          </div>
          {isLive ? null : (
            <div className="mini-player__timeline mini-player__wide" part="timeline">
              <Timeline
                currentTime={media.currentTime}
                duration={media.duration}
                percent={progressPercent}
                seekPart="seek"
                marks={catchUpNow?.marks}
                showAtPlayhead={catchUpNow?.show?.headline}
              />
            </div>
          )}
          {/* Phones keep the device's own volume buttons (docs/adr/0055-volume-is-one-page-wide-state.md): the slider is wide-only. */}
          <LazyVolumeControl className="mini-player__volume mini-player__wide" />
          <DataPanel>
            <DataUsedSummary />
          </DataPanel>
          <button
            type="button"
            className="mini-player__close"
            part="close"
            aria-label="Close player"
            onClick={() => stopPlayback()}
          >
            <span aria-hidden="true">×</span>
          </button>
          <button
            ref={expand}
            type="button"
            className="mini-player__expand"
            aria-label="Open Now Playing"
            aria-haspopup="dialog"
            aria-expanded={screenOpen}
            onClick={() => setScreenOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M6 15l6-6 6 6"
                stroke="currentColor"
                strokeWidth="2.2"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </section>
      </div>
      {/* Outside the bar: the bar and its wrapper are size containers, which would hold a fixed overlay inside its own box. */}
      <NowPlayingScreen
        open={screenOpen}
        onClose={closeScreen}
        view={{
          display,
          onToggle,
          station,
          title,
          imageUrl: audio?.imageUrl ?? '',
          isLive,
          behind: catchUpNow?.behind ?? null,
          nowLine,
          fromStartOf: canStartShow && onAir ? onAir.show.headline : null,
          media,
          progressPercent,
          moment: player.catchUp
            ? stationMoment(player.catchUp.station, playheadUnixSeconds(player.catchUp, media.currentTime))
            : !isLive && request?.pageUrl
              ? itemMoment(request.pageUrl, media.currentTime)
              : null,
        }}
      />
    </>
  );
}
