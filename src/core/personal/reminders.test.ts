// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, type SessionState } from '../auth/session';
import type { ReminderShow } from './reminder-store';

const NOW = Date.parse('2026-11-27T06:59:00Z');
const show: ReminderShow = {
  id: 'show-702-mid-morning',
  station: '_702',
  headline: 'Mid-Morning Matters',
  startTimeUnixSeconds: NOW / 1000 + 60,
  endTimeUnixSeconds: NOW / 1000 + 3 * 3600,
};

/** The account's reminders as the content API lists them; a fired one stays listed while its removal fails. */
let listed: ReminderShow[] = [];
/** While set, a list read answers only once it opens, with the list as it was when the read was made. */
let gate: Promise<void> | null = null;
const client = {
  query: vi.fn(async () => {
    const answer = { data: { getMyReminders: listed.map((r) => ({ ...r, __typename: 'Show' })) } };
    await gate;
    return answer;
  }),
  // Setting a reminder lands; removing one fails, as when the content API is down for a moment.
  mutate: vi.fn(async () => ({
    data: {
      setReminder: { httpStatusCode: 200, message: 'OK' },
      deleteReminder: { httpStatusCode: 500, message: 'Unavailable' },
    },
  })),
};
vi.mock('../api/connection', () => ({ loadApiClient: async () => client }));

const { $dueReminder, $reminders, startReminders, toggleReminder } = await import('./reminders');
const { dismissDueReminder } = await import('./reminder-store');

const signedIn: SessionState = {
  status: 'signed-in',
  user: { sub: 'u1', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null },
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  listed = [show];
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('a reminder', () => {
  it('fires once at its show start, and not again when the account still lists it afterwards', async () => {
    setSession(signedIn);
    startReminders();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.query).toHaveBeenCalledTimes(1);
    expect($dueReminder.get()).toBeNull();

    await vi.advanceTimersByTimeAsync(60_000);
    expect($dueReminder.get()?.id).toBe(show.id);
    // Its removal from the account failed, so the account still lists it.
    expect(client.mutate).toHaveBeenCalledTimes(1);
    dismissDueReminder();

    // A token renewal signs the listener in again, and the list is read again a second after the start.
    setSession({ ...signedIn });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(client.query).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect($dueReminder.get()).toBeNull();
  });

  it("set while the account's list is being read stays set when the older list arrives", async () => {
    const later: ReminderShow = { ...show, id: 'show-702-midday', headline: 'The Midday Report' };
    listed = [];
    setSession({ status: 'anonymous', user: null }); // signing out empties the page's list
    expect($reminders.get()).toEqual([]);
    let open = () => undefined as void;
    gate = new Promise((resolve) => (open = resolve));
    setSession({ ...signedIn });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.query).toHaveBeenCalledTimes(1);

    listed = [later]; // what the account holds once the press's write lands
    await toggleReminder(later);
    expect($reminders.get().map((r) => r.id)).toEqual([later.id]);
    gate = null;
    open();
    await vi.advanceTimersByTimeAsync(0);
    // The list read before the press is not taken; the one read after it is.
    expect(client.query).toHaveBeenCalledTimes(2);
    expect($reminders.get().map((r) => r.id)).toEqual([later.id]);
  });
});
