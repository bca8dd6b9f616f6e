/**
 * The radio half of search (docs/time-shift.md, "Search"): guide shows of the week behind that can still be
 * played and of the week ahead, matched by name or presenter, and songs that aired inside the catch-up window,
 * matched by title or artist. Every word of the query must appear (case and accents aside).
 *
 * The stand-in computes what aired from its clock, so songs are found by walking the rotation; the walk starts
 * only when some song of the rotation matches, and stops at the limit, so a query costs at most a week of one
 * station's rotation.
 */
import { addDays, sastDay } from '../../src/core/sast-day';
import type { NowPlayingItem } from '../../src/core/now-playing/message';
import type { ScheduledShow, SeedCore, StationId } from '../seed/types';

/** Past and coming shows each, and songs: a screen of answers above the content, never a week's list. */
const MAX_RADIO_SHOWS = 5;
const MAX_RADIO_SONGS = 20;
const DAY_SECONDS = 24 * 3600;

export interface RadioQuery {
  query: string;
  station: StationId | null;
  /** Unix seconds. */
  now: number;
  windowSeconds: number;
  /** Days of guide ahead of today (the guide's week). */
  daysAhead: number;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

const matchesAll = (words: readonly string[], text: string) => {
  const folded = fold(text);
  return words.length > 0 && words.every((word) => folded.includes(word));
};

/** Past shows that started inside the window (newest first), then shows to come (soonest first). */
export function findShows(seed: SeedCore, q: RadioQuery): ScheduledShow[] {
  const words = queryWords(q.query);
  if (words.length === 0) return [];
  const windowStart = q.now - q.windowSeconds;
  const first = sastDay(windowStart * 1000);
  const last = addDays(sastDay(q.now * 1000), q.daysAhead);
  const found: ScheduledShow[] = [];
  for (const station of seed.stations) {
    if (q.station !== null && station.id !== q.station) continue;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      for (const show of seed.scheduleForDay(station.id, day)) {
        if (matchesAll(words, `${show.headline} ${show.presenters.join(' ')}`)) found.push(show);
      }
    }
  }
  const past = found
    .filter((s) => s.startTimeUnixSeconds <= q.now && s.startTimeUnixSeconds >= windowStart)
    .sort((a, b) => b.startTimeUnixSeconds - a.startTimeUnixSeconds)
    .slice(0, MAX_RADIO_SHOWS);
  const coming = found
    .filter((s) => s.startTimeUnixSeconds > q.now)
    .sort((a, b) => a.startTimeUnixSeconds - b.startTimeUnixSeconds)
    .slice(0, MAX_RADIO_SHOWS);
  return [...past, ...coming];
}

interface PlayedSong extends NowPlayingItem {
  station: StationId;
}

type History = (station: string, from: number, to: number, limit?: number) => NowPlayingItem[] | null;

/** Songs that started inside the window on the music stations, newest first. */
export function findSongs(seed: SeedCore, historyBetween: History, q: RadioQuery): PlayedSong[] {
  const words = queryWords(q.query);
  // The rotation's songs are matched once; what aired is then kept by title and artist alone, so a week of
  // items costs a set lookup each rather than a fold of its text.
  const songKey = (song: { title: string; artist: string }) => `${song.title}\u0000${song.artist}`;
  const matches = new Set(
    seed.songs.filter((song) => matchesAll(words, `${song.title} ${song.artist}`)).map(songKey),
  );
  if (matches.size === 0) return [];
  const windowStart = q.now - q.windowSeconds;
  const found: PlayedSong[] = [];
  for (const station of seed.stations) {
    if (station.format !== 'music' || (q.station !== null && station.id !== q.station)) continue;
    const before = found.length;
    // Newest day first, so the walk stops once this station has given as many as the answer can hold.
    for (let to = q.now + 1; to > windowStart && found.length - before < MAX_RADIO_SONGS; to -= DAY_SECONDS) {
      const from = Math.max(windowStart, to - DAY_SECONDS);
      const day = historyBetween(station.id, from, to, 2000) ?? [];
      const matching = day.filter(
        (item) =>
          item.kind === 'song' &&
          // An item across the day's edge belongs to the day it started in, so it is counted once.
          item.startTimeUnixSeconds >= from &&
          item.startTimeUnixSeconds < to &&
          matches.has(songKey(item)),
      );
      found.push(...matching.reverse().map((item) => ({ ...item, station: station.id })));
    }
  }
  return found.sort((a, b) => b.startTimeUnixSeconds - a.startTimeUnixSeconds).slice(0, MAX_RADIO_SONGS);
}
