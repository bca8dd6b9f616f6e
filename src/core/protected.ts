/**
 * Protected actions (docs/product.md, "Rules", "Roles and Audiostar+"): an element's action that needs a signed-in listener checks on its event.
 * Anonymous: the registration wall opens and the action does not run. Signed in: it runs. Premium actions
 * (Audiostar+ content, see docs/product.md, "Rules") also need the entitlement; without it the paywall opens.
 *
 * The action a wall was opened for waits while the wall is open: a listener who signs in without leaving the
 * page (a partner page's popup, another tab) gets it done then (docs/identity.md, "Partner pages"). Closing the
 * wall anonymous drops it. `intent` says what it was, for a sign-in that has to finish on the main site.
 * A press while start-up still reads the stored user waits for its answer (SESSION_WAIT_MS).
 */
import { $session, sessionKnown, whenSessionKnown } from './auth/session';
import { shared } from './store-registry';
import { $walls, closeRegistrationWall, openPaywall, openRegistrationWall } from './walls';

/** What a protected action does, in words the main site can finish it by (src/core/walls.ts partnerSignInUrl). */
export interface ProtectedIntent {
  remind: string;
}

const waiting = shared('protected-waiting', () => ({
  action: null as (() => void) | null,
  intent: null as ProtectedIntent | null,
  watching: false,
}));

function watch(): void {
  if (waiting.watching) return;
  waiting.watching = true;
  $session.listen((session) => {
    const action = waiting.action;
    if (session.status !== 'signed-in' || !action) return;
    waiting.action = null;
    waiting.intent = null;
    closeRegistrationWall();
    action();
  });
  $walls.listen((walls) => {
    if (walls.registration || $session.get().status === 'signed-in') return;
    waiting.action = null;
    waiting.intent = null;
  });
}

/** The intent of the action the open wall waits for, if it has one. */
export function waitingIntent(): ProtectedIntent | null {
  return waiting.intent;
}

/**
 * Longest a press waits for start-up to read the stored user ('pending'): a signed-in listener who presses
 * Bookmark or Download as the page opens must not meet the wall meant for anonymous listeners, and a start-up
 * that never answers must not swallow the press.
 */
export const SESSION_WAIT_MS = 10_000;

/** Runs `decide` once start-up knows who is listening (or has had SESSION_WAIT_MS); false: not decided yet. */
function whenKnown(decide: () => boolean): boolean {
  if (sessionKnown()) return decide();
  let decided = false;
  const once = () => {
    if (decided) return;
    decided = true;
    clearTimeout(timer);
    decide();
  };
  const timer = setTimeout(once, SESSION_WAIT_MS);
  void whenSessionKnown().then(once);
  return false;
}

/** Runs `action` for a signed-in listener, else opens the registration wall. Returns whether it ran. */
export function runProtected(action: () => void, intent?: ProtectedIntent): boolean {
  return whenKnown(() => {
    if ($session.get().status !== 'signed-in') {
      watch();
      openRegistrationWall();
      waiting.action = action;
      waiting.intent = intent ?? null;
      return false;
    }
    action();
    return true;
  });
}

/** Runs `action` for an Audiostar+ listener; anonymous -> registration wall, free tier -> paywall. */
export function runPremium(action: () => void): boolean {
  return whenKnown(() => {
    const session = $session.get();
    if (session.status !== 'signed-in') {
      openRegistrationWall();
      return false;
    }
    if (!session.user?.audiostarPlus) {
      openPaywall();
      return false;
    }
    action();
    return true;
  });
}
