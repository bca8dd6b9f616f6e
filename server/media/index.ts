/**
 * The HLS media origin (`/media/`): generates the segment pool once at start (see pool.ts), then answers VOD and
 * live playlists built per request (playlists.ts) and serves the pool's segments as immutable files (files.ts).
 * Premium media answer only signed URLs and list signed segments of their own (premium.ts, signing.ts).
 * Media items are read only through the seed, so any number of podcasts, videos and stations works.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformConfig } from '../config';
import { HttpError, readBody, sendError, sendJson } from '../http/respond';
import type { PlatformModule } from '../platform';
import type { MediaAsset, SeedCore } from '../seed/types';
import { MediaFaults, type FaultCommand } from './faults';
import { IMMUTABLE, resolveInside, sendFile } from './files';
import { buildLivePlaylist, buildVodPlaylist, type PlaylistPool } from './playlists';
import { ensureMediaPool, type MediaPool } from './pool';
import { premiumPlaylist, requireSignature, sendPremiumSegment, type PoolPlace } from './premium';
import { TAIL_SECONDS, type PoolKind } from './recipe';
import { looksLikeTraversal, parseMediaPath } from './routes';
import type { MediaSigner } from './signing';

export interface MediaOrigin extends PlatformModule {
  /** Test hook: playlist faults (see faults.ts), also over HTTP at FAULTS_PATH with MEDIA_TEST_HOOKS=1. */
  faults: MediaFaults;
}

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/** Test hook (only with MEDIA_TEST_HOOKS=1): POST a FaultCommand as JSON to inject playlist faults. */
export const FAULTS_PATH = '/media/_faults';

async function applyFaults(req: IncomingMessage, res: ServerResponse, faults: MediaFaults, limit: number) {
  if (req.method !== 'POST') throw new HttpError(405, 'POST a fault command as JSON');
  let command: FaultCommand;
  try {
    command = JSON.parse((await readBody(req, limit)).toString('utf8')) as FaultCommand;
    faults.apply(command);
  } catch (error) {
    throw new HttpError(400, `Bad fault command: ${error instanceof Error ? error.message : String(error)}`);
  }
  sendJson(res, 200, { applied: command });
}

function playlistPool(pool: MediaPool, kind: PoolKind, variant: number): PlaylistPool & PoolPlace {
  const pools = pool.manifest.pools.filter((p) => p.kind === kind);
  const index = ((Math.floor(variant) % pools.length) + pools.length) % pools.length;
  const chosen = pools[index];
  if (!chosen) throw new HttpError(503, `No generated ${kind} media`);
  return {
    version: pool.manifest.version,
    dir: chosen.dir,
    basePath: `/media/pool/${pool.manifest.version}/${chosen.dir}`,
    segmentSeconds: chosen.segmentSeconds,
    segments: chosen.segments,
    tailSeconds: TAIL_SECONDS,
    tails: chosen.tails,
  };
}

