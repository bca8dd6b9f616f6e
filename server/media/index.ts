/**
 * The HLS media origin (`/media/`): answers VOD and live playlists built per request (playlists.ts) and serves the
 * generated pool's segments as immutable files (files.ts). On a first start the pool is made while the origin
 * serves (pool.ts): a request for a stream not made yet waits for it, made next, up to MADE_WAIT_MS, then answers
 * 503 with Retry-After.
 * Every stream is a rendition ladder (recipe.ts): `index.m3u8` is its multivariant playlist, `{rung}.m3u8` each
 * rung's media playlist, so a player may adapt, or go straight to one rung (the data saver's lowest).
 * Premium media answer only signed URLs and list signed segments of their own (premium.ts, signing.ts).
 * Media items are read only through the seed, so any number of podcasts, videos and stations works.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { PlatformConfig } from '../config';
import { HttpError, onlyGetOrHead, readBody, sendError, sendJson } from '../http/respond';
import { looksLikeTraversal } from '../http/traversal';
import type { PlatformModule } from '../platform';
import type { MediaAsset, SeedCore } from '../seed/types';
import { createDownloadFiles } from './downloads';
import { MediaFaults, type FaultCommand } from './faults';
import { IMMUTABLE, resolveInside, sendFile } from './files';
import { captionsVtt, hasCaptions } from './captions';
import { parseCatchupRange } from './catchup';
import {
  buildCatchupPlaylist,
  buildLivePlaylist,
  buildMultivariantPlaylist,
  buildVodPlaylist,
  type PlaylistPool,
} from './playlists';
import { openMediaPool, type GeneratedPool, type MediaPool } from './pool';
import { premiumPlaylist, requireSignature, sendPremiumSegment, type PoolPlace } from './premium';
import { AUDIO_VARIANT_COUNT, renditionsOf, TAIL_SECONDS, type PoolKind } from './recipe';
import { parseMediaPath } from './routes';
import type { MediaSigner } from './signing';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/** Test hook (only with MEDIA_TEST_HOOKS=1): POST a FaultCommand as JSON to inject playlist faults. */
const FAULTS_PATH = '/media/_faults';

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

/**
 * How long a request waits for a stream still being made. A player's first load of a stream must not fail while
 * the media is on its way: hls.js gives a playlist 20 s and asks twice more when one runs out, which joins the
 * wait, and a media element waits minutes. Past it, 503 with Retry-After.
 */
const MADE_WAIT_MS = 55_000;
const STILL_MAKING =
  'This stream is still being made (first start of the platform); try again in a few seconds';

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** The rungs of the `variant`-th variant of `kind`, waiting a while if it is still being made. */
async function variantRungs(pool: MediaPool, kind: PoolKind, variant: number): Promise<GeneratedPool[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), MADE_WAIT_MS);
  });
  try {
    const rungs = await Promise.race([pool.variant(kind, variant), late]);
    if (rungs) return rungs;
  } catch (error) {
    throw new HttpError(503, `Media is unavailable: ${firstLine(error)}`);
  } finally {
    clearTimeout(timer);
  }
  throw new HttpError(503, STILL_MAKING, { 'retry-after': '5' });
}

/** One rung's pool as the playlist builders want it. */
function playlistPool(
  pool: MediaPool,
  rungs: readonly GeneratedPool[],
  rung: string,
): PlaylistPool & PoolPlace {
  const chosen = rungs.find((p) => p.rendition === rung);
  if (!chosen) throw new HttpError(404, `No ${rung} rendition of this stream`);
  return {
    version: pool.version,
    dir: chosen.dir,
    basePath: `/media/pool/${pool.version}/${chosen.dir}`,
    segmentSeconds: chosen.segmentSeconds,
    segments: chosen.segments,
    tailSeconds: TAIL_SECONDS,
    tails: chosen.tails,
  };
}

