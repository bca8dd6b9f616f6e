/**
 * Start-up sign-in without the identity client when there is nothing to sign in with (docs/design.md, "Budgets": host app
 * first-load budget). oidc-client-ts and the rest of src/core/auth (about 20 kB gz) are needed only when local
 * storage holds something of theirs (a signed-in user, or the state of a sign-in in progress or abandoned, which
 * startAuth() clears) or when the page is the sign-in callback. Otherwise the listener is anonymous (docs/product.md, "Sign-in"
 * "Session") and that is known at once, from one look at local storage.
 *
 * The full module still loads the moment it is needed: sign-in, sign-out and account actions import it
 * themselves; another tab signing in (the user appearing in storage) loads it and runs startAuth(), which
 * publishes the new session and follows the other tabs from then on; an API answer of AUTH_NOT_AUTHORIZED
 * loads it to run its handler (docs/product.md, "Errors and messages": the registration wall opens).
 */
import { connectApiAuth } from '../api/connection';
import { serviceConfig } from '../config';
import { recordProblem } from '../monitoring/problems';
import { shared } from '../store-registry';
import { listedPartnerOrigin } from '../walls';
import { setSession } from './session';
import { userStorageKey } from './stored-user';

/** The part of src/core/auth that start-up needs; `import('./index')` in the app. */
export interface AuthModule {
  startAuth(): Promise<void>;
  handleUnauthorized(): void;
}

const CALLBACK_PATH = '/auth/callback';
/** oidc-client-ts's WebStorageStateStore prefix, for the user and for sign-in state entries. */
const OIDC_PREFIX = 'oidc.';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether oidc-client-ts has anything in `store`: a user or sign-in state. */
export function hasStoredAuthState(store: Storage | undefined = localStorageOrUndefined()): boolean {
  if (!store) return false;
  try {
    for (let i = 0; i < store.length; i++) if (store.key(i)?.startsWith(OIDC_PREFIX)) return true;
  } catch {
    // Unreadable storage holds no user either.
  }
  return false;
}

/**
 * Starts sign-in: the full startAuth() when there is a user or sign-in state (or on the callback page), else
 * `$session` becomes anonymous at once and `load` runs only when the module is needed.
 */
export function startAuthLazily(load: () => Promise<AuthModule>, pathname: string): Promise<void> {
  if (pathname === CALLBACK_PATH || hasStoredAuthState()) return load().then((auth) => auth.startAuth());
  setSession({ status: 'anonymous', user: null });
  connectApiAuth(
    () => null,
    () => void load().then((auth) => auth.handleUnauthorized()),
  );
  const userKey = userStorageKey(serviceConfig.oidcIssuer, serviceConfig.oidcClientId);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== userKey || event.newValue === null) return;
    globalThis.removeEventListener('storage', onStorage);
    void load()
      .then((auth) => auth.startAuth())
      .catch((error: unknown) =>
        recordProblem({ area: 'auth', message: `following another tab's sign-in failed: ${String(error)}` }),
      );
  };
  globalThis.addEventListener('storage', onStorage);
  return Promise.resolve();
}

/**
 * On a listed partner page, a tab that signed in through the popup before a reload keeps its session: the
 * user in this tab's session storage starts the full module (docs/identity.md, "Partner pages"). Once per page.
 */
export function resumePartnerSession(load: () => Promise<AuthModule>): void {
  const state = shared('partner-resume', () => ({ done: false }));
  if (state.done || !listedPartnerOrigin()) return;
  state.done = true;
  let store: Storage | undefined;
  try {
    store = globalThis.sessionStorage;
  } catch {
    return;
  }
  if (!hasStoredAuthState(store)) return;
  void load()
    .then((auth) => auth.startAuth())
    .catch((error: unknown) =>
      recordProblem({ area: 'auth', message: `resuming the partner session failed: ${String(error)}` }),
    );
}
