/**
 * URL layout of the media origin and the validation of every path segment:
 *
 *   /media/vod/{mediaId}/index.m3u8          audio or video on demand: the multivariant playlist
 *   /media/vod/{mediaId}/{rung}.m3u8         one rung's media playlist (32k, 64k, 128k, 240p, 360p, 720p, audio)
 *   /media/vod/{mediaId}/{recipeVersion}/{pool}/{file}   a premium media's segments (signed URLs only)
 *   /media/live/{station|liveMediaId}/index.m3u8          the live multivariant playlist
 *   /media/live/{station|liveMediaId}/{rung}.m3u8         one rung's live media playlist
 *   /media/catchup/{station}/index.m3u8?from=&to=        a station's recent past (catchup.ts)
 *   /media/catchup/{station}/{rung}.m3u8?from=&to=
 *   /media/pool/{recipeVersion}/{pool}/{file} generated segments (immutable); a pool is a rung's folder (a0-32k)
 *   /media/download/{mediaId}.m4a            an on-demand item as one file for offline listening (downloads.ts)
 *   /media/captions/{mediaId}.vtt            a video's captions, WebVTT (captions.ts)
 *
 * Parsing is strict (fixed shapes, narrow character sets) so nothing a client sends reaches the file system
 * except names that the generator itself could have written.
 */
import { HttpError } from '../http/respond';
import { AUDIO_RENDITIONS, VIDEO_RENDITIONS } from './recipe';

/** Every rung name of either ladder: only these reach a playlist builder or name a pool folder. */
const RUNGS = new Set([...AUDIO_RENDITIONS, ...VIDEO_RENDITIONS].map((r) => r.id));

export type MediaRoute =
  | { type: 'index' }
  | { type: 'vod'; mediaId: string; rung: string | null }
  | { type: 'vod-segment'; mediaId: string; version: string; pool: string; file: string }
  | { type: 'live'; key: string; rung: string | null }
  | { type: 'catchup'; key: string; rung: string | null }
  | { type: 'segment'; version: string; pool: string; file: string }
  | { type: 'download'; mediaId: string }
  | { type: 'captions'; mediaId: string };

const ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

function idSegment(raw: string, what: string): string {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, `Malformed ${what} in the URL`);
  }
  if (!ID.test(value))
    throw new HttpError(
      400,
      `Invalid ${what} "${value.slice(0, 40)}": use letters, digits, . _ : - (max 128)`,
    );
  return value;
}

/** The generator's names only: a 12-hex recipe version, a pool like a0-32k or v2-720p, a file like s007.ts. */
function isSegmentPath(version: string, pool: string, file: string): boolean {
  return (
    /^[0-9a-f]{12}$/.test(version) &&
    RUNGS.has(/^[av]\d{1,2}-([0-9a-z]{1,8})$/.exec(pool)?.[1] ?? '') &&
    /^[st]\d{3}\.ts$/.test(file)
  );
}

/** `index.m3u8` is the multivariant playlist (rung null); `{rung}.m3u8` one rung's, by name only. */
function playlistRung(file: string): string | null | undefined {
  if (file === 'index.m3u8') return null;
  const rung = /^([0-9a-z]{1,8})\.m3u8$/.exec(file)?.[1];
  return rung && RUNGS.has(rung) ? rung : undefined;
}

export function parseMediaPath(pathname: string): MediaRoute {
  const parts = pathname.split('/').slice(2); // drop "" and "media"
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) return { type: 'index' };
  const [area, a = '', b = '', c = ''] = parts;
  const rung = parts.length === 3 ? playlistRung(b) : undefined;
  if (area === 'vod' && rung !== undefined) return { type: 'vod', mediaId: idSegment(a, 'media id'), rung };
  if ((area === 'live' || area === 'catchup') && rung !== undefined)
    return { type: area, key: idSegment(a, 'station'), rung };
  if (area === 'download' && parts.length === 2) {
    const id = /^(.+)\.m4a$/.exec(a)?.[1];
    if (id) return { type: 'download', mediaId: idSegment(id, 'media id') };
    throw new HttpError(404, 'A download is /media/download/{mediaId}.m4a');
  }
  if (area === 'captions' && parts.length === 2) {
    const id = /^(.+)\.vtt$/.exec(a)?.[1];
    if (id) return { type: 'captions', mediaId: idSegment(id, 'media id') };
    throw new HttpError(404, 'Captions are /media/captions/{mediaId}.vtt');
  }
  if (area === 'pool' && parts.length === 4) {
    if (isSegmentPath(a, b, c)) return { type: 'segment', version: a, pool: b, file: c };
    throw new HttpError(404, 'No such media segment');
  }
  if (area === 'vod' && parts.length === 5) {
    const [, , version = '', pool = '', file = ''] = parts;
    if (isSegmentPath(version, pool, file)) {
      return { type: 'vod-segment', mediaId: idSegment(a, 'media id'), version, pool, file };
    }
    throw new HttpError(404, 'No such media segment');
  }
  throw new HttpError(404, `No media resource at ${pathname.slice(0, 200)}`);
}