/** The multivariant playlist of one stream, each rung's playlist URI made by `uri` (signed for premium media). */
function multivariant(rungs: readonly GeneratedPool[], uri: (rung: string) => string): string {
  const kind = rungs[0]?.kind ?? 'audio';
  return buildMultivariantPlaylist(
    renditionsOf(kind).flatMap((rendition) => {
      const rung = rungs.find((p) => p.rendition === rendition.id);
      if (!rung) return [];
      return [
        {
          uri: uri(rendition.id),
          peakBps: rung.peakBps,
          averageBps: rung.averageBps,
          // x264 main profile level 3.1 (recipe.ts) and AAC-LC.
          codecs: rendition.video ? 'avc1.4d401f,mp4a.40.2' : 'mp4a.40.2',
          resolution: rendition.video
            ? { width: rendition.video.width, height: rendition.video.height }
            : null,
        },
      ];
    }),
  );
}

/**
 * Playlists go gzipped to a client that accepts it (every browser does): a live playlist is reloaded every
 * segment, and its text shrinks to about a third (747 -> 228 bytes), which a listener on the data saver pays
 * for every hour (docs/data-saver.md). Segments are compressed audio and video already and go as they are.
 * A private answer goes without `Vary: Accept-Encoding`: only the browser keeps it, and its requests for a
 * playlist accept gzip, though not in the same words (probed in Chromium: fetch() asks with `gzip, deflate, br,
 * zstd`, the media element with `gzip, identity;q=1, *;q=0`), so with `Vary` the element's request would miss
 * the copy the page read.
 */
