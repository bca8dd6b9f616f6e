/**
 * Reminders (docs/time-shift.md): "Remind me" on a show still to come, kept on the listener's account like bookmarks
 * (signed in only), so they follow the listener to every device. The page that is open when the show starts
 * tells the listener (src/core/personal/reminders.ts).
 *
 * Bounds: a show of the programme guide that has not started and starts within the guide's week, at most
 * MAX_REMINDERS per account. Reminders whose show has ended are never listed.
 */
import { STATION_IDS } from '../../../src/core/stations/station-ids';
import type { ScheduledShow, StationId } from '../../seed/types';
import { requireUser, type GraphqlContext } from '../context';
import { mutationResult as result } from '../errors';
import { scheduleItem, EPG_WINDOW_DAYS } from './schedule';

const MAX_REMINDERS = 50;

/** A show by its id ("{station}-{YYYY-MM-DD}-{hour}-{key}"), looked up in its day's guide; null if none. */
function showById(ctx: GraphqlContext, id: string): ScheduledShow | null {
  const match = /^([a-z0-9]{1,12})-(\d{4}-\d{2}-\d{2})-\d{2}-[a-z0-9-]{1,80}$/.exec(id);
  const station = match?.[1] as StationId | undefined;
  if (!match || !station || !(STATION_IDS as readonly string[]).includes(station)) return null;
  try {
    return ctx.services.seed.scheduleForDay(station, match[2] ?? '').find((show) => show.id === id) ?? null;
  } catch {
    return null; // a day the schedule cannot make
  }
}

export const reminderResolvers = {
  Query: {
    getMyReminders: (_: unknown, _args: unknown, ctx: GraphqlContext) => {
      const user = requireUser(ctx);
      return ctx.services.db
        .all<{ show_id: string }>(
          'SELECT show_id FROM reminders WHERE sub = ? AND end_time > ? ORDER BY start_time, show_id',
          [user.sub, ctx.services.now()],
        )
        .flatMap((row) => {
          const show = showById(ctx, row.show_id);
          return show ? [scheduleItem(show, ctx)] : [];
        });
    },
  },
  Mutation: {
    setReminder: (_: unknown, args: { showId: string }, ctx: GraphqlContext) => {
      const user = requireUser(ctx);
      const show = showById(ctx, args.showId);
      if (!show) return result(404, `No show with id "${args.showId.slice(0, 80)}" in the programme guide`);
      const now = ctx.services.now();
      if (show.startTimeUnixSeconds <= now) {
        return result(400, 'This show has already started: play it live or from the start instead');
      }
      if (show.startTimeUnixSeconds > now + EPG_WINDOW_DAYS * 86400) {
        return result(400, `Reminders are for shows in the next ${EPG_WINDOW_DAYS} days`);
      }
      const count =
        ctx.services.db.get<{ n: number }>(
          'SELECT COUNT(*) AS n FROM reminders WHERE sub = ? AND end_time > ?',
          [user.sub, now],
        )?.n ?? 0;
      if (count >= MAX_REMINDERS) {
        return result(400, `At most ${MAX_REMINDERS} reminders: remove one you no longer need first`);
      }
      ctx.services.db.run(
        `INSERT INTO reminders (sub, show_id, start_time, end_time, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (sub, show_id) DO NOTHING`,
        [user.sub, show.id, show.startTimeUnixSeconds, show.endTimeUnixSeconds, now],
      );
      return result(200, 'Reminder set');
    },
    deleteReminder: (_: unknown, args: { showId: string }, ctx: GraphqlContext) => {
      const user = requireUser(ctx);
      const changed = ctx.services.db.run('DELETE FROM reminders WHERE sub = ? AND show_id = ?', [
        user.sub,
        args.showId,
      ]);
      return changed > 0
        ? result(200, 'Reminder removed')
        : result(404, `No reminder for show "${args.showId.slice(0, 80)}"`);
    },
  },
};
