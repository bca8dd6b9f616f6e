/**
 * For a control that plays a station's past from a moment (docs/time-shift.md, "Catch-up"): opens the listening
 * session, then starts catch-up from `startUnixSeconds` on, titled `headline` until the guide names the show.
 */
import { useCallback } from 'react';
import { playFromStart } from '../../core/player/controller';
import { liveRequest } from '../../core/player/live/play-live';
import type { StationDetails, StationId } from '../../core/stations/stations';
import { useStartListening } from './start-listening';

interface CatchUpStart {
  startUnixSeconds: number;
  headline: string;
  imageUrl?: string;
}

export function useStartCatchUp(station: StationId, details: StationDetails): (start: CatchUpStart) => void {
  const startListening = useStartListening();
  return useCallback(
    (start: CatchUpStart) => {
      startListening({ station, mediaId: details.mediaId, live: false, catchUp: true });
      const live = { id: station, mediaId: details.mediaId, stationName: details.stationName };
      void playFromStart(liveRequest(live), start);
    },
    [startListening, station, details],
  );
}
