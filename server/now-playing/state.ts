/**
 * What is on air right now, as a pure function of the clock and the seed.
 *
 * Music stations (947, KFM) play the seeded song rotation, each from its own offset so they never play the same
 * song at once; talk stations (702, CapeTalk) move through a rotation of show segments. Because the state is
 * derived from time, every platform process (and every restart) agrees on it, and an event id can simply be the
 * second at which the current state began: a client that reconnects with the same id already has it. The
 * message's shape is the one the page reads (src/core/now-playing/message.ts).
 */
import type { NowPlayingInfo, NowPlayingItem, NowPlayingMessage } from '../../src/core/now-playing/message';
import { imageUrl } from '../images/url';
import type { SeedCore, Song, Station } from '../seed/types';

/** Talk segments: a show's hour is cut into these, in turn. */
const TALK_SEGMENTS = [
  'Top stories of the hour',
  'Traffic and weather',
  'Open line: your calls',
  'Business update',
  'In conversation',
  'Sport with the desk',
  'Listener voice notes',
  'The big debate',
];
const ROTATION_EPOCH = Date.UTC(2026, 0, 1) / 1000;

export interface NowPlayingOptions {
  /** Overrides every song and segment length (seconds); lets tests see changes quickly. */
  itemSeconds?: number;
}

export function createNowPlayingState(seed: SeedCore, publicUrl: string, options: NowPlayingOptions = {}) {
  const segmentSeconds = options.itemSeconds ?? 15 * 60;
  const songs = seed.songs.map((song) => ({
    ...song,
    durationSeconds: options.itemSeconds ?? Math.max(30, Math.round(song.durationSeconds)),
  }));
  const cycleSeconds = songs.reduce((sum, song) => sum + song.durationSeconds, 0);
  const art = (imageId: string) => imageUrl(publicUrl, imageId, '1x1', 180);

  function songAt(offsetIndex: number, t: number): { song: Song; start: number; end: number } {
    if (songs.length === 0 || cycleSeconds === 0) throw new Error('[primedia] the seed has no songs');
    // Each music station starts the rotation at its own song, so two stations never play the same song.
    const offsetSeconds = songs
      .slice(0, (offsetIndex * Math.floor(songs.length / 2)) % songs.length)
      .reduce((sum, s) => sum + s.durationSeconds, 0);
    const elapsed = (((t - ROTATION_EPOCH + offsetSeconds) % cycleSeconds) + cycleSeconds) % cycleSeconds;
    let position = 0;
    for (const song of songs) {
      if (elapsed < position + song.durationSeconds) {
        const start = t - (elapsed - position);
        return { song, start, end: start + song.durationSeconds };
      }
      position += song.durationSeconds;
    }
    // Unreachable: elapsed < cycleSeconds always lands in a song.
    throw new Error('[primedia] song rotation out of range');
  }

  function itemFor(station: Station, musicIndex: number, t: number): NowPlayingItem {
    const show = seed.showAt(station.id, t);
    if (station.format === 'music') {
      const { song, start, end } = songAt(musicIndex, t);
      return {
        kind: 'song',
        title: song.title,
        artist: song.artist,
        artworkUrl: art(song.imageId),
        startTimeUnixSeconds: start,
        endTimeUnixSeconds: end,
      };
    }
    // Talk: fixed-length segments counted from the start of the show, never crossing the show's end.
    const index = Math.floor((t - show.startTimeUnixSeconds) / segmentSeconds);
    const start = show.startTimeUnixSeconds + index * segmentSeconds;
    const end = Math.min(start + segmentSeconds, show.endTimeUnixSeconds);
    const hash = [...show.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0);
    return {
      kind: 'segment',
      title: TALK_SEGMENTS[(hash + index) % TALK_SEGMENTS.length] as string,
      artist: show.presenters.join(' & ') || show.headline,
      artworkUrl: art(show.imageId),
      startTimeUnixSeconds: start,
      endTimeUnixSeconds: end,
    };
  }

  /** The message for moment `t` (unix seconds, whole). */
  function messageAt(t: number): NowPlayingMessage {
    let musicIndex = 0;
    const stations = seed.stations.map((station): NowPlayingInfo => {
      const show = seed.showAt(station.id, t);
      const item = itemFor(station, station.format === 'music' ? musicIndex++ : 0, t);
      return {
        station: station.id,
        stationName: station.name,
        show: {
          id: show.id,
          headline: show.headline,
          presenters: show.presenters,
          imageUrl: art(show.imageId),
          startTimeUnixSeconds: show.startTimeUnixSeconds,
          endTimeUnixSeconds: show.endTimeUnixSeconds,
        },
        item,
      };
    });
    const version = Math.max(
      ...stations.map((s) => Math.max(s.item.startTimeUnixSeconds, s.show.startTimeUnixSeconds)),
    );
    return { version, sentAt: new Date(t * 1000).toISOString(), stations };
  }

  /** The next second (> t) at which any station changes. */
  function nextChangeAfter(t: number): number {
    const message = messageAt(t);
    return Math.min(
      ...message.stations.map((s) => Math.min(s.item.endTimeUnixSeconds, s.show.endTimeUnixSeconds)),
    );
  }

  /**
   * What aired on `stationId` between `from` and `to` (unix seconds), oldest first: every item that overlaps
   * the range, at most `limit` of them (the caller bounds the range; this bounds the work). Null for an unknown
   * station.
   */
  function historyBetween(
    stationId: string,
    from: number,
    to: number,
    limit = 1000,
  ): NowPlayingItem[] | null {
    const station = seed.stations.find((s) => s.id === stationId);
    if (!station) return null;
    const musicIndex = seed.stations.filter((s) => s.format === 'music').indexOf(station);
    const items: NowPlayingItem[] = [];
    let t = Math.floor(from);
    while (t < to && items.length < limit) {
      const item = itemFor(station, Math.max(0, musicIndex), t);
      items.push(item);
      t = Math.max(t + 1, item.endTimeUnixSeconds);
    }
    return items;
  }

  return { messageAt, nextChangeAfter, historyBetween };
}

export type NowPlayingState = ReturnType<typeof createNowPlayingState>;

/** The options the platform runs now playing with, from the environment (the stream and the history agree). */
export function nowPlayingOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): NowPlayingOptions {
  return { itemSeconds: Number(env.NOW_PLAYING_ITEM_SECONDS) || undefined };
}
