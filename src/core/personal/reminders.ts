/**
 * Reminders (docs/time-shift.md): shows the listener asked to hear, kept on their account (content API setReminder,
 * deleteReminder, getMyReminders), so every device they sign in on knows them. While a page of ours is open,
 * each reminder fires at its show's start: a system notification if the listener allowed them, and always the
 * page's own alert with a Play button (`$dueReminder`, shown by the mini player). A fired reminder is removed
 * from the account, so another tab or a reload does not fire it again. The page also remembers what it fired: a
 * later read of the list (each token renewal reads it) that still has the show, because its removal failed or
 * had not landed, does not announce it twice. Timers are the page's own setTimeout and Date.now, so a test can
 * drive them with a controlled clock.
 */
import { loadApiClient } from '../api/connection';
import {
  DeleteReminderDocument,
  GetMyRemindersDocument,
  SetReminderDocument,
} from '../api/generated/graphql';
import { $session } from '../auth/session';
import { showToast } from '../feedback/toast';
import { recordProblem } from '../monitoring/problems';
import { shared } from '../store-registry';
import { dueAtom, remindersAtom, type ReminderShow } from './reminder-store';

export { $dueReminder, $reminders, type ReminderShow } from './reminder-store';

const state = shared('reminder-clock', () => ({
  started: false,
  timers: new Map<string, ReturnType<typeof setTimeout>>(),
  fired: new Set<string>(),
  /** Counts the listener's presses, so a list read that a press overtook is read again. */
  edits: 0,
  /** The presses' writes still on their way to the account. */
  writes: Promise.resolve() as Promise<unknown>,
}));

function plain(show: ReminderShow): ReminderShow {
  const { id, station, headline, startTimeUnixSeconds, endTimeUnixSeconds } = show;
  return { id, station, headline, startTimeUnixSeconds, endTimeUnixSeconds };
}

async function mutate(kind: 'set' | 'delete', showId: string): Promise<void> {
  const client = await loadApiClient();
  const result =
    kind === 'set'
      ? (await client.mutate({ mutation: SetReminderDocument, variables: { showId } })).data?.setReminder
      : (await client.mutate({ mutation: DeleteReminderDocument, variables: { showId } })).data
          ?.deleteReminder;
  if (!result || result.httpStatusCode !== 200) throw new Error(result?.message ?? 'No answer');
}

function fire(show: ReminderShow) {
  state.timers.delete(show.id);
  state.fired.add(show.id);
  remindersAtom.set(remindersAtom.get().filter((r) => r.id !== show.id));
  dueAtom.set(show);
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      const notice = new Notification(`${show.headline} is starting`, {
        body: 'Tap to listen live',
        tag: show.id,
      });
      notice.onclick = () => globalThis.focus();
    } catch {
      // Some browsers only notify from a service worker: the page's alert is there anyway.
    }
  }
  void mutate('delete', show.id).catch((error: unknown) =>
    recordProblem({ area: 'reminders', message: `removing a fired reminder failed: ${String(error)}` }),
  );
}

/** One timer per reminder, at its show's start; timers of reminders no longer listed are cleared. */
function schedule(reminders: readonly ReminderShow[]) {
  const ids = new Set(reminders.map((r) => r.id));
  for (const [id, timer] of state.timers) {
    if (ids.has(id)) continue;
    clearTimeout(timer);
    state.timers.delete(id);
  }
  for (const show of reminders) {
    if (state.timers.has(show.id) || state.fired.has(show.id)) continue;
    const delay = show.startTimeUnixSeconds * 1000 - Date.now();
    // A show that started while no page was open is not announced late; the guide shows it as on air.
    if (delay < -60_000) continue;
    state.timers.set(
      show.id,
      setTimeout(() => fire(show), Math.max(0, delay)),
    );
  }
}

/**
 * Reads the account's reminders. A press made while the read was on its way would be undone by the older list,
 * so the read waits for the presses' writes and is made again until no press overtook it.
 */
async function load() {
  try {
    const client = await loadApiClient();
    for (;;) {
      const edits = state.edits;
      await state.writes;
      const { data } = await client.query({
        query: GetMyRemindersDocument,
        fetchPolicy: 'network-only',
      });
      if (edits !== state.edits) continue;
      remindersAtom.set((data?.getMyReminders ?? []).map(plain));
      return;
    }
  } catch (error) {
    recordProblem({ area: 'reminders', message: `loading reminders failed: ${String(error)}` });
  }
}

/** Starts the reminder clock of the page (once): loads the account's reminders whenever a listener signs in. */
export function startReminders(): void {
  if (state.started) return;
  state.started = true;
  remindersAtom.listen(schedule);
  const follow = (status: string) => {
    if (status === 'signed-in') void load();
    else remindersAtom.set([]);
  };
  follow($session.get().status);
  $session.listen((session) => follow(session.status));
}

/** Sets or removes the reminder for `show` (optimistic, rolled back with a toast on failure). */
export async function toggleReminder(show: ReminderShow): Promise<void> {
  startReminders();
  const before = remindersAtom.get();
  const had = before.some((r) => r.id === show.id);
  remindersAtom.set(
    had
      ? before.filter((r) => r.id !== show.id)
      : [...before, plain(show)].sort((a, b) => a.startTimeUnixSeconds - b.startTimeUnixSeconds),
  );
  // Asking for notifications belongs to the listener's own press; a refusal leaves the page's alert.
  if (!had && typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
  state.edits += 1;
  const write = mutate(had ? 'delete' : 'set', show.id);
  state.writes = Promise.all([state.writes, write.catch(() => undefined)]);
  try {
    await write;
  } catch (error) {
    remindersAtom.set(before);
    showToast(had ? 'The reminder could not be removed.' : 'The reminder could not be set.');
    recordProblem({ area: 'reminders', message: String(error) });
  }
}

/**
 * Sets the reminder for the show with this id and answers it as the account now lists it (null when it is not
 * there): how the main site finishes a "Remind me" pressed on a partner page that cannot sign in itself
 * (docs/identity.md, "Partner pages").
 */
export async function setReminderById(showId: string): Promise<ReminderShow | null> {
  startReminders();
  state.edits += 1;
  const write = mutate('set', showId);
  state.writes = Promise.all([state.writes, write.catch(() => undefined)]);
  await write;
  await load();
  return remindersAtom.get().find((show) => show.id === showId) ?? null;
}
