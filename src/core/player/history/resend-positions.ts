/**
 * Sends the play positions kept on this device while offline (./pending-positions.ts) when the app runs online
 * with their account signed in: at start once the session is known, at each sign-in, and when the network
 * returns (docs/offline.md). Cheap until there is something to send: the history requests (./history.ts) are loaded
 * only then, so first loads stay as they were.
 */
import { $session } from '../../auth/session';
import { hasPending } from './pending-positions';

let watching = false;

function sendIfDue() {
  const { status, user } = $session.get();
  if (status !== 'signed-in' || !user || globalThis.navigator?.onLine === false) return;
  if (!hasPending(user.sub)) return;
  void import('./history').then((history) => history.flushPendingPositions());
}

/** Starts watching (idempotent); the host app calls it at start. */
export function resendPendingPositions(): void {
  if (watching) return;
  watching = true;
  $session.subscribe(sendIfDue);
  globalThis.addEventListener?.('online', sendIfDue);
}
