/**
 * The video catalog's replies, in the shape of Brightcove's Playback API
 * (GET /playback/v1/accounts/{account}/videos/{id}), which the product's video platform uses (docs/product.md, "Calls to the platform").
 *
 * Every MediaAsset resolves here, audio and live streams included, so the player has one way to find a
 * stream. Live assets have duration 0 and custom_fields.live "true" (Brightcove reports live streams without a
 * duration). Durations are milliseconds, as Brightcove's are.
 */
import { imageUrl } from '../images/url';
import { captionsPath, hasCaptions } from '../media/captions';
import type { MediaSigner } from '../media/signing';
import type { MediaAsset } from '../seed/types';

export const LOCAL_ACCOUNT_ID = 'primedia-local';
/** When the catalog says the seeded media were published: fixed, so replies are the same on every start. */
const PUBLISHED_AT = '2026-01-05T06:00:00.000Z';

export interface PlaybackVideo {
  id: string;
  account_id: string;
  name: string;
  description: string;
  duration: number;
  poster: string;
  thumbnail: string;
  poster_sources: { src: string }[];
  thumbnail_sources: { src: string }[];
  sources: (
    | { src: string; type: 'application/x-mpegURL'; ext_x_version: string }
    | { src: string; type: 'audio/mp4'; container: 'MP4'; codec: 'AAC' }
  )[];
  tags: string[];
  custom_fields: Record<string, string>;
  published_at: string;
  text_tracks: PlaybackTextTrack[];
}

/** A caption track as Brightcove lists it. */
interface PlaybackTextTrack {
  id: string;
  src: string;
  srclang: string;
  label: string;
  kind: 'captions';
  mime_type: 'text/webvtt';
  default: boolean;
  sources: { src: string }[];
}

function textTracksOf(publicUrl: string, asset: MediaAsset): PlaybackTextTrack[] {
  if (!hasCaptions(asset)) return [];
  const src = `${publicUrl}${captionsPath(asset.mediaId)}`;
  return [
    {
      id: `${asset.mediaId}-en`,
      src,
      srclang: 'en',
      label: 'English',
      kind: 'captions',
      mime_type: 'text/webvtt',
      default: false,
      sources: [{ src }],
    },
  ];
}

export type CatalogError = { error_code: string; error_subcode?: string; message: string };

/** A premium reply's signing: the playlist URL is signed to live until `expiresAt` (unix seconds). */
export interface SignedSource {
  signer: MediaSigner;
  expiresAt: number;
}

/** A media URL of the platform, signed when the reply is premium. */
function mediaUrl(publicUrl: string, path: string, signed?: SignedSource): string {
  return `${publicUrl}${signed ? signed.signer.sign(path, signed.expiresAt) : path}`;
}

function streamUrl(publicUrl: string, asset: MediaAsset, signed?: SignedSource): string {
  if (asset.kind === 'live' && asset.station) {
    return `${publicUrl}/media/live/${encodeURIComponent(asset.station)}/index.m3u8`;
  }
  return mediaUrl(publicUrl, `/media/vod/${encodeURIComponent(asset.mediaId)}/index.m3u8`, signed);
}

/**
 * A station's live asset also names its catch-up playlist (server/media/catchup.ts) and how far back it goes,
 * so the player resolves catch-up through the catalog as it resolves live: the client adds ?from=&to=.
 */
function catchupFields(
  publicUrl: string,
  asset: MediaAsset,
  catchupWindowSeconds: number,
): Record<string, string> {
  if (asset.kind !== 'live' || !asset.station) return {};
  return {
    catchup: `${publicUrl}/media/catchup/${encodeURIComponent(asset.station)}/index.m3u8`,
    catchup_window_seconds: String(catchupWindowSeconds),
  };
}

export function playbackVideo(
  publicUrl: string,
  asset: MediaAsset,
  signed?: SignedSource,
  catchupWindowSeconds = 0,
): PlaybackVideo {
  const poster = imageUrl(publicUrl, asset.posterImageId, '16x9', 1200);
  const thumbnail = imageUrl(publicUrl, asset.posterImageId, '16x9', 384);
  const live = asset.kind === 'live';
  return {
    id: asset.mediaId,
    account_id: LOCAL_ACCOUNT_ID,
    name: asset.name,
    description: live ? `${asset.name}, streaming now` : asset.name,
    duration: live || asset.durationSeconds === null ? 0 : asset.durationSeconds * 1000,
    poster,
    thumbnail,
    poster_sources: [{ src: poster }],
    thumbnail_sources: [{ src: thumbnail }],
    sources: [
      { src: streamUrl(publicUrl, asset, signed), type: 'application/x-mpegURL', ext_x_version: '3' },
      // Brightcove lists MP4 renditions beside HLS; here the audio of every on-demand item, for downloads
      // (server/media/downloads.ts), signed like the playlist.
      ...(live
        ? []
        : [
            {
              src: mediaUrl(publicUrl, `/media/download/${encodeURIComponent(asset.mediaId)}.m4a`, signed),
              type: 'audio/mp4' as const,
              container: 'MP4' as const,
              codec: 'AAC' as const,
            },
          ]),
    ],
    tags: [asset.kind, ...(asset.station ? [asset.station] : [])],
    custom_fields: {
      kind: asset.kind,
      live: String(live),
      premium: String(asset.premium),
      ...(asset.station ? { station: asset.station } : {}),
      ...(catchupWindowSeconds > 0 ? catchupFields(publicUrl, asset, catchupWindowSeconds) : {}),
    },
    published_at: PUBLISHED_AT,
    text_tracks: textTracksOf(publicUrl, asset),
  };
}

/** Brightcove answers geo-restricted videos with 403 and this list body (docs/product.md, "Errors and messages"). */
export const GEO_BLOCKED_BODY: CatalogError[] = [
  {
    error_code: 'ACCESS_DENIED',
    error_subcode: 'CLIENT_GEO',
    message: 'This video is not available in your region.',
  },
];
