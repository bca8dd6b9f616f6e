/**
 * The radio answers of a search (docs/time-shift.md, "Search"): guide shows and songs that aired, each with what
 * a listener can do with it. A show of the week behind plays from its start (or says why it cannot), a show to
 * come offers "Remind me", and a song offers "Hear it again" from its start.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { GetSearchContentQuery, ScheduleItemFieldsFragment } from '../../core/api/generated/graphql';
import { canCatchUp } from '../../core/player/catch-up/catch-up';
import {
  $reminders,
  reminderShowOf,
  startRemindersLater,
  type ReminderShow,
} from '../../core/personal/reminder-store';
import { sastDay } from '../../core/sast-day';
import type { StationDetails, StationId } from '../../core/stations/stations';
import { stationIdOf } from '../../ui/content/format';
import { dayLabel, formatShowTime } from '../../ui/programme-guide/guide-time';
import { ShowTimeRange } from '../../ui/programme-guide/show-time-range';
import { useProtectedAction } from '../../ui/protected/protected-action';
import { useStartCatchUp } from '../../ui/common/start-catch-up';
import { useStationList } from '../../ui/common/use-station-list';

type Song = GetSearchContentQuery['getSearchContent']['songs'][number];

const remindIntent = (show: ReminderShow) => ({ remind: show.id });

function When({ start, nowMs }: { start: number; nowMs: number }) {
  return <>{dayLabel(sastDay(start * 1000), sastDay(nowMs))}</>;
}

function ShowRow({
  station,
  show,
  details,
  nowMs,
  reminded,
  remind,
}: {
  station: StationId;
  show: ScheduleItemFieldsFragment;
  details: StationDetails;
  nowMs: number;
  reminded: boolean;
  remind: (show: ReminderShow) => void;
}) {
  const startCatchUp = useStartCatchUp(station, details);
  const upcoming = show.startTimeUnixSeconds * 1000 > nowMs;
  const playable = canCatchUp(show.startTimeUnixSeconds, details.catchUpWindowSeconds, nowMs);
  return (
    <li className="search-radio__row">
      <span className="search-radio__when">
        {details.stationName} · <When start={show.startTimeUnixSeconds} nowMs={nowMs} />,{' '}
        <ShowTimeRange start={show.startTimeUnixSeconds} end={show.endTimeUnixSeconds} />
      </span>
      <strong className="search-radio__what">{show.headline}</strong>
      {upcoming ? (
        <button
          type="button"
          className="button"
          aria-pressed={reminded}
          aria-label={`Remind me of ${show.headline}`}
          onClick={() => remind(reminderShowOf(show))}
        >
          {reminded ? <span aria-hidden="true">✓ </span> : null}
          Remind me
        </button>
      ) : playable ? (
        <button
          type="button"
          className="button"
          aria-label={`Play from start: ${show.headline}`}
          onClick={() =>
            startCatchUp({
              startUnixSeconds: show.startTimeUnixSeconds,
              headline: show.headline,
              imageUrl: show.teaserDetail.images.ratio1x1.sm,
            })
          }
        >
          Play from start
        </button>
      ) : (
        <span className="search-radio__unavailable">Not available to replay</span>
      )}
    </li>
  );
}

function SongRow({
  station,
  song,
  details,
  nowMs,
}: {
  station: StationId;
  song: Song;
  details: StationDetails;
  nowMs: number;
}) {
  const startCatchUp = useStartCatchUp(station, details);
  return (
    <li className="search-radio__row">
      <span className="search-radio__when">
        {details.stationName} · <When start={song.startTimeUnixSeconds} nowMs={nowMs} />{' '}
        {formatShowTime(song.startTimeUnixSeconds)}
      </span>
      <span className="search-radio__what">
        <strong>{song.title}</strong> · {song.artist}
      </span>
      <button
        type="button"
        className="button"
        aria-label={`Hear it again: ${song.title} · ${song.artist}`}
        onClick={() =>
          startCatchUp({ startUnixSeconds: song.startTimeUnixSeconds, headline: details.stationName })
        }
      >
        Hear it again
      </button>
    </li>
  );
}

export function SearchRadio({
  shows,
  songs,
}: {
  shows: readonly ScheduleItemFieldsFragment[];
  songs: readonly Song[];
}) {
  const stations = useStationList('search');
  const [nowMs] = useState(() => Date.now());
  const reminders = useStore($reminders);
  const remind = useProtectedAction((show: ReminderShow) => {
    void import('../../core/personal/reminders').then((module) => module.toggleReminder(show));
  }, remindIntent);
  useEffect(() => startRemindersLater(), []);
  if (!stations || (shows.length === 0 && songs.length === 0)) return null;
  // A row needs its station's details (window, stream) to play; a station the list lacks shows no row.
  const detailsOf = (station: Parameters<typeof stationIdOf>[0]) => {
    const id = stationIdOf(station);
    const details = stations.find((s) => s.id === id);
    return id && details ? { id, details } : null;
  };
  return (
    <>
      {shows.length > 0 ? (
        <section className="search-radio" aria-labelledby="search-radio-shows">
          <h3 id="search-radio-shows" className="search-radio__title">
            Shows in the guide
          </h3>
          <ul className="search-radio__list">
            {shows.map((show) => {
              const found = detailsOf(show.station);
              return found ? (
                <ShowRow
                  key={show.id}
                  station={found.id}
                  show={show}
                  details={found.details}
                  nowMs={nowMs}
                  reminded={reminders.some((r) => r.id === show.id)}
                  remind={remind}
                />
              ) : null;
            })}
          </ul>
        </section>
      ) : null}
      {songs.length > 0 ? (
        <section className="search-radio" aria-labelledby="search-radio-songs">
          <h3 id="search-radio-songs" className="search-radio__title">
            Songs played
          </h3>
          <ul className="search-radio__list">
            {songs.map((song) => {
              const found = detailsOf(song.station);
              return found ? (
                <SongRow
                  key={`${song.station}-${song.startTimeUnixSeconds}`}
                  station={found.id}
                  song={song}
                  details={found.details}
                  nowMs={nowMs}
                />
              ) : null;
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
