/**
 * Start-up work of the host app, outside React: monitoring after the first load (load-monitoring.ts), sign-in
 * (src/core/auth, its own chunk, loaded only when local storage has a user or sign-in state, see
 * start-lazily.ts), the listener's remembered volume, the now-playing stream (opened once per page, docs/product.md, "Player"),
 * the router's guard, then once the page has loaded and is idle the extra parts (docs/product.md, "Routes": unless
 * hideMobileNavBar is in the URL). A server-rendered page becomes interactive without Apollo Client
 * (core/api/connection.ts); it loads when a load first needs it, or on the listener's first press or key, which
 * a navigation usually follows, so the next page does not wait for it.
 */
import { loadApiClient } from '../core/api/connection';
import { $session } from '../core/auth/session';
import { hasStoredAuthState, startAuthLazily } from '../core/auth/start-lazily';
import { scheduleMonitoring } from '../core/monitoring/load-monitoring';
import { recordNavigation } from '../core/monitoring/navigation-trail';
import { recordProblem } from '../core/monitoring/problems';
import { registerServiceWorker, tellWorkerAccount } from '../core/offline/service-worker';
import { startNowPlaying } from '../core/now-playing';
import { rememberDataUsed } from '../core/data-saver/data-used';
import { $dataSaverActive } from '../core/data-saver/active';
import { mirrorDataSaverInCookie } from '../core/data-saver/cookie';
import { rememberDataSaver } from '../core/data-saver/setting';
import { resendPendingPositions } from '../core/history/resend-positions';
import { rememberVolume } from '../core/player/session/volume';
import { keepDevicePositions } from '../core/history/device-positions';
import { keepPlaybackRate } from '../core/player/session/playback-rate';
import { hasHideMobileNavBarFlag, preloadExtraParts } from './layout/app-layout';
import { isEmbedPath } from './route-table';
import { prefetchExplore } from './pages/explore-prefetch';
import { markAuthSettled, whenSessionKnown } from '../core/auth/session';
import { authGuard, guardInitialLocation, leaveProtectedPageWhenSignedOut } from './router/guard';
import { $location, setNavigationGuard } from './router/location';

function whenIdle(fn: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 1000);
}

const CALLBACK_PATH = '/auth/callback';

/**
 * Resolves once the page is not the sign-in callback. There the listener is mid-sign-in and reads as anonymous
 * until the callback completes, so an Audiostar+ listener would get the ad script (docs/product.md, "Roles and Audiostar+": no ads) in between.
 */
function whenPastCallback(): Promise<void> {
  if ($location.get().pathname !== CALLBACK_PATH) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = $location.listen((next) => {
      if (next.pathname === CALLBACK_PATH) return;
      unsubscribe();
      resolve();
    });
  });
}

/** After the load event: what the page needs to become interactive has arrived and run. */
function afterLoad(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else addEventListener('load', fn, { once: true });
}

/** Once, on the listener's first press or key anywhere on the page. */
function onFirstInteraction(fn: () => void): void {
  const events = ['pointerdown', 'keydown'] as const;
  const once = () => {
    for (const type of events) removeEventListener(type, once, true);
    fn();
  };
  for (const type of events) addEventListener(type, once, { capture: true, passive: true });
}

/** Every in-app navigation becomes a monitoring breadcrumb, also before the monitoring client has loaded. */
function recordNavigations(): void {
  let last = location.href;
  $location.listen(() => {
    recordNavigation(last, location.href);
    last = location.href;
  });
}

/** `serverRendered`: the page came with its HTML and the answers it was rendered from (src/app/ssr). */
export function startApp({ serverRendered }: { serverRendered: boolean }): void {
  recordNavigations();
  // The production build's worker: the app opens offline, downloads play offline, updates are offered
  // (src/sw/service-worker.ts). Development registers it only when downloads are used, keeping Vite's loop plain.
  if (import.meta.env.PROD) whenIdle(() => void registerServiceWorker());
  // Signed out on any page: the worker forgets the key to the last account's downloads at once.
  $session.subscribe((session) => {
    if (session.status === 'anonymous') void tellWorkerAccount(null);
  });
  rememberVolume(); // per device: the listener's volume from the last visit, before anything plays
  keepPlaybackRate(); // and the speed of on-demand listening
  keepDevicePositions(); // where an anonymous listener left each episode
  rememberDataSaver(); // per device too: a listener on mobile data must not pay for one stream by surprise
  mirrorDataSaverInCookie($dataSaverActive); // so the server renders the data saver's image crops next time
  rememberDataUsed(); // this month's and this session's megabytes, kept on this device
  scheduleMonitoring();
  resendPendingPositions(); // play positions reached offline, also in a page closed while offline
  setNavigationGuard(authGuard);
  void startAuthLazily(() => import('../core/auth'), location.pathname)
    .catch((error: unknown) => {
      // The site still runs for an anonymous listener; monitoring hears about it.
      recordProblem({
        area: 'auth',
        message: `start-up sign-in failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    })
    .finally(markAuthSettled);
  void guardInitialLocation();
  leaveProtectedPageWhenSignedOut();
  startNowPlaying();
  // Anonymous only: a signed-in listener's queries wait for their token, which comes with src/core/auth.
  if (!hasStoredAuthState()) prefetchExplore(location.pathname, serverRendered);
  if (serverRendered) onFirstInteraction(() => void loadApiClient());
  // Idle means after the load: before it, the extra parts would share the connection with the page's own code.
  // The outcome is on the root element (data-extra-parts), so a check of what the parts did or did not do can
  // wait for it rather than for a guess at how long an idle callback takes.
  const extraParts = (state: 'skipped' | 'loaded') => (document.documentElement.dataset.extraParts = state);
  afterLoad(() =>
    whenIdle(() => {
      // An embed page has no menu to open and shows no ads on a partner's page.
      if (hasHideMobileNavBarFlag(location.search) || isEmbedPath(location.pathname))
        return extraParts('skipped');
      void whenPastCallback()
        .then(whenSessionKnown)
        .then(preloadExtraParts)
        .then(() => extraParts('loaded'));
    }),
  );
}
