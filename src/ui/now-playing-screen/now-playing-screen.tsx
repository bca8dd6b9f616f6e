/**
 * The Now Playing screen: everything a listener can do with what plays, opened from the mini player. A sheet
 * over the whole screen on a phone, a panel beside the page on a wide screen; the shared dialog
 * (src/ui/dialog) traps focus, closes on Escape and gives focus back, and a history entry lets Back close it.
 *
 * On-demand and catch-up get the seek bar with elapsed and remaining time, -15/+15 s and the playback speed;
 * live gets Stop, "From the start" and, while behind, "Go live". All get the sleep timer, the data saver with
 * what was used, volume where the device has one, "Share at 12:34" for an item with a page of its own and for
 * catch-up (the station page at the time that aired), and Up next (src/ui/up-next) with its countdown.
 */
import { useStore } from '@nanostores/react';
import { goLive, playLiveShowFromStart, stopPlayback } from '../../core/player/controller';
import {
  $playbackRate,
  parsePlaybackRate,
  PLAYBACK_RATES,
  setPlaybackRate,
} from '../../core/player/session/playback-rate';
import type { DisplayState, MediaInfo } from '../../core/player/state';
import { formatClock } from '../../core/time';
import { DataSaverChoice } from '../data-saver/data-saver-choice';
import { DataUsedSummary } from '../data-saver/data-used';
import { Dialog } from '../dialog/dialog';
import { SleepTimerControl } from '../mini-player/sleep-timer';
import { ShareMoment, type MomentLink } from '../share/share-moment';
import { CastButton } from '../cast/cast-button';
import { SeekSlider, seekValueText } from '../transport-controls/seek-slider';
import { PlayControl, SkipButton } from '../transport-controls/transport-controls';
import { LazyVolumeControl } from '../volume-control/lazy-volume-control';
import { UpNextCountdown } from '../up-next/countdown';
import { UpNextList } from '../up-next/up-next-list';

interface NowPlayingView {
  display: DisplayState;
  onToggle: () => void;
  station: string;
  title: string;
  imageUrl: string;
  isLive: boolean;
  /** Catch-up: "-12:34" behind live; null otherwise. */
  behind: string | null;
  /** What plays now (live) or aired at the playhead (catch-up). */
  nowLine: string | null;
  /** Live: the title of the show on air when it can be played from its start; null otherwise. */
  fromStartOf: string | null;
  media: MediaInfo;
  progressPercent: number;
  /** The moment at the playhead for "Share at …": an item's page or, catching up, the station's; null for live. */
  moment: MomentLink | null;
}

export interface NowPlayingScreenProps {
  open: boolean;
  onClose: () => void;
  view: NowPlayingView;
}

function rateLabel(rate: number): string {
  return `${rate}x`;
}

function SpeedChoice() {
  const rate = useStore($playbackRate);
  return (
    <label className="now-playing__speed">
      Speed
      <select
        value={String(rate)}
        onChange={(event) => {
          const chosen = parsePlaybackRate(event.currentTarget.value);
          if (chosen !== null) setPlaybackRate(chosen);
        }}
      >
        {PLAYBACK_RATES.map((choice) => (
          <option key={choice} value={String(choice)}>
            {rateLabel(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}

function OnDemandControls({ view }: { view: NowPlayingView }) {
  const { media, progressPercent } = view;
  const remaining = media.duration ? Math.max(0, media.duration - media.currentTime) : null;
  return (
    <>
      <div className="now-playing__timeline">
        <SeekSlider
          className="now-playing__seek transport__seek"
          percent={progressPercent}
          valueText={seekValueText(media.currentTime, media.duration)}
        />
        <div className="now-playing__times">
          <span aria-label="Elapsed">{formatClock(media.currentTime)}</span>
          <span aria-label="Remaining">{remaining === null ? '--:--' : `-${formatClock(remaining)}`}</span>
        </div>
      </div>
      <div className="now-playing__transport">
        <SkipButton direction={-1} />
        <PlayControl display={view.display} onClick={view.onToggle} />
        <SkipButton direction={1} />
      </div>
      <div className="now-playing__row">
        {view.behind ? (
          <button type="button" className="now-playing__action" onClick={goLive}>
            Go live
          </button>
        ) : null}
        <SpeedChoice />
      </div>
      {view.moment ? (
        <ShareMoment className="now-playing__share" moment={view.moment} title={view.title} />
      ) : null}
    </>
  );
}

function LiveControls({ view }: { view: NowPlayingView }) {
  return (
    <div className="now-playing__transport">
      <PlayControl display={view.display} onClick={view.onToggle} />
      {view.fromStartOf ? (
        <button
          type="button"
          className="now-playing__action"
          aria-label={`From the start of ${view.fromStartOf}`}
          onClick={playLiveShowFromStart}
        >
          From the start
        </button>
      ) : null}
    </div>
  );
}

export function NowPlayingScreen({ open, onClose, view }: NowPlayingScreenProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Now playing"
      closeLabel="Close Now Playing"
      className="now-playing"
    >
      <div className="now-playing__art">
        {view.imageUrl ? <img src={view.imageUrl} alt="" width={320} height={320} /> : null}
      </div>
      <p className="now-playing__station">
        {view.station}
        {view.isLive ? <span className="now-playing__badge">Live</span> : null}
        {view.behind ? <span className="now-playing__badge">{view.behind}</span> : null}
      </p>
      <p className="now-playing__title">{view.title}</p>
      {view.nowLine ? <p className="now-playing__now">{view.nowLine}</p> : null}
      {view.isLive ? <LiveControls view={view} /> : <OnDemandControls view={view} />}
      <UpNextCountdown />
      <div className="now-playing__row">
        <SleepTimerControl />
        <CastButton className="now-playing__action now-playing__cast" />
        <LazyVolumeControl className="now-playing__volume" />
      </div>
      <div className="now-playing__data">
        <DataSaverChoice />
        <DataUsedSummary />
      </div>
      <UpNextList />
      <button
        type="button"
        className="now-playing__action now-playing__stop"
        onClick={() => {
          onClose();
          stopPlayback();
        }}
      >
        Close player
      </button>
    </Dialog>
  );
}
