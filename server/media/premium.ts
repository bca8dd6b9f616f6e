/**
 * Premium media on the origin (docs/design.md, "Reliability rules"): a premium asset's playlist answers only a URL the catalog signed,
 * and its segments live under the asset's own path (/media/vod/{mediaId}/{recipe}/{pool}/{file}) rather than in
 * the public pool, each listed with its own signature. Free media keep the public, cacheable pool paths.
 *
 * Lifetimes: the catalog's playlist link lasts `ttl` (enough to start playing); the segment links written into
 * a playlist last the media's duration plus `ttl` from that request, so an episode plays to its end with room
 * for pauses and buffering, while a copied segment URL dies soon after. A listener who pauses longer than that
 * gets a 403 on the next segment; the player then asks the catalog again (src/core/player/recovery/recovery.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/respond';
import type { MediaAsset } from '../seed/types';
import { resolveInside, sendFile } from './files';
import { buildVodPlaylist, type PlaylistPool } from './playlists';
import type { MediaSigner } from './signing';

/** Throws the clear 403 of a request for premium media whose URL is unsigned, tampered with or expired. */
export function requireSignature(signer: MediaSigner, url: URL, now: number): number {
  const check = signer.verify(url.pathname, url.searchParams, now);
  if (!check.ok) throw new HttpError(403, check.message);
  return check.expiresAt;
}

/** Where a pool's files sit: the recipe version and the pool folder (e.g. a0). */
export interface PoolPlace {
  version: string;
  dir: string;
}

/** The folder of a premium asset's segments: its own path, so only signed URLs reach them. */
function premiumSegmentBase(asset: MediaAsset, place: PoolPlace): string {
  return `/media/vod/${encodeURIComponent(asset.mediaId)}/${place.version}/${place.dir}`;
}

/** The playlist of a premium asset, every segment URI signed until `expiresAt` (its duration plus the TTL). */
export function premiumPlaylist(
  asset: MediaAsset,
  pool: PlaylistPool & PoolPlace,
  signer: MediaSigner,
  expiresAt: number,
): string {
  const base = premiumSegmentBase(asset, pool);
  return buildVodPlaylist({ ...pool, basePath: base }, asset.durationSeconds ?? 0, (path) =>
    signer.sign(path, expiresAt),
  );
}

/**
 * Serves one segment of a premium asset after checking its signature. `place` is the asset's own pool, so a
 * signed URL of one asset never opens another asset's folder; `file` is a name the route parser accepted.
 */
export async function sendPremiumSegment(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: { signer: MediaSigner; now: number; asset: MediaAsset; place: PoolPlace; file: string; root: string },
): Promise<void> {
  if (!url.pathname.startsWith(`${premiumSegmentBase(deps.asset, deps.place)}/`)) {
    throw new HttpError(404, 'No such segment for this media (an older recipe or another pool)');
  }
  const expiresAt = requireSignature(deps.signer, url, deps.now);
  // Private: a shared cache must not keep premium bytes; the browser may, until the URL expires.
  const maxAge = Math.max(0, Math.min(expiresAt - deps.now, 86_400));
  await sendFile(req, res, resolveInside(deps.root, deps.place.dir, deps.file), `private, max-age=${maxAge}`);
}
