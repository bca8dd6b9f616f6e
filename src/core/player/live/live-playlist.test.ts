import { describe, expect, it } from 'vitest';
import { parseLivePlaylist, probeLivePlaylist } from './live-playlist';

const live =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:4211\n#EXTINF:2.000,\na.ts\n';

describe('parseLivePlaylist', () => {
  it('reads the media sequence and the target duration', () => {
    expect(parseLivePlaylist(live)).toEqual({ mediaSequence: 4211, targetDuration: 2 });
  });

  it('gives null for a master playlist or something that is not a playlist', () => {
    expect(parseLivePlaylist('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nlow.m3u8\n')).toBeNull();
    expect(parseLivePlaylist('<html>')).toBeNull();
  });
});

describe('probeLivePlaylist', () => {
  it('gives null on a failed reply or a network error, never throws', async () => {
    const failing = (() => Promise.resolve(new Response('x', { status: 503 }))) as typeof fetch;
    const throwing = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    expect(await probeLivePlaylist('http://x/live.m3u8', failing)).toBeNull();
    expect(await probeLivePlaylist('http://x/live.m3u8', throwing)).toBeNull();
    const ok = (() => Promise.resolve(new Response(live))) as typeof fetch;
    expect(await probeLivePlaylist('http://x/live.m3u8', ok)).toEqual({
      mediaSequence: 4211,
      targetDuration: 2,
    });
  });

  it('follows a multivariant source to its lightest rung', async () => {
    const asked: string[] = [];
    const fetchImpl = ((url: string) => {
      asked.push(url);
      return Promise.resolve(
        new Response(
          url.endsWith('index.m3u8')
            ? '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=64000\n64k.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=31000\n32k.m3u8\n'
            : live,
        ),
      );
    }) as typeof fetch;
    expect(await probeLivePlaylist('http://x/live/702/index.m3u8', fetchImpl)).toEqual({
      mediaSequence: 4211,
      targetDuration: 2,
    });
    expect(asked).toEqual(['http://x/live/702/index.m3u8', 'http://x/live/702/32k.m3u8']);
  });
});
