/**
 * Catch-up's rules (docs/player.md, "Catch-up and time-shift"): a station's recent past played as on-demand
 * audio from the platform's catch-up playlist, element time 0 being the segment airing at the range's start,
 * so the moment at the playhead is `from + currentTime` within one segment. A range runs from a show's start on
 * to the moment it was asked for, as a rewound radio does; the verbs are in ../controller.ts. Also the store of
 * what aired (./catch-up-history.ts fills it), kept apart from that loader so its readers do not load it.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { NowPlayingItem } from '../../now-playing/message';
import { shared } from '../../store-registry';
import type { ResolvedMedia } from '../catalog/catalog';

export interface CatchUpRange {
  /** Unix seconds: where playback starts (a show's start). */
  fromUnixSeconds: number;
  /** Unix seconds: where the range ends (a show's end; the playlist stops at the live edge before it). */
  toUnixSeconds: number;
}

/**
 * The span the player asks for at a time: the longest show of the guide (7 hours) with room to spare. The
 * platform serves up to a day, but a day is 43,200 two-second segments, 2.4 MB of playlist for hls.js to parse
 * before the first sound; a range cut short by this span is followed by the next one when it ends
 * (`continueCatchUp`), so listening carries on.
 */
export const CATCH_UP_RANGE_SECONDS = 8 * 3600;

/** A show of the guide, as catch-up needs it. */
export interface CatchUpShow {
  headline: string;
  startTimeUnixSeconds: number;
  endTimeUnixSeconds: number;
}

/** The range that plays a show from its start on through what followed, up to `nowMs` (at most 8 hours). */
export function catchUpRangeFrom(startUnixSeconds: number, nowMs: number): CatchUpRange {
  const now = Math.floor(nowMs / 1000);
  return {
    fromUnixSeconds: startUnixSeconds,
    toUnixSeconds: Math.max(startUnixSeconds + 1, Math.min(now, startUnixSeconds + CATCH_UP_RANGE_SECONDS)),
  };
}

/**
 * What follows a range that played to its end: the next range when this one was cut short by its span, or
 * null when it ran to the moment it was asked for (then the player goes live, as a rewound radio catches up).
 */
export function continueCatchUp(range: CatchUpRange, nowMs: number): CatchUpRange | null {
  const cutShort = range.toUnixSeconds - range.fromUnixSeconds >= CATCH_UP_RANGE_SECONDS;
  return cutShort && range.toUnixSeconds < Math.floor(nowMs / 1000)
    ? catchUpRangeFrom(range.toUnixSeconds, nowMs)
    : null;
}

/** What plays while catching up: the station and the range asked for. */
export interface CatchUpInfo extends CatchUpRange {
  station: string;
}

/** The catch-up media for a resolved live stream, or null when the catalog offers no catch-up for it. */
export function catchUpMedia(live: ResolvedMedia, range: CatchUpRange, nowMs: number): ResolvedMedia | null {
  if (!live.isLive || !live.catchUp) return null;
  const end = Math.min(range.toUnixSeconds, Math.floor(nowMs / 1000));
  return {
    ...live,
    src: `${live.catchUp.src}?from=${range.fromUnixSeconds}&to=${range.toUnixSeconds}`,
    isLive: false,
    durationSeconds: end > range.fromUnixSeconds ? end - range.fromUnixSeconds : null,
    catchUp: null,
  };
}

/** Whether a show that started at `startUnixSeconds` can be played from its start at `nowMs`. */
export function canCatchUp(startUnixSeconds: number, windowSeconds: number, nowMs: number): boolean {
  const now = nowMs / 1000;
  return windowSeconds > 0 && startUnixSeconds < now && startUnixSeconds >= now - windowSeconds;
}

/** Unix seconds of the moment at the playhead. */
export function playheadUnixSeconds(info: CatchUpInfo, currentTime: number): number {
  return info.fromUnixSeconds + Math.max(0, Number.isFinite(currentTime) ? currentTime : 0);
}

/** Seconds behind live at `nowMs` (never negative). */
export function behindLiveSeconds(info: CatchUpInfo, currentTime: number, nowMs: number): number {
  return Math.max(0, nowMs / 1000 - playheadUnixSeconds(info, currentTime));
}

/** "-12:34", or "-1:02:03" beyond an hour: how far behind live, where "LIVE" would be. */
export function formatBehindLive(seconds: number): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `-${hours}:${pad(minutes)}:${pad(safe % 60)}` : `-${pad(minutes)}:${pad(safe % 60)}`;
}

/** The item that aired at `unixSeconds`, from a station's history (oldest first); null when none covers it. */
export function itemAt(items: readonly NowPlayingItem[], unixSeconds: number): NowPlayingItem | null {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i] as NowPlayingItem;
    if (item.startTimeUnixSeconds <= unixSeconds) return unixSeconds < item.endTimeUnixSeconds ? item : null;
  }
  return null;
}

/** The guide's show on air at `unixSeconds`, or null. */
export function showAt(shows: readonly CatchUpShow[], unixSeconds: number): CatchUpShow | null {
  return (
    shows.find((s) => s.startTimeUnixSeconds <= unixSeconds && unixSeconds < s.endTimeUnixSeconds) ?? null
  );
}

/** A show boundary on the seek bar: where (0-100) the show begins, and its name. */
export interface ShowMark {
  percent: number;
  headline: string;
  startTimeUnixSeconds: number;
}

/**
 * Where the guide's shows begin inside a catch-up of `durationSeconds` from `fromUnixSeconds`, as seek-bar
 * positions. The range's own start is the bar's left end, so only later starts are marked.
 */
export function showMarks(
  shows: readonly CatchUpShow[],
  fromUnixSeconds: number,
  durationSeconds: number | null | undefined,
): ShowMark[] {
  if (!durationSeconds || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return [];
  const end = fromUnixSeconds + durationSeconds;
  return shows
    .filter((s) => s.startTimeUnixSeconds > fromUnixSeconds && s.startTimeUnixSeconds < end)
    .sort((a, b) => a.startTimeUnixSeconds - b.startTimeUnixSeconds)
    .map((s) => ({
      percent: ((s.startTimeUnixSeconds - fromUnixSeconds) / durationSeconds) * 100,
      headline: s.headline,
      startTimeUnixSeconds: s.startTimeUnixSeconds,
    }));
}

/** What aired on the station being caught up on: items for the line at the playhead, shows for the title. */
export interface CatchUpHistory {
  /** "{station}:{from}:{to}", so a reply for an older catch-up is never shown for a newer one. */
  key: string;
  items: NowPlayingItem[];
  /** The guide's shows that overlap the range, oldest first. */
  shows: CatchUpShow[];
}

const historyAtom = shared('catch-up-history', () => atom<CatchUpHistory | null>(null));

export const $catchUpHistory: ReadableAtom<CatchUpHistory | null> = historyAtom;

export function setCatchUpHistory(history: CatchUpHistory | null): void {
  historyAtom.set(history);
}

export const catchUpKey = (info: { station: string; fromUnixSeconds: number; toUnixSeconds: number }) =>
  `${info.station}:${info.fromUnixSeconds}:${info.toUnixSeconds}`;
