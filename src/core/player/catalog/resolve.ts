/**
 * How the player resolves a mediaId to a stream (docs/player.md, "Starting"). A free live stream's answer asked
 * for before the press (`primeCatalog`) is used as it is: the same for every listener, unsigned, it does not
 * expire. Anything else is asked at play time with the signed-in listener's token (premium answers are signed
 * for them); the token's code loads only when signed in. A rights refusal opens its wall, which holds when the
 * client's own check, made before asking, was stale.
 */
import { $session } from '../../auth/session';
import { serviceConfig } from '../../config';
import { resolveMedia, type CatalogResult } from './catalog';
import { shared } from '../../store-registry';

async function accessToken(): Promise<string | null> {
  if ($session.get().status !== 'signed-in') return null;
  try {
    const auth = await import('../../auth');
    return await auth.getAccessToken();
  } catch {
    return null; // no token: free media still play, premium media meet the registration wall
  }
}

/**
 * Resolves `mediaId` through the catalog with the listener's token, when there is one. Premium media are always
 * asked for now, with the token: their answer is a source signed for this listener.
 */
export async function resolveWithRights(mediaId: string): Promise<CatalogResult> {
  // A live, free stream asked for before the press (../live/prepare-live.ts) is the same for every listener.
  const primed = await primedAnswer(mediaId);
  if (primed) return primed;
  return resolveMedia(mediaId, serviceConfig, undefined, await accessToken());
}

/**
 * Opens the wall a rights refusal calls for; false when the refusal was not about rights. The walls module is
 * loaded when a refusal needs it, which keeps it off the first-play path of anonymous partner pages.
 */
export function openWallFor(result: CatalogResult): boolean {
  if (result.ok) return false;
  const reason = result.reason;
  if (reason !== 'sign-in-required' && reason !== 'premium-required') return false;
  void import('../../walls').then((walls) =>
    reason === 'sign-in-required' ? walls.openRegistrationWall() : walls.openPaywall(),
  );
  return true;
}

/** How long a primed answer is used; a live stream's source changes only when the platform is redeployed. */
const FRESH_MS = 5 * 60_000;

type Primed = { at: number; answer: Promise<CatalogResult> };

const primed = shared('primed-catalog', () => new Map<string, Primed>());

/** Asks once for `mediaId` (within FRESH_MS) through `resolve`; a failed or unsuitable answer is forgotten. */
export function primeCatalog(mediaId: string, resolve: (id: string) => Promise<CatalogResult>): void {
  const known = primed.get(mediaId);
  if (known && Date.now() - known.at < FRESH_MS) return;
  const answer = resolve(mediaId);
  primed.set(mediaId, { at: Date.now(), answer });
  answer.then(
    (result) => {
      if (!result.ok || !result.media.isLive || result.media.premium) primed.delete(mediaId);
    },
    () => primed.delete(mediaId),
  );
}

/** The primed answer for `mediaId` while fresh and usable (a live, free stream), else null. */
export async function primedAnswer(mediaId: string): Promise<CatalogResult | null> {
  const known = primed.get(mediaId);
  if (!known || Date.now() - known.at >= FRESH_MS) return null;
  try {
    const result = await known.answer;
    return result.ok && result.media.isLive && !result.media.premium ? result : null;
  } catch {
    return null;
  }
}
