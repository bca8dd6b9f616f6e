/**
 * "Today on {station}": the rest of today's programme guide at a glance, from the show on air to the day's last,
 * with a link to the full guide (other days, playing from the guide). Shows that have ended are left out: the
 * listener came to see what is on, not what they missed, and the full guide still has them. Late in the day,
 * when fewer than AT_A_GLANCE shows remain, tomorrow's first shows follow, so the list never runs dry at night.
 */
import type { StationShowFieldsFragment } from '../../../core/api/generated/graphql';
import { ShowTimeRange } from '../../../ui/programme-guide/show-time-range';
import { Link } from '../../router/link';
import { ShowName } from './show-name';

const AT_A_GLANCE = 4;

function ShowList({ shows, now }: { shows: readonly StationShowFieldsFragment[]; now: number }) {
  return (
    <ol className="station-today__list">
      {shows.map((show) => {
        const onNow = show.startTimeUnixSeconds <= now && now < show.endTimeUnixSeconds;
        return (
          <li
            key={show.id}
            className={`station-today__show${onNow ? ' station-today__show--now' : ''}`}
            aria-current={onNow ? 'time' : undefined}
          >
            <span className="station-today__time">
              <ShowTimeRange start={show.startTimeUnixSeconds} end={show.endTimeUnixSeconds} />
            </span>
            <span className="station-today__name">
              <ShowName show={show} />
              {onNow ? <span className="station-today__badge">On now</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function TodaySchedule({
  stationId,
  stationName,
  today,
  tomorrow,
  nowMs,
}: {
  stationId: string;
  stationName: string;
  today: readonly StationShowFieldsFragment[];
  tomorrow: readonly StationShowFieldsFragment[];
  nowMs: number;
}) {
  const now = nowMs / 1000;
  const rest = today.filter((show) => show.endTimeUnixSeconds > now);
  const later = tomorrow.slice(0, Math.max(0, AT_A_GLANCE - rest.length));
  return (
    <section className="station-today" aria-labelledby="station-today-title">
      <h2 id="station-today-title" className="content-section-title">
        Today on {stationName}
      </h2>
      {rest.length > 0 ? (
        <ShowList shows={rest} now={now} />
      ) : (
        <p className="station-today__empty">Today’s shows have ended.</p>
      )}
      {later.length > 0 ? (
        <>
          <h3 className="station-today__later">Tomorrow</h3>
          <ShowList shows={later} now={now} />
        </>
      ) : null}
      <p>
        <Link className="content-button" href={`/station/${stationId}/guide`}>
          {stationName} programme guide
        </Link>
      </p>
    </section>
  );
}
