/**
 * Sends the play positions kept on this device while offline (./pending-positions.ts) when the app runs online
 * with their account signed in: at start once the session is known, at each sign-in, and when the network
 * returns (docs/offline.md). Cheap until there is something to send: the history requests (./history.ts) are loaded
 * only then, so first loads stay as they were.
 *
 * The browser's word that it is online is not enough: a page opened with no network, or on a mobile network
 * that answers nothing, may read `navigator.onLine` as true, and then no `online` event ever comes. So while
 * positions are still kept after a try, another try follows, waiting twice as long each time up to five minutes.
 */
import { $session } from '../auth/session';
import { hasPending } from './pending-positions';

export const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

let watching = false;
let retryMs = FIRST_RETRY_MS;
let retry: ReturnType<typeof setTimeout> | undefined;

function sendIfDue() {
  clearTimeout(retry);
  retry = undefined;
  const { status, user } = $session.get();
  if (status !== 'signed-in' || !user || globalThis.navigator?.onLine === false) return;
  if (!hasPending(user.sub)) return;
  void import('./history')
    .then((history) => history.flushPendingPositions())
    .catch(() => undefined) // the module could not load (no network): the next try loads it
    .then(() => {
      const { user: now } = $session.get();
      if (!now || now.sub !== user.sub || !hasPending(user.sub)) {
        retryMs = FIRST_RETRY_MS;
        return;
      }
      retry ??= setTimeout(sendIfDue, retryMs);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    });
}

/** Starts watching (idempotent); the host app calls it at start. */
export function resendPendingPositions(): void {
  if (watching) return;
  watching = true;
  $session.subscribe(sendIfDue);
  globalThis.addEventListener?.('online', () => {
    retryMs = FIRST_RETRY_MS;
    sendIfDue();
  });
}
