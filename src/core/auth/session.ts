/**
 * `$session`: who is listening (docs/product.md, "Sign-in"), shared by the host app and every
 * widget on a page. Only src/core/auth writes it; everything else reads it. Signed in means an access token is
 * present; the user id is the profile `sub`. Tokens themselves never enter this store, so no component can leak
 * one into a render, a log or an error report.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../store-registry';

export interface SessionUser {
  /** The profile `sub`: the user id everywhere (API, player analytics). */
  sub: string;
  email: string | null;
  name: string | null;
  /** Audiostar+ (the `audiostar_plus` claim). */
  audiostarPlus: boolean;
  /** Unix seconds the Audiostar+ entitlement ends, or null. */
  audiostarPlusUntil: number | null;
}

type SessionStatus = 'pending' | 'anonymous' | 'signed-in';

export interface SessionState {
  /** 'pending' until start-up has read (and if needed renewed) the stored user. */
  status: SessionStatus;
  user: SessionUser | null;
}

const session = shared('session', () => atom<SessionState>({ status: 'pending', user: null }));

export const $session: ReadableAtom<SessionState> = session;

/** For src/core/auth only. */
export function setSession(state: SessionState): void {
  session.set(state);
}

export function isSignedIn(): boolean {
  return session.get().status === 'signed-in';
}

const startUp = shared('session-start-up', () => ({ settled: false, waiting: new Set<() => void>() }));

/** Called once start-up sign-in work has finished or failed; a session still 'pending' then counts as anonymous. */
export function markAuthSettled(): void {
  startUp.settled = true;
  for (const done of startUp.waiting) done();
  startUp.waiting.clear();
}

/** Whether start-up has decided who is listening. */
export function sessionKnown(state: SessionState = session.get()): boolean {
  return state.status !== 'pending' || startUp.settled;
}

/** The session once start-up has decided who is listening. */
export function whenSessionKnown(): Promise<SessionState> {
  if (sessionKnown()) return Promise.resolve(session.get());
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      startUp.waiting.delete(done);
      resolve(session.get());
    };
    const unsubscribe = session.listen((state) => {
      if (sessionKnown(state)) done();
    });
    startUp.waiting.add(done);
  });
}
