import { describe, expect, it } from 'vitest';
import { createNativeEngine } from './engines';
import { lightestLevel } from './hlsjs-engine';
import { lightestSource } from './lightest-source';

const ladder =
  '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=31000,CODECS="mp4a.40.2"\n32k.m3u8\n' +
  '#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"\n64k.m3u8\n';
const reply = (body: string, status = 200) =>
  (() => Promise.resolve(new Response(body, { status }))) as typeof fetch;

describe('lightestSource', () => {
  it('gives the lightest rung of a multivariant source', async () => {
    expect(await lightestSource('http://o/media/live/702/index.m3u8', reply(ladder))).toBe(
      'http://o/media/live/702/32k.m3u8',
    );
  });

  it('keeps the source when it is a media playlist or cannot be read', async () => {
    const src = 'http://o/media/live/702/index.m3u8';
    expect(await lightestSource(src, reply('#EXTM3U\n#EXTINF:2,\na.ts\n'))).toBe(src);
    expect(await lightestSource(src, reply('gone', 503))).toBe(src);
    expect(await lightestSource(src, (() => Promise.reject(new TypeError('offline'))) as typeof fetch)).toBe(
      src,
    );
  });
});

describe('lightestLevel (hls.js)', () => {
  it('takes the smallest picture even when a larger one measured cheaper, else the lowest bitrate', () => {
    expect(
      lightestLevel([
        { height: 720, bitrate: 110_000 },
        { height: 240, bitrate: 120_000 },
        { height: 360, bitrate: 126_000 },
      ]),
    ).toBe(1);
    expect(
      lightestLevel([
        { height: 0, bitrate: 64_000 },
        { height: 0, bitrate: 31_000 },
      ]),
    ).toBe(1);
    expect(lightestLevel([])).toBe(-1);
  });
});

describe('native engine and the data saver', () => {
  it('asks for a reload when the setting changes, as native HLS cannot change rung in place', () => {
    const media = { removeAttribute() {}, load() {} } as unknown as HTMLMediaElement;
    const engine = createNativeEngine(media, { dataSaver: false });
    expect(engine.setDataSaver(false)).toBe('unchanged');
    expect(engine.setDataSaver(true)).toBe('reload');
    expect(engine.setDataSaver(true)).toBe('unchanged');
  });
});