function sendPlaylist(res: ServerResponse, body: string, cacheControl: string) {
  res.writeHead(200, {
    'content-type': PLAYLIST_TYPE,
    'cache-control': cacheControl,
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

async function preparePool(cacheDir: string): Promise<{ pool: MediaPool | null; failure: string | null }> {
  const started = Date.now();
  try {
    const pool = await ensureMediaPool(cacheDir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      pool.generated
        ? `[primedia] media: generated the HLS pool (recipe ${pool.manifest.version}) in ${seconds} s`
        : `[primedia] media: reusing the cached HLS pool (recipe ${pool.manifest.version})`,
    );
    return { pool, failure: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[primedia] media: generating test streams failed, /media/ will answer 503.\n${message}`);
    return { pool: null, failure: message.split('\n')[0] ?? 'media generation failed' };
  }
}

export async function createMediaOrigin(deps: {
  config: PlatformConfig;
  seed: SeedCore;
  signer: MediaSigner;
  /** Unix seconds; tests pin it. */
  now?: () => number;
}): Promise<MediaOrigin> {
  const { config, seed, signer } = deps;
  const now = deps.now ?? (() => Math.floor(Date.now() / 1000));
  const { pool, failure } = await preparePool(config.cacheDir);
  const faults = new MediaFaults();
  const testHooks = process.env.MEDIA_TEST_HOOKS === '1';
  const assets = new Map<string, MediaAsset>(seed.media.map((asset) => [asset.mediaId, asset]));

  /** A station id or a live mediaId, to the live asset (or the station alone if the seed lacks its asset). */
  const liveVariant = (key: string): number | null => {
    const station = seed.stations.find((s) => s.id === key);
    const asset = assets.get(station ? station.liveMediaId : key);
    if (asset?.kind === 'live') return asset.variant;
    return station ? seed.stations.indexOf(station) : null;
  };

  const handler: MediaOrigin['handler'] = async (req, res, url) => {
    if (url.pathname === FAULTS_PATH && testHooks) {
      await applyFaults(req, res, faults, config.maxBodyBytes);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      throw new HttpError(
        405,
        `${req.method ?? 'This method'} is not allowed on the media origin; use GET or HEAD`,
      );
    }
    if (looksLikeTraversal(req.url ?? '')) throw new HttpError(400, 'Path traversal is not allowed');
    const route = parseMediaPath(url.pathname);
    if (route.type === 'index') {
      sendJson(res, 200, {
        live: seed.stations.map((s) => `${config.publicUrl}/media/live/${s.id}/index.m3u8`),
        vod: `${config.publicUrl}/media/vod/{mediaId}/index.m3u8`,
        recipe: pool?.manifest.version ?? null,
        ready: pool !== null,
      });
      return;
    }
    if (!pool) {
      sendError(res, 503, `Media is unavailable: ${failure ?? 'not generated'}`);
      return;
    }
    if (route.type === 'segment') {
      const known =
        route.version === pool.manifest.version && pool.manifest.pools.some((p) => p.dir === route.pool);
      if (!known) throw new HttpError(404, 'No such media segment (older recipe or unknown pool)');
      await sendFile(req, res, resolveInside(pool.root, route.pool, route.file), IMMUTABLE);
      return;
    }
    if (route.type === 'vod-segment') {
      const asset = assets.get(route.mediaId);
      if (!asset?.premium || asset.kind === 'live') {
        throw new HttpError(
          404,
          `No premium media "${route.mediaId}": free media segments are under /media/pool/`,
        );
      }
      await sendPremiumSegment(req, res, url, {
        signer,
        now: now(),
        asset,
        place: playlistPool(pool, asset.kind, asset.variant),
        file: route.file,
        root: pool.root,
      });
      return;
    }
    const fault = faults.takePlaylistFault();
    if (fault !== null) {
      sendError(res, fault, 'Injected playlist fault');
      return;
    }
    if (route.type === 'vod') {
      const asset = assets.get(route.mediaId);
      if (!asset) throw new HttpError(404, `Unknown media id "${route.mediaId}"`);
      if (asset.kind === 'live') {
        throw new HttpError(
          404,
          `"${asset.mediaId}" is a live stream: use /media/live/${asset.station ?? asset.mediaId}/index.m3u8`,
        );
      }
      const source = playlistPool(pool, asset.kind, asset.variant);
      if (asset.premium) {
        const at = now();
        requireSignature(signer, url, at);
        sendPlaylist(
          res,
          premiumPlaylist(asset, source, signer, config.mediaUrlTtl, at),
          'private, no-store',
        );
        return;
      }
      sendPlaylist(res, buildVodPlaylist(source, asset.durationSeconds ?? 0), 'no-cache');
      return;
    }
    const variant = liveVariant(route.key);
    if (variant === null) throw new HttpError(404, `Unknown station or live stream "${route.key}"`);
    const clock = faults.liveClock(route.key);
    sendPlaylist(res, buildLivePlaylist(playlistPool(pool, 'audio', variant), clock), 'no-cache');
  };

  return { handler, faults };
}
