/**
 * Protected actions (docs/product.md, "Rules", "Roles and Audiostar+"): an element's action that needs a signed-in listener checks on its event.
 * Anonymous: the registration wall opens and the action does not run. Signed in: it runs. Premium actions
 * (Audiostar+ content, see docs/product.md, "Rules") also need the entitlement; without it the paywall opens.
 */
import { $session } from './auth/session';
import { openPaywall, openRegistrationWall } from './walls';

/** Runs `action` for a signed-in listener, else opens the registration wall. Returns whether it ran. */
export function runProtected(action: () => void): boolean {
  if ($session.get().status !== 'signed-in') {
    openRegistrationWall();
    return false;
  }
  action();
  return true;
}

/** Runs `action` for an Audiostar+ listener; anonymous -> registration wall, free tier -> paywall. */
export function runPremium(action: () => void): boolean {
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
}
