/**
 * The player's side of the platform's rights rule (docs/design.md, "Security rules"): the catalog resolves premium media only for
 * an Audiostar+ token, so every catalog request carries the signed-in listener's token, and a refusal opens
 * the wall that explains it (docs/product.md, "Roles and Audiostar+"): 401 the registration wall, 403 OFFERS the paywall. The client's own
 * check (runPremium in src/core/protected.ts) opens the same walls before asking; this one holds when the
 * client's view was stale (a lapsed subscription, a session ended elsewhere) or a control did not know.
 *
 * The token comes from src/core/auth through a dynamic import taken only when signed in, as the play history
 * does, so anonymous pages (partner widgets) never load the sign-in code.
 */
import { $session } from '../auth/session';
import { serviceConfig } from '../config';
import { resolveMedia, type CatalogResult } from './catalog';
import { primedAnswer } from './primed-catalog';

async function accessToken(): Promise<string | null> {
  if ($session.get().status !== 'signed-in') return null;
  try {
    const auth = await import('../auth');
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
  // A live, free stream asked for before the press (./prepare-live.ts) is the same for every listener.
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
  void import('../walls').then((walls) =>
    reason === 'sign-in-required' ? walls.openRegistrationWall() : walls.openPaywall(),
  );
  return true;
}
