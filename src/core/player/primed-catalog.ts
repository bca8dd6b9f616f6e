/**
 * Catalog answers asked for before the listener pressed play (docs/widgets-loader.md, "Instant play"). A tap on a live player should cost one
 * media request, not the catalog's round trip as well: on a phone over mobile data each round trip is 150 ms or
 * more. Only a live, free stream's answer is kept: its source is the same for every listener and is not signed,
 * so it does not expire; a premium answer is signed for one listener and is always asked for at play time.
 */
import { shared } from '../store-registry';
import type { CatalogResult } from './catalog';

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
