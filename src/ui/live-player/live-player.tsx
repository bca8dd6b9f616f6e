/**
 * The live player: one station's logo and colour, the show on air, what is playing now, and one control with
 * its states (docs/widgets.md, "Live player states": loading, playing live = stop, idle = play). Used by the host app and, as
 * <primedia-live-player station="702">, by partner pages.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { liveRequest, livePlayerOrigin, playLive, type LiveStation } from '../../core/player/live/play-live';
import {
  goLive,
  pausePlayback,
  playFromStart,
  resumePlayback,
  stopPlayback,
} from '../../core/player/controller';
import { canCatchUp } from '../../core/player/catch-up/catch-up';
import { liveMediaIdOf, prepareLive } from '../../core/player/live/prepare-live';
import { prefetchLiveStart } from '../../core/player/live/prefetch-live-start';
import { markFailureReported, playFailure } from '../../core/player/recovery/play-failures';
import { onAirAt } from '../../core/now-playing/message';
import { displayState } from '../../core/player/state';
import { $player, $nowPlaying, $playerConnection, $playRequest, $stalled } from '../../core/player/store';
import { startNowPlaying } from '../../core/now-playing';
import { $toast } from '../../core/feedback/toast';
import { takeIntent } from '../../core/intents';
import { LIVE_PLAYER_INTENT, liveIntent } from '../../core/live-intent';
import { recordProblem } from '../../core/monitoring/problems';
import {
  loadStations,
  parseStationId,
  STATION_IDS,
  type StationDetails,
  type StationId,
} from '../../core/stations/stations';
import { STATION_BRAND } from '../../core/stations/station-brand';
import { LIVE_MEDIA_ID } from '../../core/stations/live-streams';
import { useLiveStreamHint } from '../ssr/server-request';
import { useEmit } from '../common/host-events';
import { useStartListening } from '../common/start-listening';
import { LazyVolumeControl } from '../volume-control/lazy-volume-control';
import { BehindBadge } from '../common/behind-badge';
import { catchUpLine, useCatchUpNow, useCoarseClock } from '../common/use-catch-up';

export interface LivePlayerProps {
  /** One of 702, 947, kfm, capetalk. */
  station?: string;
}

type Load =
  | { status: 'loading' }
  | { status: 'ready'; details: StationDetails }
  | { status: 'failed'; message: string };

/** How often a failed station list is asked for again (and at once when the browser is back online). */
const RETRY_MS = 5_000;

/**
 * The station's details. A failure is retried by itself, or by `retry()`, so the message lasts only as long
 * as the failure does.
 */
function useStationDetails(stationId: string | null): { load: Load; retry: () => void } {
  // The answer is kept with the station it is for, so a changed attribute shows "loading" until its own answer.
  const [answer, setAnswer] = useState<{ stationId: string; load: Load } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!stationId) return;
    let cancelled = false;
    loadStations().then(
      (list) => {
        if (cancelled) return;
        const details = list.find((s) => s.id === stationId);
        setAnswer({
          stationId,
          load: details
            ? { status: 'ready', details }
            : { status: 'failed', message: `Station ${stationId} is not on air.` },
        });
      },
      (error: unknown) => {
        if (cancelled) return;
        recordProblem({ area: 'live-player', message: `station list failed: ${String(error)}` });
        setAnswer({
          stationId,
          load: {
            status: 'failed',
            message: 'The station could not be loaded. Check your connection and try again.',
          },
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [stationId, attempt]);
  const load: Load = answer && answer.stationId === stationId ? answer.load : { status: 'loading' };
  const failed = load.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    const timer = setInterval(retry, RETRY_MS);
    globalThis.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener('online', retry);
    };
  }, [failed, retry]);
  return { load, retry };
}

/**
 * The station's stream: as the content API names it, or, until it has answered, as the code ships it
 * (docs/widgets.md, "Live player states"), so the control can play from the first paint, the server-rendered
 * page's too.
 */
function liveStationOf(stationId: StationId, details: StationDetails | null): LiveStation {
  return details
    ? { id: stationId, mediaId: details.mediaId, stationName: details.stationName }
    : { id: stationId, mediaId: liveMediaIdOf(stationId), stationName: STATION_BRAND[stationId].name };
}

