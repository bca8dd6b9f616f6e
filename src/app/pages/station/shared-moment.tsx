/**
 * A shared moment on the station page (docs/time-shift.md, "Share a moment"): "Play 702 from 07:42, Saturday"
 * plays the station's catch-up from that time on a tap; a moment past the window says so and offers live.
 */
import { canCatchUp } from '../../../core/player/catch-up/catch-up';
import { stationMomentLabel } from '../../../core/moments';
import { playLive } from '../../../core/player/live/play-live';
import type { StationDetails, StationId } from '../../../core/stations/stations';
import { useStartCatchUp } from '../../../ui/common/start-catch-up';
import { useStartListening } from '../../../ui/common/start-listening';

export function SharedMoment({
  station,
  details,
  at,
  nowMs,
}: {
  station: StationId;
  details: StationDetails;
  at: number;
  nowMs: number;
}) {
  const startListening = useStartListening();
  const startCatchUp = useStartCatchUp(station, details);
  const live = { id: station, mediaId: details.mediaId, stationName: details.stationName };
  const when = stationMomentLabel(at);
  if (!canCatchUp(at, details.catchUpWindowSeconds, nowMs)) {
    const future = at * 1000 > nowMs;
    return (
      <section className="station-moment" aria-label="Shared moment">
        <p>
          {future
            ? `${when} on ${details.stationName} has not aired yet.`
            : `${when} on ${details.stationName} is no longer available: catch-up keeps the last ${Math.round(details.catchUpWindowSeconds / 86_400)} days.`}
        </p>
        <button
          type="button"
          className="content-button"
          onClick={() => {
            startListening({ station, mediaId: details.mediaId, live: true });
            void playLive(live);
          }}
        >
          Listen live to {details.stationName}
        </button>
      </section>
    );
  }
  return (
    <section className="station-moment" aria-label="Shared moment">
      <button
        type="button"
        className="content-button"
        onClick={() => startCatchUp({ startUnixSeconds: at, headline: details.stationName })}
      >
        Play {details.stationName} from {when}
      </button>
    </section>
  );
}
