import { beforeAll, describe, expect, it } from 'vitest';
import { getSeed } from '../seed';
import { codeOf, createTestApp, NOW } from './test-app';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});

const SEARCH = `query($q: String!, $station: FilterStation) {
  getSearchContent(searchQuery: $q, station: $station) {
    shows { id station headline presenters startTimeUnixSeconds }
    songs { station title artist startTimeUnixSeconds endTimeUnixSeconds } } }`;

interface Show {
  id: string;
  station: string;
  headline: string;
  startTimeUnixSeconds: number;
}
interface Song {
  station: string;
  title: string;
  artist: string;
  startTimeUnixSeconds: number;
  endTimeUnixSeconds: number;
}

async function search(q: string, station?: string) {
  const reply = await app.gql(SEARCH, { q, station });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data?.getSearchContent as { shows: Show[]; songs: Song[] };
}

const WEEK = 7 * 86_400;

describe('search finds radio', () => {
  it('finds a show by name: the week behind newest first, then the week ahead soonest first', async () => {
    const name = getSeed().scheduleForDay('702', '2026-01-01')[0]?.headline ?? '';
    const { shows } = await search(name.toLowerCase(), 'STATION_702');
    const past = shows.filter((s) => s.startTimeUnixSeconds <= NOW);
    const coming = shows.filter((s) => s.startTimeUnixSeconds > NOW);
    expect(past.length).toBeGreaterThan(1);
    expect(past.length).toBeLessThanOrEqual(5);
    expect(coming.length).toBeLessThanOrEqual(5);
    expect(coming.length).toBeGreaterThan(1);
    expect(shows.every((s) => s.headline === name && s.station === '_702')).toBe(true);
    expect(past.every((s) => s.startTimeUnixSeconds >= NOW - WEEK)).toBe(true);
    const starts = past.map((s) => s.startTimeUnixSeconds);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(shows.indexOf(coming[0] as Show)).toBe(past.length);
  });

  it('finds a song by artist on the music stations, newest first, inside the window', async () => {
    const artist = getSeed().songs[0]?.artist ?? '';
    const { songs } = await search(artist);
    expect(songs.length).toBeGreaterThan(0);
    expect(songs.length).toBeLessThanOrEqual(20);
    for (const song of songs) {
      expect(song.artist).toBe(artist);
      expect(['_947', 'kfm']).toContain(song.station);
      expect(song.startTimeUnixSeconds).toBeGreaterThanOrEqual(NOW - WEEK);
      expect(song.startTimeUnixSeconds).toBeLessThanOrEqual(NOW);
    }
    const starts = songs.map((s) => s.startTimeUnixSeconds);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('finds a song by its title with the words in any order and any case', async () => {
    const song = getSeed().songs[1];
    const words = (song?.title ?? '').split(/\s+/).reverse().join(' ').toUpperCase();
    const { songs } = await search(words);
    expect(songs.some((s) => s.title === song?.title)).toBe(true);
  });

  it('finds nothing of the radio for words no show or song holds', async () => {
    const { shows, songs } = await search('zzqxv');
    expect(shows).toEqual([]);
    expect(songs).toEqual([]);
  });

  it('still refuses an over-long query with BAD_USER_INPUT', async () => {
    const reply = await app.gql(SEARCH, { q: 'a'.repeat(201) });
    expect(codeOf(reply)).toBe('BAD_USER_INPUT');
    expect(reply.body.errors?.[0]?.message).toMatch(/at most 200 characters/);
  });
});
