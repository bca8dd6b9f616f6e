/**
 * The seed contract: what the deterministic seed hands to the rest of the platform.
 *
 * Media origin, video catalog, images and now-playing read only the parts named here (`stations`, `media`,
 * `images`, `schedule`, `songs`); the GraphQL resolvers read the content too. Everything is derived from one
 * fixed seed, so the same build always serves the same data. Times that depend on "today" (the programme guide
 * around the current week) are computed from the clock but are deterministic for a given day.
 */

// The station identifiers are the app's own (docs/product.md, "Stations").
import type { StationId } from '../../src/core/stations/station-ids';
export { STATION_IDS, type StationId } from '../../src/core/stations/station-ids';

export interface Station {
  id: StationId;
  name: string; // "702", "947", "KFM 94.5", "CapeTalk"
  format: 'talk' | 'music';
  themeColor: string; // hex
  logoFile: string; // file name under /images/logos/
  liveMediaId: string; // catalog id of the live stream, e.g. "live-702"
  frequency: string;
  city: string;
}

/** Anything playable: VOD audio, VOD video, or a station's live stream. Resolved by the video catalog. */
export interface MediaAsset {
  mediaId: string;
  kind: 'audio' | 'video' | 'live';
  name: string;
  /** Whole seconds; null for live. */
  durationSeconds: number | null;
  station: StationId | null;
  /** Image id (see ImageAsset) used as the poster. */
  posterImageId: string;
  /** Answers 403 CLIENT_GEO from the catalog. */
  geoBlocked: boolean;
  /**
   * Media of Audiostar+ items: the catalog resolves it only for a premium token, and the media origin serves it
   * only through signed URLs (server/media/signing.ts).
   */
  premium: boolean;
  /** Which generated sound or picture loop the media uses (0-based, small number). */
  variant: number;
}

/** A generated picture: the images service renders it as webp at any crop alias and allowed width. */
export interface ImageAsset {
  id: string;
  /** Three hex colours: background, shape, accent. */
  palette: [string, string, string];
  motif: 'waves' | 'circles' | 'bars' | 'grid' | 'sun' | 'rings';
  /** Alt text for the picture. */
  alt: string;
}

/** One show in a station's programme guide. Times are unix seconds. */
export interface ScheduledShow {
  id: string;
  station: StationId;
  headline: string; // show name
  presenters: string[];
  startTimeUnixSeconds: number;
  endTimeUnixSeconds: number;
  durationInSeconds: number;
  imageId: string;
  backgroundColor: string;
  teaserHeadline: string;
  /** Path of the show's detail page, if any (RadioDetail). */
  url: string | null;
}

export interface Song {
  title: string;
  artist: string;
  durationSeconds: number;
  imageId: string;
}

/**
 * The whole seed. `content` and the other GraphQL-facing parts are owned by the seed/graphql modules; the
 * fields above `content` are the contract other modules rely on.
 */
export interface SeedCore {
  stations: Station[];
  /** Every playable item, live streams included; mediaIds are unique. */
  media: MediaAsset[];
  /** Every generated picture; ids are unique. */
  images: ImageAsset[];
  /** Music rotation for the music stations (947, KFM). */
  songs: Song[];
  /** Programme guide of one station for one South African calendar day ("YYYY-MM-DD", SAST, UTC+2). */
  scheduleForDay(station: StationId, day: string): ScheduledShow[];
  /** The show on air at a moment (unix seconds). Every moment is covered by exactly one show. */
  showAt(station: StationId, unixSeconds: number): ScheduledShow;
}

// ---------------------------------------------------------------------------------------------------------------
// Content: read by the GraphQL resolvers and the search index only. Added by the seed/graphql module.
// ---------------------------------------------------------------------------------------------------------------

export const CONTENT_TYPENAMES = [
  'RadioDetail',
  'AudioTeaserDetail',
  'VideoTeaserDetail',
  'PodcastPublished',
  'AudioPodcast',
  'VideoPodcast',
  'NewsTeaserDetail',
  'StaticPage',
  'Competition',
] as const;
export type PodcastTypename = 'PodcastPublished' | 'AudioPodcast' | 'VideoPodcast';

