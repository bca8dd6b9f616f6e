/**
 * Test support: puts the page's player in the state a real play reaches once its media element has reported
 * (which cannot happen without real playback), through the player's public stores only.
 */
import {
  dataLoaded,
  metadataLoaded,
  playbackStarted,
  playingChanged,
  timeUpdated,
} from '../../core/player/state';
import { setPlayRequest, updatePlayer } from '../../core/player/store';
import type { StationId } from '../../core/stations/station-ids';

/** `stationName` live as asked for by `origin`, playing unless said otherwise; its past kept for `catchUpWindowSeconds`. */
export function seedLive(
  station: StationId,
  stationName: string,
  origin: string,
  { playing = true, catchUpWindowSeconds = 0 }: { playing?: boolean; catchUpWindowSeconds?: number } = {},
): void {
  setPlayRequest({ origin, mediaId: `live-${station}`, station });
  updatePlayer((state) => {
    const started = playbackStarted(state, {
      type: 'audio',
      audio: { title: stationName, station: stationName, imageUrl: '' },
    });
    const loaded = metadataLoaded(dataLoaded(started), {
      mediaId: `live-${station}`,
      isLive: true,
      duration: Infinity,
    });
    return { ...playingChanged(loaded, playing), catchUpWindowSeconds };
  });
}

/** A ten-minute episode two minutes in and playing: the on-demand item the player tests start from. */
export const EPISODE = {
  mediaId: 'ep-0001',
  title: 'Jozi Eats: the bunny chow episode',
  station: 'Jozi Eats',
  duration: 600,
  currentTime: 120,
  playing: true,
};

/** An on-demand episode, `currentTime` seconds in (`duration` null: not known yet). */
export function seedOnDemand(options: {
  mediaId: string;
  title: string;
  station: string;
  duration: number | null;
  currentTime: number;
  playing: boolean;
}): void {
  setPlayRequest({ origin: 'podcast-episodes', mediaId: options.mediaId, station: null });
  updatePlayer((state) => {
    const started = playbackStarted(state, {
      type: 'audio',
      audio: { title: options.title, station: options.station, imageUrl: '' },
      duration: options.duration,
    });
    const loaded = metadataLoaded(dataLoaded(started), {
      mediaId: options.mediaId,
      isLive: false,
      duration: options.duration ?? NaN,
    });
    return playingChanged(timeUpdated(loaded, options.currentTime, Date.now()), options.playing);
  });
}
