/** The music rotation of 947 and KFM: fictional artists and titles, 3-5 minutes each. */
import { createRandom } from '../util/random';
import { ARTIST_NOUNS, ARTIST_WORDS, FIRST_NAMES, LAST_NAMES, SONG_ADJECTIVES, SONG_NOUNS } from './names';
import type { SeedRegistry } from './registry';
import { pad } from './common';
import type { Song } from './types';

const SONG_COUNT = 72;

export function buildSongs(registry: SeedRegistry): Song[] {
  const rng = createRandom('songs');
  const songs: Song[] = [];
  const titles = new Set<string>();
  for (let i = 0; songs.length < SONG_COUNT; i++) {
    const title = `${rng.pick(SONG_ADJECTIVES)} ${rng.pick(SONG_NOUNS)}`;
    if (titles.has(title)) continue;
    titles.add(title);
    // Every third act is a solo artist, the rest are bands.
    const artist =
      i % 3 === 0
        ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`
        : `${rng.chance(0.4) ? 'The ' : ''}${rng.pick(ARTIST_WORDS)} ${rng.pick(ARTIST_NOUNS)}`;
    const imageId = registry.image(
      `img-song-${pad(songs.length + 1, 3)}`,
      `Cover art of ${title} by ${artist}`,
      null,
    );
    songs.push({ title, artist, durationSeconds: rng.int(180, 300), imageId });
  }
  return songs;
}
