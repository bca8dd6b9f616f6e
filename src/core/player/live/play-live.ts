/**
 * Plays a station live as the live player does, from its React control or from the embed loader's light shell
 * (docs/widgets-loader.md, "Instant play"): one request shape, so the element that renders after a press on its
 * shell sees its own play and shows it.
 */
import { onAirAt, type NowPlayingInfo } from '../../now-playing/message';
import type { StationId } from '../../stations/station-ids';
import { liveTitle } from './live-title';
import { playMedia, type PlayRequest } from '../controller';
import { $nowPlaying } from '../store';

export interface LiveStation {
  id: StationId;
  mediaId: string;
  stationName: string;
}

/** The origin of a live player's requests: the control that shows this play's loading and failure. */
export const livePlayerOrigin = (station: string) => `live-player:${station}`;

/** The request that plays `station` live; `onAir`: what the caller shows as on air, by default what the
 * now-playing stream said last. */
export function liveRequest(station: LiveStation, onAir?: NowPlayingInfo | null): PlayRequest {
  const info = onAir ?? onAirAt($nowPlaying.get(), station.id);
  return {
    mediaId: station.mediaId,
    type: 'audio',
    audio: {
      title: liveTitle(station.stationName, info),
      station: station.stationName,
      imageUrl: info?.show.imageUrl ?? '',
    },
    station: station.id,
    liveStartTime: info ? info.show.startTimeUnixSeconds * 1000 : null,
    origin: livePlayerOrigin(station.id),
  };
}

export function playLive(station: LiveStation, onAir?: NowPlayingInfo | null): Promise<void> {
  return playMedia(liveRequest(station, onAir));
}
