import { describe, expect, it } from 'vitest';
import { isMultivariant, lightestVariant, parseMultivariant } from './multivariant';

const audioLadder = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-STREAM-INF:BANDWIDTH=64000,AVERAGE-BANDWIDTH=60000,CODECS="mp4a.40.2"',
  '64k.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=31000,CODECS="mp4a.40.2"',
  '/media/live/702/32k.m3u8?exp=9&sig=abc',
  '#EXT-X-STREAM-INF:BANDWIDTH=128000,CODECS="mp4a.40.2"',
  'https://cdn.example/128k.m3u8',
  '',
].join('\n');

const videoLadder = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=400000,CODECS="avc1.4d401f,mp4a.40.2",RESOLUTION=640x360',
  '360p.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=200000,CODECS="avc1.4d401f,mp4a.40.2",RESOLUTION=426x240',
  '240p.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=40000,CODECS="mp4a.40.2"',
  'audio.m3u8',
].join('\n');

describe('parseMultivariant', () => {
  it('reads each rung with an absolute URL, keeping a signed query', () => {
    const variants = parseMultivariant(audioLadder, 'http://origin.test/media/live/702/index.m3u8?x=1');
    expect(variants).toEqual([
      { url: 'http://origin.test/media/live/702/64k.m3u8', bandwidth: 64000, height: null, audioOnly: true },
      {
        url: 'http://origin.test/media/live/702/32k.m3u8?exp=9&sig=abc',
        bandwidth: 31000,
        height: null,
        audioOnly: true,
      },
      { url: 'https://cdn.example/128k.m3u8', bandwidth: 128000, height: null, audioOnly: true },
    ]);
  });

  it('is empty for a media playlist and for junk', () => {
    const media = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\na.ts\n';
    expect(isMultivariant(media)).toBe(false);
    expect(parseMultivariant(media, 'http://x/')).toEqual([]);
    expect(parseMultivariant('<html>#EXT-X-STREAM-INF:BANDWIDTH=1\na', 'http://x/')).toEqual([]);
    expect(
      parseMultivariant('#EXTM3U\n#EXT-X-STREAM-INF:CODECS="x"\nno-bandwidth.m3u8', 'http://x/'),
    ).toEqual([]);
  });
});

describe('lightestVariant', () => {
  it('takes the lowest bandwidth of an audio ladder', () => {
    expect(lightestVariant(parseMultivariant(audioLadder, 'http://o/a/index.m3u8'))?.url).toBe(
      'http://o/media/live/702/32k.m3u8?exp=9&sig=abc',
    );
  });

  it('takes the smallest picture of a video, not its audio-only rung', () => {
    const chosen = lightestVariant(parseMultivariant(videoLadder, 'http://o/v/index.m3u8'));
    expect(chosen).toMatchObject({ url: 'http://o/v/240p.m3u8', height: 240 });
  });

  it('is null without variants', () => {
    expect(lightestVariant([])).toBeNull();
  });
});