/** The common fields of docs/product.md, "Content" shared by every content item. Times are unix seconds. */
export interface ContentCommon {
  _id: string;
  /** The item's path on the site, e.g. /news/..., /podcasts/..., /shows/... */
  _url: string;
  headline: string;
  overline: string;
  teaserHeadline: string;
  teaserOverline: string;
  subline: string;
  /** Plain-text summary (no markup). */
  text: string;
  author: string;
  badges: string[];
  tags: string[];
  topics: string[];
  station: StationId | null;
  mediaId: string | null;
  /** Whole seconds of the playable media, if any. */
  duration: number | null;
  publishedAt: number;
  headerImageId: string;
  imageDescription: string;
  /** Audiostar+ only. */
  premium: boolean;
  /** Only visible through getPreviewById(isPreview: true). */
  draft: boolean;
}

export type ContentBlock =
  | { kind: 'imageSection'; title: string; imageId: string; description: string }
  | { kind: 'quote'; title: string; quoteText: string; attribution: string }
  | { kind: 'richText'; markupInput: string }
  | { kind: 'embed'; title: string; embedContentId: string }
  | { kind: 'brightcove'; title: string; linkedDetailId: string };
export const CONTENT_BLOCK_KINDS: readonly ContentBlock['kind'][] = [
  'imageSection',
  'quote',
  'richText',
  'embed',
  'brightcove',
];

export interface PodcastEpisode {
  _id: string;
  _url: string;
  podcastId: string;
  headline: string;
  overline: string;
  text: string;
  imageId: string;
  publishedAt: number;
  mediaId: string;
  duration: number;
  premium: boolean;
  station: StationId | null;
  kind: 'audio' | 'video';
}

export type ContentItem =
  | (ContentCommon & { typename: 'RadioDetail'; presenters: string[]; showKey: string; airTimes: string })
  | (ContentCommon & { typename: 'AudioTeaserDetail' })
  | (ContentCommon & { typename: 'VideoTeaserDetail'; geoBlocked: boolean })
  | (ContentCommon & { typename: PodcastTypename; coverImageId: string; episodeIds: string[] })
  | (ContentCommon & { typename: 'NewsTeaserDetail'; blocks: ContentBlock[] })
  | (ContentCommon & { typename: 'StaticPage'; title: string; content: string })
  | (ContentCommon & {
      typename: 'Competition';
      blocks: ContentBlock[];
      buttonText: string;
      internalLink: string | null;
      externalLink: string | null;
      closesAt: number;
    });

export const REEL_TYPES = ['hero', 'livestream', 'competition', 'media', 'news', 'showcase', 'ad'] as const;

export type Teaser =
  | {
      kind: 'hero';
      id: string;
      backgroundColor: string;
      headline: string;
      subline: string;
      badges: string[];
      contentId: string;
      imageId: string;
    }
  | { kind: 'livestream'; id: string; station: StationId; mediaId: string }
  | {
      kind: 'competition';
      id: string;
      contentId: string;
      buttonText: string;
      imageId: string;
      externalLink: string | null;
      internalLink: string | null;
    }
  | { kind: 'showcase'; id: string; title: string; badge: string; imageId: string; contentId: string }
  | { kind: 'content'; id: string; contentId: string };

export interface Reel {
  id: string;
  type: (typeof REEL_TYPES)[number];
  title: string;
  /** Which media filter (getHomeExplore mediaType) keeps this reel; 'all' = every filter. */
  mediaType: 'all' | 'audio' | 'video';
  teasers: Teaser[];
  /** Ad reels only. */
  advertisementId: string | null;
}

/** A page made of reels: /sites/{name} or /competitions/{name} (getMiniExplore). */
export interface Microsite {
  id: string;
  path: string;
  headline: string;
  subline: string;
  headerImageId: string;
  reels: Reel[];
}

/** A fictional show of a station's programme template; one RadioDetail per show. */
export interface ShowTemplate {
  key: string;
  station: StationId;
  headline: string;
  presenters: string[];
  teaserHeadline: string;
  imageId: string;
  backgroundColor: string;
}
