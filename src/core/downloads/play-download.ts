/**
 * Plays a download with the page's normal player (seek, ±15 s, resume position), from the device: the player
 * gets a Blob URL of the stored file instead of the catalog's stream.
 *
 * Rights follow the subscription (docs/offline.md): downloads are an Audiostar+ benefit, so a download plays only while
 * the account holds Audiostar+. Online, the platform is asked at each play, so a lapsed or cancelled
 * subscription is known at once and a restored one counts at once; offline, the session's own claims decide
 * (its entitlement and the time it ends), so a trial that ended while offline stops too. A refusal answers as the
 * catalog would, and the player opens the paywall (or the registration wall) with it.
 */
import { $session } from '../auth/session';
import { showToast } from '../feedback/toast';
import type { CatalogResult } from '../player/catalog/catalog';
import { playMedia, type PlayRequest } from '../player/controller';
import { fetchSubscription } from '../personal/api';
import { tellWorkerAccount, workerControls } from '../offline/service-worker';
import { downloadedFile } from './manager';
import type { DownloadMeta } from './idb';

const LAPSED_MESSAGE =
  'Your Audiostar+ downloads play only with Audiostar+. Renew to listen to them again; they stay saved.';

const held = { url: null as string | null };

/** Where the service worker serves a download of an account (src/sw/service-worker.ts). */
const OFFLINE_MEDIA_PREFIX = '/offline-media/';

/** Whether the signed-in listener holds Audiostar+ by the session alone (its claim and the time it ends). */
function sessionAllows(nowSeconds = Date.now() / 1000): boolean {
  const user = $session.get().user;
  if ($session.get().status !== 'signed-in' || !user?.audiostarPlus) return false;
  return user.audiostarPlusUntil === null || user.audiostarPlusUntil > nowSeconds;
}

const refusal = (reason: 'sign-in-required' | 'premium-required', detail: string): CatalogResult => ({
  ok: false,
  reason,
  detail,
});

/**
 * The check before a download plays: downloads are an Audiostar+ benefit, so every one (free items too) needs
 * the subscription. Online, the platform's answer (getSubscription) decides; offline or unreachable, the session.
 */
async function checkRights(): Promise<CatalogResult | null> {
  if ($session.get().status !== 'signed-in') return refusal('sign-in-required', 'downloads need a sign-in');
  if (navigator.onLine) {
    try {
      const state = await fetchSubscription();
      return state.premium ? null : refusal('premium-required', 'Audiostar+ ended: downloads do not play');
    } catch {
      // unreachable (a captive network, the platform down): the session decides, as offline
    }
  }
  return sessionAllows() ? null : refusal('premium-required', 'Audiostar+ ended: downloads do not play');
}

async function resolveDownload(meta: DownloadMeta): Promise<CatalogResult> {
  const refused = await checkRights();
  if (refused) {
    if (!refused.ok && refused.reason === 'premium-required') showToast(LAPSED_MESSAGE);
    return refused;
  }
  const file = await downloadedFile(meta.mediaId);
  if (!file) return { ok: false, reason: 'not-found', detail: 'the download is not on this device' };
  if (held.url) URL.revokeObjectURL(held.url);
  held.url = null;
  // The worker answers byte ranges from the device, which works with the network off; a Blob URL is the
  // fallback for a page the worker does not control yet.
  const sub = $session.get().user?.sub ?? '';
  const key = workerControls() ? await tellWorkerAccount(sub) : null;
  const src = key
    ? `${location.origin}${OFFLINE_MEDIA_PREFIX}${encodeURIComponent(sub)}/${encodeURIComponent(meta.mediaId)}?key=${key}`
    : (held.url = URL.createObjectURL(file));
  return {
    ok: true,
    media: {
      mediaId: meta.mediaId,
      src,
      name: meta.title,
      durationSeconds: meta.durationSeconds,
      poster: meta.imageUrl,
      isLive: false,
      premium: false,
      download: null,
      catchUp: null,
    },
  };
}

export function playDownload(meta: DownloadMeta, origin = 'downloads'): Promise<void> {
  const request: PlayRequest = {
    mediaId: meta.mediaId,
    type: 'audio', // a video's download is its audio
    audio: { title: meta.title, station: meta.stationName, imageUrl: meta.imageUrl ?? '' },
    station: null,
    duration: meta.durationSeconds,
    origin,
    resolve: () => resolveDownload(meta),
  };
  return playMedia(request);
}
