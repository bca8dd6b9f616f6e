/**
 * requiresAuth (docs/product.md, "Routes" route meta, docs/product.md, "Rules"): an anonymous listener who goes to such a route gets the registration
 * wall and the navigation is cancelled; the URL and page stay where they were (Link clicks, navigate() and
 * back/forward alike, see location.ts). While the session is still being read at start-up ('pending') the
 * decision waits for it.
 *
 * The return path stored under 'redirect-url' is the refused route, not the page behind the wall: the listener
 * asked for My Content, so sign-in brings them there.
 *
 * A first load of such a URL has no page to stay on: the URL is replaced with '/' (Explore renders under the
 * open wall), see guardInitialLocation().
 */
import { $session, sessionKnown, whenSessionKnown } from '../../core/auth/session';
import { openRegistrationWall, rememberReturnPath } from '../../core/walls';
import { ROUTES } from '../routes';
import { navigate, type AppLocation } from './location';
import { matchRoute } from './match';

function requiresAuth(pathname: string): boolean {
  return matchRoute(ROUTES, pathname)?.route.meta.requiresAuth === true;
}

const pathOf = (to: AppLocation) => `${to.pathname}${to.search}${to.hash}`;

function refuse(to: AppLocation): false {
  openRegistrationWall();
  rememberReturnPath(pathOf(to));
  return false;
}

export function authGuard(to: AppLocation): boolean | Promise<boolean> {
  if (!requiresAuth(to.pathname)) return true;
  const state = $session.get();
  if (state.status === 'signed-in') return true;
  if (sessionKnown(state)) return refuse(to);
  return whenSessionKnown().then((s) => (s.status === 'signed-in' ? true : refuse(to)));
}

/** The first page load: a protected URL for an anonymous listener becomes Explore under the open wall. */
export async function guardInitialLocation(): Promise<void> {
  const to: AppLocation = { pathname: location.pathname, search: location.search, hash: location.hash };
  if (!requiresAuth(to.pathname)) return;
  const state = await whenSessionKnown();
  if (state.status === 'signed-in') return;
  if (requiresAuth(location.pathname)) navigate('/', { replace: true });
  refuse(to);
}

/**
 * A listener who stops being signed in while on a protected page (sign-out elsewhere, a failed renewal,
 * AUTH_NOT_AUTHORIZED) leaves it for Explore; the auth module has already opened the registration wall.
 */
export function leaveProtectedPageWhenSignedOut(): () => void {
  return $session.listen((state) => {
    if (state.status === 'anonymous' && requiresAuth(location.pathname)) navigate('/', { replace: true });
  });
}
