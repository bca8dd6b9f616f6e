/**
 * A reminder's alert (docs/time-shift.md): when a show the listener asked to be reminded of starts, the page says so with
 * a button to play it live (and the system notification, if allowed, says the same outside the page). Shown by
 * the mini player on every page, above the bar.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { liveTitle } from '../../core/player/live/live-title';
import { playMedia } from '../../core/player/controller';
import { $dueReminder, dismissDueReminder, startRemindersLater } from '../../core/personal/reminder-store';
import { loadStations } from '../../core/stations/stations';
import { stationIdOf } from '../content/format';
import type { Station } from '../../core/api/generated/strings/graphql';

export function ReminderAlert() {
  const due = useStore($dueReminder);
  useEffect(() => startRemindersLater(), []);
  if (!due) return null;
  const station = stationIdOf(due.station as Station);

  const play = async () => {
    dismissDueReminder();
    const details = (await loadStations()).find((s) => s.id === station);
    if (!details || !station) return;
    void playMedia({
      mediaId: details.mediaId,
      type: 'audio',
      audio: {
        title: liveTitle(details.stationName, null, due.headline),
        station: details.stationName,
        imageUrl: '',
      },
      station,
      liveStartTime: due.startTimeUnixSeconds * 1000,
      origin: `reminder:${due.id}`,
    });
  };

  return (
    <div className="reminder-alert" role="alert" part="reminder">
      <p className="reminder-alert__text">
        <strong>{due.headline}</strong> is starting now
      </p>
      <button type="button" className="reminder-alert__play" onClick={() => void play()}>
        Play live
      </button>
      <button
        type="button"
        className="reminder-alert__dismiss"
        aria-label="Dismiss"
        onClick={dismissDueReminder}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
