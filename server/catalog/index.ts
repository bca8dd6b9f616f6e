/**
 * The video catalog (Brightcove Playback API shape), mounted at /playback/v1/:
 *
 *   GET /playback/v1/accounts/primedia-local/videos/{mediaId}
 *
 * 200 with the video (see playback.ts) for every seeded MediaAsset; 403 with the CLIENT_GEO list body for a
 * geo-blocked one; 404 VIDEO_NOT_FOUND / ACCOUNT_NOT_FOUND; 400 for a malformed id. Error bodies are lists of
 * { error_code, error_subcode?, message }, as Brightcove's are.
 *
 * Premium media (Audiostar+ items) resolve only for the bearer token of an Audiostar+ listener, checked with the
 * identity provider's `verifyAccessToken` as the content API does, in the words of Brightcove Playback Rights:
 * no token 401 TOKEN_REQUIRED, an unknown or expired one 401 TOKEN_VALIDATION, a free listener 403 OFFERS. The
 * reply then carries a short-lived signed playlist URL (server/media/signing.ts) and is private, never cached.
 * Free media stay unsigned and publicly cacheable.
 */
import type { IncomingMessage } from 'node:http';
import type { PlatformConfig } from '../config';
import { bearerToken } from '../http/bearer';
import { sendJson } from '../http/respond';
import type { VerifiedUser, VerifyAccessToken } from '../identity';
import type { MediaSigner } from '../media/signing';
import type { PlatformModule } from '../platform';
import type { MediaAsset, SeedCore } from '../seed/types';
import { GEO_BLOCKED_BODY, LOCAL_ACCOUNT_ID, playbackVideo, type CatalogError } from './playback';

const PATH = /^\/playback\/v1\/accounts\/([^/]+)\/videos\/([^/]+)$/;
const VALID_ID = /^[A-Za-z0-9_-]{1,64}$/;

type Response = Parameters<typeof sendJson>[0];

function fail(res: Response, status: number, code: string, message: string, subcode?: string) {
  const body: CatalogError[] = [
    { error_code: code, ...(subcode ? { error_subcode: subcode } : {}), message },
  ];
  sendJson(
    res,
    status,
    body,
    status === 401 ? { 'www-authenticate': 'Bearer realm="primedia-playback"' } : {},
  );
}

/** The caller's verified account, or why there is none. Verification errors count as an invalid token. */
async function callerOf(
  req: IncomingMessage,
  verify: VerifyAccessToken,
): Promise<VerifiedUser | 'no-token' | 'invalid'> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return 'no-token';
  try {
    return (await verify(token)) ?? 'invalid';
  } catch {
    return 'invalid';
  }
}

export function createCatalog(deps: {
  config: PlatformConfig;
  seed: SeedCore;
  verifyAccessToken: VerifyAccessToken;
  signer: MediaSigner;
  /** Unix seconds; tests pin it. */
  now?: () => number;
}): PlatformModule {
  const byId = new Map<string, MediaAsset>(deps.seed.media.map((asset) => [asset.mediaId, asset]));
  const now = deps.now ?? (() => Math.floor(Date.now() / 1000));

  return {
    async handler(req, res, url) {
      const { publicUrl, catchupWindowSeconds, mediaUrlTtl } = deps.config;
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
      if (!asset.premium) {
        const video = playbackVideo(publicUrl, asset, undefined, catchupWindowSeconds);
        return sendJson(res, 200, video, { 'cache-control': 'public, max-age=60' });
      }
      const caller = await callerOf(req, deps.verifyAccessToken);
      if (caller === 'no-token') {
        return fail(res, 401, 'ACCESS_DENIED', 'Sign in to play this Audiostar+ media', 'TOKEN_REQUIRED');
      }
      if (caller === 'invalid') {
        return fail(
          res,
          401,
          'ACCESS_DENIED',
          'The access token is not valid or has expired',
          'TOKEN_VALIDATION',
        );
      }
      if (!caller.premium) {
        return fail(res, 403, 'ACCESS_DENIED', 'This media is for Audiostar+ listeners', 'OFFERS');
      }
      const signed = { signer: deps.signer, expiresAt: now() + mediaUrlTtl };
      const video = playbackVideo(publicUrl, asset, signed, catchupWindowSeconds);
      sendJson(res, 200, video, { 'cache-control': 'private, no-store', vary: 'Authorization' });
    },
  };
}
