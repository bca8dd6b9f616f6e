/**
 * Resolves a mediaId to a playable stream through the video catalog (./catalog-source.ts). The reply is input
 * from outside, so it is checked before use. 403 ACCESS_DENIED / CLIENT_GEO is "not in your region", 401 is
 * "sign in", 403 ACCESS_DENIED / OFFERS is "upgrade".
 */
import {
  catalogHeaders,
  catalogUrl,
  customFieldsOf,
  hlsSourceOf,
  isMediaId,
  isRecord,
  kindOf,
  sourceOf,
} from './catalog-source';

export interface ResolvedMedia {
  mediaId: string;
  src: string;
  name: string;
  /** Seconds; null for live or unknown. */
  durationSeconds: number | null;
  poster: string | null;
  isLive: boolean;
  /** Audiostar+ media: its source is signed and expires, so a reconnect resolves it again. */
  premium: boolean;
  /**
   * A live station's catch-up (docs/time-shift.md): its playlist URL (the player adds ?from=&to=) and how many seconds
   * back it reaches; null when the catalog offers none.
   */
  catchUp: { src: string; windowSeconds: number } | null;
  /** The single-file rendition to download for offline listening (on-demand only), signed like `src`. */
  download?: string | null;
  /** WebVTT captions the catalog lists (`text_tracks`); none for live. */
  captions?: readonly CaptionTrack[];
}

export interface CaptionTrack {
  src: string;
  srclang: string;
  label: string;
}

/** The reply's caption and subtitle tracks with an http(s) WebVTT source; anything else is left out. */
function captionsOf(reply: Record<string, unknown>): CaptionTrack[] {
  const tracks = Array.isArray(reply.text_tracks) ? (reply.text_tracks as unknown[]) : [];
  return tracks.flatMap((track) => {
    if (typeof track !== 'object' || track === null) return [];
    const { src, srclang, label, kind } = track as Record<string, unknown>;
    if (kind !== 'captions' && kind !== 'subtitles') return [];
    if (typeof src !== 'string' || !/^https?:\/\//.test(src)) return [];
    const lang =
      typeof srclang === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(srclang) ? srclang : 'en';
    return [{ src, srclang: lang, label: typeof label === 'string' && label ? label.slice(0, 40) : lang }];
  });
}

type CatalogRefusal =
  'geo-blocked' | 'sign-in-required' | 'premium-required' | 'not-found' | 'unavailable' | 'bad-reply';

export type CatalogResult =
  { ok: true; media: ResolvedMedia } | { ok: false; reason: CatalogRefusal; detail: string };

/** Whether a Brightcove error list carries ACCESS_DENIED with this subcode. */
function isAccessDenied(body: unknown, subcode: string): boolean {
  return (
    Array.isArray(body) &&
    body.some(
      (entry: unknown) =>
        isRecord(entry) && entry.error_code === 'ACCESS_DENIED' && entry.error_subcode === subcode,
    )
  );
}

/** custom_fields.catchup (an http(s) URL without a query) and catchup_window_seconds (a positive count). */
function catchUpOf(fields: Record<string, unknown>): ResolvedMedia['catchUp'] {
  const src = fields.catchup;
  const windowSeconds = Number(fields.catchup_window_seconds);
  if (typeof src !== 'string' || !/^https?:\/\/[^?#]+$/.test(src)) return null;
  if (!Number.isInteger(windowSeconds) || windowSeconds <= 0) return null;
  return { src, windowSeconds };
}

export function parseCatalogReply(mediaId: string, status: number, body: unknown): CatalogResult {
  if (status === 403 && isAccessDenied(body, 'CLIENT_GEO'))
    return { ok: false, reason: 'geo-blocked', detail: 'CLIENT_GEO' };
  if (status === 401) return { ok: false, reason: 'sign-in-required', detail: 'catalog answered 401' };
  if (status === 403 && isAccessDenied(body, 'OFFERS'))
    return { ok: false, reason: 'premium-required', detail: 'OFFERS' };
  if (status === 404) return { ok: false, reason: 'not-found', detail: `catalog has no media ${mediaId}` };
  if (status < 200 || status >= 300)
    return { ok: false, reason: 'unavailable', detail: `catalog answered ${status}` };
  if (!isRecord(body)) return { ok: false, reason: 'bad-reply', detail: 'catalog reply is not an object' };
  const reply = body;
  const src = hlsSourceOf(reply);
  if (!src) return { ok: false, reason: 'bad-reply', detail: 'catalog reply has no HLS source' };
  const download = sourceOf(reply, ['audio/mp4']);
  const { isLive, premium, durationMs } = kindOf(reply);
  return {
    ok: true,
    media: {
      mediaId,
      src,
      name: typeof reply.name === 'string' ? reply.name : '',
      durationSeconds: isLive ? null : durationMs / 1000,
      poster: typeof reply.poster === 'string' ? reply.poster : null,
      isLive,
      premium,
      catchUp: isLive ? catchUpOf(customFieldsOf(reply)) : null,
      download: isLive ? null : download,
      captions: isLive ? [] : captionsOf(reply),
    },
  };
}

/** `accessToken`: the signed-in listener's token, sent as a bearer token (premium media need it). */
export async function resolveMedia(
  mediaId: string,
  config: { playbackApiUrl: string; playbackAccountId: string },
  signal?: AbortSignal,
  accessToken?: string | null,
): Promise<CatalogResult> {
  if (!isMediaId(mediaId)) {
    return { ok: false, reason: 'not-found', detail: 'malformed media id' };
  }
  const url = catalogUrl(mediaId, config);
  let res: Response;
  try {
    res = await fetch(url, { signal, headers: catalogHeaders(accessToken) });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, reason: 'unavailable', detail: 'catalog unreachable' };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    if (res.ok) return { ok: false, reason: 'bad-reply', detail: 'catalog reply is not JSON' };
  }
  return parseCatalogReply(mediaId, res.status, body);
}
