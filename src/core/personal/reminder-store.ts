/**
 * The reminders' stores (./reminders.ts writes them), apart from the code that loads and sets reminders, so the
 * guide and the mini player can show them without loading the API client on a partner page (docs/design.md, "Budgets").
 */
import { atom, type ReadableAtom } from 'nanostores';
import { $session } from '../auth/session';
import { shared } from '../store-registry';

export interface ReminderShow {
  id: string;
  /** The content API's station enum (`_702`, `kfm`, ...). */
  station: string;
  headline: string;
  startTimeUnixSeconds: number;
  endTimeUnixSeconds: number;
}

/** What a reminder keeps of a guide show (the rest of the show's fields stay with the guide). */
export const reminderShowOf = (show: ReminderShow): ReminderShow => ({
  id: show.id,
  station: show.station,
  headline: show.headline,
  startTimeUnixSeconds: show.startTimeUnixSeconds,
  endTimeUnixSeconds: show.endTimeUnixSeconds,
});

export const remindersAtom = shared('reminders', () => atom<ReminderShow[]>([]));
export const dueAtom = shared('reminder-due', () => atom<ReminderShow | null>(null));

/**
 * The signed-in listener's reminders that have not fired, soonest first.
 * @alias The read-only view of remindersAtom: readers see it, only ./reminders.ts writes.
 */
export const $reminders: ReadableAtom<ReminderShow[]> = remindersAtom;
/**
 * The reminder whose show starts now, until the listener plays or dismisses it.
 * @alias The read-only view of dueAtom.
 */
export const $dueReminder: ReadableAtom<ReminderShow | null> = dueAtom;

export function dismissDueReminder(): void {
  dueAtom.set(null);
}

/**
 * Starts the page's reminder clock once a listener is signed in: the loader (with the API client) is a chunk of
 * its own, which an anonymous partner page never fetches.
 */
export function startRemindersLater(): void {
  const start = () =>
    void import('./reminders').then(
      (module) => module.startReminders(),
      () => undefined, // offline: reminders load on the next page
    );
  if ($session.get().status === 'signed-in') {
    start();
    return;
  }
  const stop = $session.listen((session) => {
    if (session.status !== 'signed-in') return;
    stop();
    start();
  });
}
