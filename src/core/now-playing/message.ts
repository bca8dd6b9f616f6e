/**
 * The now-playing stream's message, for both ends of the wire: the platform's server-sent events
 * (server/now-playing) write it and the page's connection reads it. Dependency-free, so the server can import
 * it.
 *
 * The page checks every message before anything uses it (docs/design.md, "Reliability rules"): the stream is input from outside, so a
 * message that is not what we expect is dropped with a reason, never half-applied.
 */

/** What a station plays now: a song on music stations, a show segment on talk stations. */
export interface NowPlayingItem {
  kind: 'song' | 'segment';
  title: string;
  /** Artist for songs; the presenters for talk segments. */
  artist: string;
  artworkUrl: string;
  startTimeUnixSeconds: number;
  endTimeUnixSeconds: number;
}

/** Live now-playing data of one station. */
export interface NowPlayingInfo {
  station: string;
  stationName: string;
  show: {
    id: string;
    headline: string;
    presenters: string[];
    imageUrl: string;
    startTimeUnixSeconds: number;
    endTimeUnixSeconds: number;
  };
  item: NowPlayingItem;
}

/** One event of the stream: every station at once. */
export interface NowPlayingMessage {
  /** Second at which this state began (the latest change of any station); also the SSE event id. */
  version: number;
  sentAt: string;
  stations: NowPlayingInfo[];
}

export type Validation =
  { ok: true; infos: NowPlayingInfo[]; version: number | null } | { ok: false; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function checkStation(value: unknown, index: number): NowPlayingInfo | string {
  if (!isObject(value)) return `station ${index} is not an object`;
  const { station, stationName, show, item } = value;
  if (!isText(station) || station === '') return `station ${index} has no id`;
  if (!isText(stationName)) return `station ${station} has no name`;
  if (!isObject(show) || !isText(show.id) || !isText(show.headline) || !isText(show.imageUrl)) {
    return `station ${station} has a bad show`;
  }
  if (!isTime(show.startTimeUnixSeconds) || !isTime(show.endTimeUnixSeconds))
    return `station ${station} has bad show times`;
  const presenters = Array.isArray(show.presenters) ? show.presenters.filter(isText) : [];
  if (!isObject(item) || !isText(item.title) || !isText(item.artist) || !isText(item.artworkUrl)) {
    return `station ${station} has a bad item`;
  }
  if (item.kind !== 'song' && item.kind !== 'segment') return `station ${station} has an unknown item kind`;
  if (!isTime(item.startTimeUnixSeconds) || !isTime(item.endTimeUnixSeconds))
    return `station ${station} has bad item times`;
  return {
    station,
    stationName,
    show: {
      id: show.id,
      headline: show.headline,
      presenters,
      imageUrl: show.imageUrl,
      startTimeUnixSeconds: show.startTimeUnixSeconds,
      endTimeUnixSeconds: show.endTimeUnixSeconds,
    },
    item: {
      kind: item.kind,
      title: item.title,
      artist: item.artist,
      artworkUrl: item.artworkUrl,
      startTimeUnixSeconds: item.startTimeUnixSeconds,
      endTimeUnixSeconds: item.endTimeUnixSeconds,
    },
  };
}

/** The now-playing data of one station in a message's list, or null when it has none. */
export function onAirAt(infos: readonly NowPlayingInfo[], station: string | null): NowPlayingInfo | null {
  return station ? (infos.find((info) => info.station === station) ?? null) : null;
}

/** Reads one message's data; `version` is null when the message has none the page can use. */
export function validateNowPlaying(data: string): Validation {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'message is not JSON' };
  }
  if (!isObject(parsed) || !Array.isArray(parsed.stations))
    return { ok: false, reason: 'message has no stations list' };
  if (parsed.stations.length === 0) return { ok: false, reason: 'message has an empty stations list' };
  const infos: NowPlayingInfo[] = [];
  for (const [index, value] of parsed.stations.entries()) {
    const checked = checkStation(value, index);
    if (typeof checked === 'string') return { ok: false, reason: checked };
    infos.push(checked);
  }
  return { ok: true, infos, version: isTime(parsed.version) ? parsed.version : null };
}
