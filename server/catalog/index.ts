/**
 * The video catalog (Brightcove Playback API shape), mounted at /playback/v1/:
 *
 *   GET /playback/v1/accounts/primedia-local/videos/{mediaId}
 *
 * 200 with the video (see playback.ts) for every seeded MediaAsset; 403 with the CLIENT_GEO list body for a
 * geo-blocked one; 404 VIDEO_NOT_FOUND / ACCOUNT_NOT_FOUND; 400 for a malformed id. Error bodies are lists of
 * { error_code, message }, as Brightcove's are.
 */
import type { PlatformConfig } from '../config';
import { sendJson } from '../http/respond';
import type { PlatformModule } from '../platform';
import type { MediaAsset, SeedCore } from '../seed/types';
import { GEO_BLOCKED_BODY, LOCAL_ACCOUNT_ID, playbackVideo, type CatalogError } from './playback';

const PATH = /^\/playback\/v1\/accounts\/([^/]+)\/videos\/([^/]+)$/;
const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;

function fail(res: Parameters<typeof sendJson>[0], status: number, code: string, message: string) {
  const body: CatalogError[] = [{ error_code: code, message }];
  sendJson(res, status, body);
}

export function createCatalog(deps: { config: PlatformConfig; seed: SeedCore }): PlatformModule {
  const byId = new Map<string, MediaAsset>(deps.seed.media.map((asset) => [asset.mediaId, asset]));

  return {
    handler(req, res, url) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return fail(res, 405, 'METHOD_NOT_ALLOWED', 'The playback API only answers GET');
      }
      const match = PATH.exec(url.pathname);
      if (!match)
        return fail(res, 404, 'RESOURCE_NOT_FOUND', `No playback resource at ${url.pathname.slice(0, 120)}`);
      let account: string;
      let id: string;
      try {
        account = decodeURIComponent(match[1] ?? '');
        id = decodeURIComponent(match[2] ?? '');
      } catch {
        return fail(res, 400, 'BAD_REQUEST', 'Malformed account or video id in the URL');
      }
      if (account !== LOCAL_ACCOUNT_ID)
        return fail(res, 404, 'ACCOUNT_NOT_FOUND', `Unknown account "${account.slice(0, 64)}"`);
      if (!VALID_ID.test(id)) {
        return fail(res, 400, 'BAD_REQUEST', 'A video id is 1 to 64 letters, digits, "-" or "_"');
      }
      const asset = byId.get(id);
      if (!asset) return fail(res, 404, 'VIDEO_NOT_FOUND', `No video with id ${id}`);
      if (asset.geoBlocked) return sendJson(res, 403, GEO_BLOCKED_BODY);
      sendJson(res, 200, playbackVideo(deps.config.publicUrl, asset), {
        'cache-control': 'public, max-age=60',
      });
    },
  };
}
