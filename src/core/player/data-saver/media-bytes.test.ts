import { describe, expect, it } from 'vitest';
import type { Current } from '../controller';
import { keyOf, mediaBytes } from './media-bytes';

const entry = (name: string, transferSize: number, initiatorType = 'xmlhttprequest') =>
  ({ name, transferSize, initiatorType }) as PerformanceResourceTiming;

const ORIGIN = 'http://media.test';

describe('mediaBytes', () => {
  it("counts the playlists and segments of the playing media's origin, as transferred", () => {
    expect(mediaBytes(entry(`${ORIGIN}/media/pool/abc/a0-32k/s001.ts`, 7632), ORIGIN)).toBe(7632);
    expect(mediaBytes(entry(`${ORIGIN}/media/live/702/32k.m3u8`, 1047, 'video'), ORIGIN)).toBe(1047);
    expect(mediaBytes(entry(`${ORIGIN}/media/vod/x/32k.m3u8?exp=1&sig=abc`, 900, 'fetch'), ORIGIN)).toBe(900);
  });

  it('counts nothing else: other origins, images, scripts, cache hits', () => {
    expect(mediaBytes(entry('http://elsewhere.test/a.ts', 5000), ORIGIN)).toBe(0);
    expect(mediaBytes(entry(`${ORIGIN}/images/x.webp`, 5000, 'img'), ORIGIN)).toBe(0);
    expect(mediaBytes(entry(`${ORIGIN}/graphql`, 5000, 'fetch'), ORIGIN)).toBe(0);
    expect(mediaBytes(entry(`${ORIGIN}/media/pool/abc/a0-32k/s001.ts`, 0), ORIGIN)).toBe(0);
    expect(mediaBytes(entry(`${ORIGIN}/media/pool/abc/a0-32k/s001.ts`, 7000, 'script'), ORIGIN)).toBe(0);
    expect(mediaBytes(entry(`${ORIGIN}/a.ts`, 7000), null)).toBe(0);
  });
});

describe('keyOf', () => {
  const current = (isLive: boolean, type: 'audio' | 'video', station: string) =>
    ({
      request: { type, audio: { station, title: 't' } },
      resolved: { isLive },
    }) as unknown as Current;

  it('files bytes under the station and the kind of listening', () => {
    expect(keyOf(current(true, 'audio', '702'))).toBe('702|live');
    expect(keyOf(current(false, 'audio', 'CapeTalk'))).toBe('CapeTalk|on-demand');
    expect(keyOf(current(false, 'video', ''))).toBe('Other|video');
  });
});