export function LivePlayer({ station }: LivePlayerProps) {
  const stationId = parseStationId(station);
  // Rendered on the server, the page's head preloads the stream's catalog answer for an early press.
  useLiveStreamHint(stationId ? LIVE_MEDIA_ID[stationId] : null);
  const emit = useEmit();
  const startListening = useStartListening();
  const { load, retry } = useStationDetails(stationId);
  // Each store can change between the server's HTML and hydration (now playing arrives; a press before
  // hydration plays through src/app/press-play.ts): hydrate from what the server rendered, then show the change.
  const player = useStore($player, { ssr: 'initial' });
  const nowPlaying = useStore($nowPlaying, { ssr: 'initial' });
  const connection = useStore($playerConnection, { ssr: 'initial' });
  const toast = useStore($toast, { ssr: 'initial' });
  const request = useStore($playRequest, { ssr: 'initial' });
  const stalled = useStore($stalled, { ssr: 'initial' });

  const details = load.status === 'ready' ? load.details : null;
  const info = useMemo(() => onAirAt(nowPlaying, stationId), [nowPlaying, stationId]);
  const isCurrent = stationId !== null && request?.station === stationId;
  const display = isCurrent ? displayState(player) : 'idle';
  // Catch-up of this station (docs/time-shift.md, "Catch-up"): on-demand control, "-12:34" for LIVE, the item at the playhead.
  const catchUp = isCurrent ? player.catchUp : null;
  const catchUpNow = useCatchUpNow(catchUp, player.media.currentTime);
  const coarseNow = useCoarseClock();
  const fromStartShow =
    details &&
    info &&
    canCatchUp(info.show.startTimeUnixSeconds, details.catchUpWindowSeconds ?? 0, coarseNow)
      ? info.show
      : null;
  // The volume control comes with this player's first play (not needed to start), then stays.
  const [volumeWanted, setVolumeWanted] = useState(false);
  if ((display === 'playing-live' || display === 'playing-on-demand') && !volumeWanted) setVolumeWanted(true);
  // While this player's own request is not playing, why it failed (kept with the request until the next press,
  // src/core/player/recovery/play-failures.ts), else a toast shown meanwhile, is this player's failure.
  const ownIdleRequest =
    stationId && request?.origin === livePlayerOrigin(stationId) && display === 'idle' ? request : null;
  const failed = ownIdleRequest ? playFailure(ownIdleRequest) : undefined;
  const failure = failed?.message ?? (ownIdleRequest && toast.visible ? toast.message : null);

  useEffect(() => {
    startNowPlaying();
  }, []);

  // A press before this component existed (on the embed loader's shell, or on the server-rendered page before
  // hydration, src/core/early-presses.ts): carry it out now.
  const readyDetails = load.status === 'failed' ? null : details;
  useEffect(() => {
    if (!stationId) return;
    if (takeIntent(LIVE_PLAYER_INTENT, stationId)) {
      const live = liveStationOf(stationId, readyDetails);
      startListening({ station: stationId, mediaId: live.mediaId, live: true });
      void playLive(live);
    }
  }, [readyDetails, stationId, startListening]);

  useEffect(() => {
    if (stationId) return;
    const message = station ? `Unknown station "${station}".` : 'No station chosen.';
    emit('primedia-error', { code: 'bad-attribute', attribute: 'station', message });
  }, [stationId, station, emit]);

  useEffect(() => {
    // Once per failure: the light shell may have told the page already, or this card before it was mounted again.
    if (!failure || failed?.reported) return;
    if (ownIdleRequest) markFailureReported(ownIdleRequest);
    emit('primedia-error', { code: 'playback-failed', station: stationId, message: failure });
  }, [failure, failed, ownIdleRequest, stationId, emit]);

  // Once per failure, not per automatic retry: the message stays until the station list loads again.
  const loadFailure = load.status === 'failed' ? load.message : null;
  useEffect(() => {
    if (loadFailure)
      emit('primedia-error', { code: 'load-failed', station: stationId, message: loadFailure });
  }, [loadFailure, stationId, emit]);

  if (!stationId) {
    return (
      <div className="primedia-surface live-player live-player--error" role="alert" part="container">
        <p className="live-player__message">
          {station ? `Unknown station "${station}".` : 'No station chosen.'} Use one of{' '}
          {STATION_IDS.join(', ')}.
        </p>
      </div>
    );
  }

  // Until the station list answers (and in the server's HTML) the card wears the station's brand, as the
  // embed loader's light shell does, so it never paints as a blank red box.
  const brand = STATION_BRAND[stationId];
  const stationName = details?.stationName ?? info?.stationName ?? brand.name;
  const showTitle = catchUp
    ? (catchUpNow?.show?.headline ?? player.audio?.title ?? '')
    : (info?.show.headline ?? '');
  const reconnecting = isCurrent && connection === 'reconnecting';

  const prepare = () => {
    if (display === 'idle') prepareLive(stationId, { urgent: true });
  };

  const onClick = () => {
    if (load.status === 'failed') return;
    if (catchUp) {
      // On-demand rules: pause resumes where it paused; a press while loading stops.
      if (display === 'playing-on-demand') pausePlayback();
      else if (display === 'loading') stopPlayback();
      else void resumePlayback();
      return;
    }
    if (display === 'idle') {
      const live = liveStationOf(stationId, details);
      startListening({ station: stationId, mediaId: live.mediaId, live: true });
      // The start's media at once (a keyboard press has had no pointer down); see src/core/player/live/prefetch-live-start.ts.
      prefetchLiveStart(live.mediaId);
      void playLive(live, info);
    } else {
      stopPlayback(); // its listening session fires primedia-stop, reason 'stopped'
    }
  };

  const onFromStart = () => {
    if (!details || !fromStartShow) return;
    startListening({ station: stationId, mediaId: details.mediaId, live: false, catchUp: true });
    void playFromStart(liveRequest(liveStationOf(stationId, details), info), {
      startUnixSeconds: fromStartShow.startTimeUnixSeconds,
      headline: fromStartShow.headline,
      imageUrl: fromStartShow.imageUrl,
    });
  };

  const label = catchUp
    ? display === 'loading'
      ? `Loading ${stationName}`
      : display === 'playing-on-demand'
        ? `Pause ${stationName}`
        : `Play ${stationName}`
    : display === 'loading'
      ? `Loading ${stationName} live`
      : display === 'playing-live'
        ? `Stop ${stationName} live`
        : `Play ${stationName} live`;
  const buffering = display === 'loading' || (isCurrent && stalled && player.isPlaying);
  // Waiting for data is said in words where the song line is (announced politely); the play button shows
  // its loading state at the same time, so no animation is needed here.
  const statusLine = reconnecting
    ? 'Reconnecting…'
    : buffering
      ? 'Buffering…'
      : catchUp
        ? (catchUpLine(catchUpNow) ?? '\u00a0')
        : info
          ? `${info.item.title} · ${info.item.artist}`
          : '\u00a0';

  // The wrapper is the size container, so the volume column can leave a narrow player (a container query
  // never matches the container itself). The column sits before the play button, which keeps the place the
  // light shell gave it.
  return (
    <div className="live-player-host">
      <section
        className="primedia-surface live-player"
        part="container"
        aria-label={`${stationName} live`}
        style={{ '--primedia-station': details?.themeColor ?? brand.color } as React.CSSProperties}
      >
        <div className="live-player__logo" part="logo">
          {details ? <img src={details.logoUrl} alt="" width={56} height={56} /> : null}
        </div>
        <div className="live-player__text">
          <p className="live-player__station">
            <span className="live-player__name">{stationName}</span>
            {catchUpNow ? (
              <BehindBadge
                now={catchUpNow}
                className="live-player__badge live-player__badge--behind"
                part="badge"
              />
            ) : (
              <span className="live-player__badge" part="badge">
                Live
              </span>
            )}
            {catchUp ? (
              <button
                type="button"
                className="live-player__action live-player__action--go-live"
                onClick={goLive}
              >
                <span className="live-player__pill" part="go-live">
                  Go live
                </span>
              </button>
            ) : fromStartShow ? (
              <button
                type="button"
                className="live-player__action"
                aria-label={`From the start of ${fromStartShow.headline}`}
                onClick={onFromStart}
                // It plays through hls.js from its first byte, where the browser needs hls.js: fetched now.
                onPointerEnter={prepare}
                onPointerDown={prepare}
                onFocus={prepare}
              >
                {/* A narrow card shows the symbol alone (live-player.css), so the station's name keeps its room. */}
                <span className="live-player__pill" part="from-start">
                  <span className="live-player__action-long">From the start</span>
                  <span className="live-player__action-short" aria-hidden="true">
                    ↺
                  </span>
                </span>
              </button>
            ) : null}
          </p>
          {/* The card is one fixed height: a failed load's message and "Try again" take the lines of the show
              and status, which are unknown then, so nothing is clipped. */}
          {load.status === 'failed' ? (
            <p className="live-player__message" role="alert">
              {load.message}{' '}
              <button type="button" className="live-player__retry" onClick={retry}>
                Try again
              </button>
            </p>
          ) : (
            <>
              <p className="live-player__show" part="show">
                {showTitle || '\u00a0'}
              </p>
              {failure ? (
                <p className="live-player__now live-player__now--error" part="now-playing" role="alert">
                  {failure}
                </p>
              ) : (
                <p className="live-player__now" part="now-playing" aria-live="polite">
                  {statusLine}
                </p>
              )}
            </>
          )}
        </div>
        <div className="live-player__volume">{volumeWanted ? <LazyVolumeControl /> : null}</div>
        <button
          type="button"
          className={`live-player__control live-player__control--${display}`}
          part="control"
          aria-label={label}
          disabled={load.status === 'failed'}
          // Pressed before the page's code has run, the press is kept for this control (src/core/early-presses.ts).
          data-intent={display === 'idle' ? liveIntent(stationId) : undefined}
          onClick={onClick}
          // A press is coming: ask for the stream now, so the press itself costs media requests only
          // (docs/widgets-loader.md, "Instant play").
          onPointerEnter={prepare}
          onPointerDown={prepare}
          onFocus={prepare}
        >
          <span aria-hidden="true" className={`control-icon control-icon--${display}`} />
        </button>
      </section>
    </div>
  );
}
