import { describe, expect, it } from 'vitest';
import { keepPrefetchedPlaylist } from './prefetched-playlists';
import { takePrefetchedPlaylist } from './take-prefetched-playlist';

const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\ns1.ts\n';

describe('takePrefetchedPlaylist', () => {
  it('hands a read over once, with its age, while it is younger than its target duration', async () => {
    keepPrefetchedPlaylist('https://m.test/a.m3u8', Promise.resolve(playlist), () => 10_000);
    expect(takePrefetchedPlaylist('https://m.test/b.m3u8')).toBeUndefined();
    await expect(takePrefetchedPlaylist('https://m.test/a.m3u8', () => 11_500)).resolves.toEqual({
      text: playlist,
      ageSeconds: 1.5,
    });
    expect(takePrefetchedPlaylist('https://m.test/a.m3u8')).toBeUndefined(); // once
  });

  it('hands over nothing as old as a reload interval, nor a reply that is not a live playlist', async () => {
    keepPrefetchedPlaylist('https://m.test/c.m3u8', Promise.resolve(playlist), () => 10_000);
    await expect(takePrefetchedPlaylist('https://m.test/c.m3u8', () => 12_000)).resolves.toBeNull();
    keepPrefetchedPlaylist('https://m.test/d.m3u8', Promise.resolve('<html>busy</html>'), () => 10_000);
    await expect(takePrefetchedPlaylist('https://m.test/d.m3u8', () => 10_001)).resolves.toBeNull();
    keepPrefetchedPlaylist(
      'https://m.test/e.m3u8',
      Promise.resolve('#EXTM3U\n#EXT-X-TARGETDURATION:0\n'),
      () => 0,
    );
    await expect(takePrefetchedPlaylist('https://m.test/e.m3u8', () => 1)).resolves.toBeNull();
  });
});