function sendPlaylist(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  cacheControl: string,
  compress = true,
) {
  const gzip = compress && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = gzip ? gzipSync(body) : Buffer.from(body);
  const shared = !/\bprivate\b/.test(cacheControl);
  const vary = [res.getHeader('vary'), compress && shared ? 'Accept-Encoding' : null]
    .filter(Boolean)
    .join(', ');
  res.writeHead(200, {
    'content-type': PLAYLIST_TYPE,
    'cache-control': cacheControl,
    ...(vary ? { vary } : {}),
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    'content-length': bytes.length,
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * Opens the pool and reports its making: what is left, each variant made with an estimate of the rest, and the
 * end. It resolves once the first station's live audio is made, since a player gives a start only a few seconds
 * (the stall limit in `src/core/player/recovery/recovery.ts`) and the first press is most likely there; with `wholeFirst`,
 * once every stream is (the browser tests want the whole pool).
 */
async function preparePool(
  cacheDir: string,
  liveAudio: readonly number[],
  wholeFirst: boolean,
): Promise<{ pool: MediaPool | null; failure: string | null }> {
  const started = Date.now();
  try {
    const pool = await openMediaPool(cacheDir, {
      first: liveAudio.map((variant) => `a${variant}`),
      allUrgent: wholeFirst,
      onProgress: ({ made, total, secondsLeft }) => {
        if (made < total) {
          const left = secondsLeft === null ? '' : `, about ${secondsLeft} s left`;
          console.log(`[primedia] media: ${made}/${total} streams made${left}`);
        }
      },
    });
    const { made, total } = pool.progress();
    if (made === total) {
      console.log(`[primedia] media: reusing the cached HLS pool (recipe ${pool.version})`);
      return { pool, failure: null };
    }
    console.log(
      `[primedia] media: making ${total - made} of ${total} test streams (recipe ${pool.version}), live stations ` +
        `first${wholeFirst ? '' : '; the platform serves once the first is made, and makes the rest meanwhile'}`,
    );
    const done = pool.complete.then(
      () => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`[primedia] media: all ${total} streams made in ${seconds} s`);
      },
      (error: unknown) => {
        console.error(
          `[primedia] media: generating test streams failed; streams not made answer 503.\n${String(error)}`,
        );
      },
    );
    if (wholeFirst) await done;
    else if (liveAudio[0] !== undefined) await pool.variant('audio', liveAudio[0]).catch(() => undefined);
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
}): Promise<PlatformModule> {
  const { config, seed, signer } = deps;
  const now = () => Math.floor(Date.now() / 1000);
  const assets = new Map<string, MediaAsset>(seed.media.map((asset) => [asset.mediaId, asset]));

  /** A station id or a live mediaId, to the live asset (or the station alone if the seed lacks its asset). */
  const liveVariant = (key: string): number | null => {
    const station = seed.stations.find((s) => s.id === key);
    const asset = assets.get(station ? station.liveMediaId : key);
    if (asset?.kind === 'live') return asset.variant;
    return station ? seed.stations.indexOf(station) : null;
  };

  // What a listener needs first: the live stations' audio, in the stations' order (702 first).
  const liveAudio = seed.stations.map((station) => (liveVariant(station.id) ?? 0) % AUDIO_VARIANT_COUNT);
  const { pool, failure } = await preparePool(config.cacheDir, liveAudio, config.mediaWholeFirst);
  const faults = new MediaFaults();
  const testHooks = process.env.MEDIA_TEST_HOOKS === '1';
  const downloads = pool ? createDownloadFiles(pool) : null;

  const handler: PlatformModule['handler'] = async (req, res, url) => {
    // Lets pages on any origin read what each media response cost (Resource Timing's transferSize), which the
    // player's data meter counts; without it a cross-origin response reads as 0 bytes.
    res.setHeader('timing-allow-origin', '*');
    if (url.pathname === FAULTS_PATH && testHooks) {
      await applyFaults(req, res, faults, config.maxBodyBytes);
      return;
    }
    onlyGetOrHead(req, res, 'on the media origin');
    if (looksLikeTraversal(req.url ?? '')) throw new HttpError(400, 'Path traversal is not allowed');
    const route = parseMediaPath(url.pathname);
    if (route.type === 'index') {
      sendJson(res, 200, {
        live: seed.stations.map((s) => `${config.publicUrl}/media/live/${s.id}/index.m3u8`),
        vod: `${config.publicUrl}/media/vod/{mediaId}/index.m3u8`,
        catchup: `${config.publicUrl}/media/catchup/{station}/index.m3u8?from={unix}&to={unix}`,
        catchupWindowSeconds: config.catchupWindowSeconds,
        recipe: pool?.version ?? null,
        // Every stream made: false while a first start is still making them.
        ready: pool !== null && pool.progress().made === pool.progress().total,
      });
      return;
    }
    if (route.type === 'captions') {
      const asset = assets.get(route.mediaId);
      if (!asset || !hasCaptions(asset)) throw new HttpError(404, `No captions for ${route.mediaId}`);
      res.writeHead(200, {
        'content-type': 'text/vtt; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      });
      res.end(req.method === 'HEAD' ? undefined : captionsVtt(asset));
      return;
    }
    if (!pool || !downloads) throw new HttpError(503, `Media is unavailable: ${failure ?? 'not generated'}`);
    if (route.type === 'segment') {
      const [, letter, number] = /^([av])(\d+)-/.exec(route.pool) ?? [];
      const rungs =
        route.version === pool.version && letter
          ? await variantRungs(pool, letter === 'v' ? 'video' : 'audio', Number(number))
          : [];
      if (!rungs.some((p) => p.dir === route.pool)) {
        throw new HttpError(404, 'No such media segment (older recipe or unknown pool)');
      }
      await sendFile(req, res, resolveInside(pool.root, route.pool, route.file), IMMUTABLE);
      return;
    }
    if (route.type === 'download') {
      // One item as a single file (downloads.ts), with byte ranges for a resumed download.
      const asset = assets.get(route.mediaId);
      if (!asset) throw new HttpError(404, 'Unknown media id');
      // A download is cut from its stream: answered like the stream while that is still being made.
      if (asset.kind !== 'live') await variantRungs(pool, asset.kind, asset.variant);
      if (asset.premium) requireSignature(signer, url, now());
      const file = await downloads.fileFor(asset);
      // A premium item answers only a URL the catalog signed, privately and never stored by a shared cache.
      await sendFile(req, res, file, asset.premium ? 'private, no-store' : 'public, max-age=3600');
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
      const rungs = await variantRungs(pool, asset.kind, asset.variant);
      if (!rungs.some((p) => p.dir === route.pool)) {
        throw new HttpError(404, 'No such segment for this media (an older recipe or another pool)');
      }
      await sendPremiumSegment(req, res, url, {
        signer,
        now: now(),
        asset,
        place: { version: pool.version, dir: route.pool },
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
      const base = `/media/vod/${encodeURIComponent(asset.mediaId)}`;
      const at = now();
      if (asset.premium) requireSignature(signer, url, at);
      const rungs = await variantRungs(pool, asset.kind, asset.variant);
      // Rung links and segment links (premium.ts) share one expiry: a player may switch rungs at the very end.
      const expiresAt = at + Math.ceil(asset.durationSeconds ?? 0) + config.mediaUrlTtl;
      const link = (rung: string) =>
        asset.premium ? signer.sign(`${base}/${rung}.m3u8`, expiresAt) : `${base}/${rung}.m3u8`;
      let body: string;
      if (route.rung === null) body = multivariant(rungs, link);
      else if (asset.premium) {
        body = premiumPlaylist(asset, playlistPool(pool, rungs, route.rung), signer, expiresAt);
      } else body = buildVodPlaylist(playlistPool(pool, rungs, route.rung), asset.durationSeconds ?? 0);
      sendPlaylist(req, res, body, asset.premium ? 'private, no-store' : 'no-cache');
      return;
    }
    const variant = liveVariant(route.key);
    if (variant === null) throw new HttpError(404, `Unknown station or live stream "${route.key}"`);
    const rungs = await variantRungs(pool, 'audio', variant);
    const base = `/media/${route.type}/${encodeURIComponent(route.key)}`;
    if (route.type === 'catchup') {
      // Validated before anything is built, for the multivariant playlist too: its rung links carry the range.
      const range = parseCatchupRange(
        url.searchParams,
        Date.now(),
        config.catchupWindowSeconds,
        rungs[0]?.segmentSeconds ?? 2,
      );
      const body =
        route.rung === null
          ? multivariant(rungs, (rung) => `${base}/${rung}.m3u8?from=${range.from}&to=${range.to}`)
          : buildCatchupPlaylist(playlistPool(pool, rungs, route.rung), range.firstSegment, range.endSegment);
      sendPlaylist(req, res, body, 'no-cache');
    } else if (route.rung === null) {
      sendPlaylist(
        req,
        res,
        multivariant(rungs, (rung) => `${base}/${rung}.m3u8`),
        // The ladder of a live stream changes only with the recipe, so browsers and CDNs may keep it a while:
        // a player that read it before the press (docs/widgets-loader.md, "Instant play") does not ask again when the listener presses play.
        'public, max-age=300',
        // Sent as it is, with no `Vary`: a media element asks with other Accept-Encoding values than fetch(),
        // and `Vary: Accept-Encoding` made its request miss the copy the page had read. Gzip would save about
        // 200 bytes, once per press.
        false,
      );
    } else {
      const clock = faults.liveClock(route.key);
      // Kept for a segment's length (the `Date` header's whole seconds leave at least one of them fresh): the
      // press's own read of the window (docs/widgets-loader.md, "Instant play") is what a native element asks for
      // a moment later, which then finds it in the browser's cache instead of waiting a round trip. A player
      // reloads about once a segment; one that meets a copy no newer than its last read asks again half a
      // segment later, as the HLS specification (RFC 8216, 6.3.4) has it do for a playlist that has not moved.
      const body = buildLivePlaylist(playlistPool(pool, rungs, route.rung), clock);
      const keep = rungs[0]?.segmentSeconds ?? 2;
      sendPlaylist(req, res, body, `private, max-age=${keep}`);
    }
  };

  return { handler };
}
