/**
 * What both readers of the video catalog (a Brightcove Playback API shape) share: the request, and the reply's
 * stream source and kind. The embed loader's warm-up (../live/warm-live-stream.ts) carries only this, not the
 * player's reader (./catalog.ts); both send the same request, so the player finds the answer in the cache.
 */

const HLS_TYPES = ['application/x-mpegurl', 'application/vnd.apple.mpegurl'];

/** A media id the catalog can have: anything else is never sent. */
export const isMediaId = (mediaId: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(mediaId);

/** The catalog's URL for `mediaId` (also preloaded by server-rendered pages with a live control, docs/widgets-loader.md, "Instant play"). */
export function catalogUrl(
  mediaId: string,
  config: { playbackApiUrl: string; playbackAccountId: string },
): string {
  return `${config.playbackApiUrl}/accounts/${encodeURIComponent(config.playbackAccountId)}/videos/${mediaId}`;
}

/** `accessToken`: the signed-in listener's token, sent as a bearer token (premium media need it). */
export const catalogHeaders = (accessToken?: string | null): Record<string, string> => ({
  accept: 'application/json',
  ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
});

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The reply's first source of one of `types` (compared without case) whose URL is http(s), else null: the
 * reply is input from outside.
 */
export function sourceOf(reply: Record<string, unknown>, types: readonly string[]): string | null {
  const sources: unknown[] = Array.isArray(reply.sources) ? reply.sources : [];
  const found = sources.find(
    (s): s is { src: string } =>
      isRecord(s) &&
      typeof s.src === 'string' &&
      /^https?:\/\//.test(s.src) &&
      types.includes(String(s.type).toLowerCase()),
  );
  return found?.src ?? null;
}

/** The reply's HLS source (see sourceOf). */
export const hlsSourceOf = (reply: Record<string, unknown>): string | null => sourceOf(reply, HLS_TYPES);

/** The reply's custom fields, an empty record when it has none. */
export const customFieldsOf = (reply: Record<string, unknown>): Record<string, unknown> =>
  isRecord(reply.custom_fields) ? reply.custom_fields : {};

/** Live when marked so or without a duration; premium (Audiostar+) when marked so. */
export function kindOf(reply: Record<string, unknown>): {
  isLive: boolean;
  premium: boolean;
  durationMs: number;
} {
  const fields = customFieldsOf(reply);
  const durationMs =
    typeof reply.duration === 'number' && Number.isFinite(reply.duration) ? reply.duration : 0;
  return {
    isLive: fields.live === true || fields.live === 'true' || durationMs <= 0,
    premium: fields.premium === 'true',
    durationMs,
  };
}

/**
 * A free live stream's source as the catalog names it, else null (not live, premium, refused, not a reply).
 * Throws only when the catalog cannot be reached.
 */
export async function freeLiveSource(
  mediaId: string,
  config: { playbackApiUrl: string; playbackAccountId: string },
): Promise<string | null> {
  if (!isMediaId(mediaId)) return null;
  const response = await fetch(catalogUrl(mediaId, config), { headers: catalogHeaders() });
  const reply: unknown = response.ok ? await response.json().catch(() => null) : null;
  if (!isRecord(reply)) return null;
  const { isLive, premium } = kindOf(reply);
  return isLive && !premium ? hlsSourceOf(reply) : null;
}
