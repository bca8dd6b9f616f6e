/**
 * Registers the host app's service worker (src/sw/service-worker.ts, at /sw.js) and tells the page when a new
 * build's worker waits (the update prompt). Only src/app calls it: widgets on partner pages never register a
 * worker on someone else's site.
 *
 * A new worker waits rather than taking over a page that runs the old build's code; `applyUpdate` asks it to
 * take over and reloads once it controls the page, so the listener gets the new build in one step. The page
 * itself is always fetched from the network when online, so a reload never shows an older build.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../store-registry';

const update = shared('sw-update', () => atom<ServiceWorker | null>(null));
/** The new build's worker, waiting; null when the page runs the newest build. */
export const $updateWaiting: ReadableAtom<ServiceWorker | null> = update;

const WORKER_PATH = '/sw.js';

/** Whether the page is controlled by the worker, so downloads can be played from /offline-media/. */
export function workerControls(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
}

function watch(registration: ServiceWorkerRegistration) {
  const offer = (worker: ServiceWorker | null) => {
    // The first install has no worker to replace: nothing to offer.
    if (worker && navigator.serviceWorker.controller) update.set(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

let registered = false;

export async function registerServiceWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || registered) return;
  registered = true;
  try {
    const registration = await navigator.serviceWorker.register(WORKER_PATH, { scope: '/' });
    watch(registration);
    // A page that arrived while its worker was activating is left out of that worker's claim (it was not a
    // client yet) and stays uncontrolled until the next navigation, so its downloads could not play from the
    // device. The active worker is asked to claim it.
    void navigator.serviceWorker.ready.then((ready) => {
      if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: 'claim' });
    });
    // A tab left open for days still learns of a deployment.
    setInterval(() => void registration.update().catch(() => undefined), 30 * 60_000);
  } catch (error) {
    console.warn('[primedia] the service worker did not register; the app works, but not offline', error);
  }
}

/**
 * Tells the worker which account is signed in (null: none) and gives it a fresh key, and resolves with the key
 * once it has heard: the worker answers a download only for that account and with that key in the URL
 * (src/sw/service-worker.ts), so a page loaded later (a signed-out visitor, another account) cannot read it.
 */
export async function tellWorkerAccount(sub: string | null): Promise<string | null> {
  const controller = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!controller) return null;
  const key = sub ? crypto.randomUUID() : null;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 2000); // a worker that does not answer: the play fails clearly instead
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    controller.postMessage({ type: 'account', sub, key }, [channel.port2]);
  });
  return key;
}

/**
 * How often the waiting worker is asked again to take over, and for how long at most.
 * @public The test reads them from the fresh module instance it imports, a use knip cannot follow.
 */
export const ACTIVATE_RETRY_MS = 1_000;
/** @public See ACTIVATE_RETRY_MS. */
export const ACTIVATE_RETRY_LIMIT_MS = 60_000;

let applying = false;

/**
 * Lets the waiting worker take over, then reloads into the new build.
 *
 * The ask is repeated each second until the page has its new controller. Chromium activates a worker that
 * skipped waiting only once the old one has no work, and the old page's own requests (a lazy chunk, the API
 * client loading when idle) are work for the old worker at that very moment: the activation can then wait
 * for Chromium's lame-duck limit, five minutes, with the listener looking at a button that did nothing. Each
 * new ask checks again whether the old worker is done (skipWaiting is idempotent).
 */
export function applyUpdate(): void {
  const waiting = update.get();
  if (!waiting || applying) return;
  applying = true;
  const ask = () => waiting.postMessage({ type: 'activate-update' });
  const started = Date.now();
  const retry = setInterval(() => {
    if (Date.now() - started >= ACTIVATE_RETRY_LIMIT_MS || waiting.state === 'redundant') stop();
    else ask();
  }, ACTIVATE_RETRY_MS);
  const takenOver = () => {
    stop();
    location.reload();
  };
  // Given up: a later press starts again with a listener of its own, so this one goes.
  function stop() {
    clearInterval(retry);
    navigator.serviceWorker.removeEventListener('controllerchange', takenOver);
    applying = false;
  }
  navigator.serviceWorker.addEventListener('controllerchange', takenOver, { once: true });
  ask();
}
