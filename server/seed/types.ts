/**
 * The seed contract: what the deterministic seed hands to the rest of the platform.
 *
 * Media origin, video catalog, images and now-playing read only the parts named here (`stations`, `media`,
 * `images`, `schedule`, `songs`); the GraphQL resolvers read the content too. Everything is derived from one
 * fixed seed, so the same build always serves the same data. Times that depend on "today" (the programme guide
 * around the current week) are computed from the clock but are deterministic for a given day.
 */

/** Station identifiers as the spec writes them (§3 "Station values"). */
export type StationId = '702' | '947' | 'kfm' | 'capetalk';
export const STATION_IDS: readonly StationId[] = ['702', '947', 'kfm', 'capetalk'];

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
