/**
 * "Catch up": today's and yesterday's shows that have started, newest first, each playing from its start
 * (docs/time-shift.md, "Catch-up"). A show that started before the station's window says so instead.
 */
import type { StationShowFieldsFragment } from '../../../core/api/generated/graphql';
import { canCatchUp } from '../../../core/player/catch-up/catch-up';
import type { StationDetails, StationId } from '../../../core/stations/stations';
import { dayLabel } from '../../../ui/programme-guide/guide-time';
import { ShowTimeRange } from '../../../ui/programme-guide/show-time-range';
import { useStartCatchUp } from '../../../ui/common/start-catch-up';
import { sastDay } from '../../../core/sast-day';

export function CatchUpShelf({
  station,
  details,
  shows,
  nowMs,
}: {
  station: StationId;
  details: StationDetails;
  shows: readonly StationShowFieldsFragment[];
  nowMs: number;
}) {
  const startCatchUp = useStartCatchUp(station, details);
  const today = sastDay(nowMs);
  const started = shows.filter((show) => show.startTimeUnixSeconds * 1000 <= nowMs).reverse();
  if (started.length === 0) return null;
  const play = (show: StationShowFieldsFragment) =>
    startCatchUp({
      startUnixSeconds: show.startTimeUnixSeconds,
      headline: show.headline,
      imageUrl: show.teaserDetail.images.ratio1x1.sm,
    });
  return (
    <section className="station-catch-up" aria-labelledby="station-catch-up-title">
      <h2 id="station-catch-up-title" className="content-section-title">
        Catch up
      </h2>
      <ol className="station-catch-up__list">
        {started.map((show) => {
          const playable = canCatchUp(show.startTimeUnixSeconds, details.catchUpWindowSeconds, nowMs);
          return (
            <li key={show.id} className="station-catch-up__show">
              <img src={show.teaserDetail.images.ratio1x1.sm} alt="" width={96} height={96} loading="lazy" />
              <p className="station-catch-up__when">
                {dayLabel(sastDay(show.startTimeUnixSeconds * 1000), today)},{' '}
                <ShowTimeRange start={show.startTimeUnixSeconds} end={show.endTimeUnixSeconds} />
              </p>
              <h3 className="station-catch-up__name">{show.headline}</h3>
              {playable ? (
                <button
                  type="button"
                  className="content-button"
                  aria-label={`Play: ${show.headline}`}
                  onClick={() => play(show)}
                >
                  Play
                </button>
              ) : (
                <p className="station-catch-up__unavailable">Not available to replay</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
