import { describe, expect, it } from 'vitest';
import {
  buildLivePlaylist,
  buildMultivariantPlaylist,
  buildVodPlaylist,
  LIVE_WINDOW,
  liveWindow,
  type PlaylistPool,
  type VariantEntry,
} from './playlists';

const audioPool: PlaylistPool = {
  basePath: '/media/pool/abcdefabcdef/a1',
  segmentSeconds: 2,
  segments: ['s000.ts', 's001.ts', 's002.ts', 's003.ts', 's004.ts'],
  tailSeconds: 1,
  tails: ['t000.ts'],
};
const videoPool: PlaylistPool = {
  ...audioPool,
  basePath: '/media/pool/abcdefabcdef/v0',
  segmentSeconds: 4,
  tails: ['t000.ts', 't001.ts', 't002.ts'],
};

function extinfs(playlist: string): number[] {
  return [...playlist.matchAll(/^#EXTINF:([\d.]+),$/gm)].map((m) => Number(m[1]));
}
function uris(playlist: string): string[] {
  return playlist.split('\n').filter((l) => l.startsWith('/'));
}
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

describe('buildVodPlaylist', () => {
  it.each([
    [audioPool, 1500],
    [audioPool, 1501],
    [audioPool, 1],
    [videoPool, 180],
    [videoPool, 711],
    [videoPool, 3],
  ])('lasts exactly the asset duration (%#)', (pool, seconds) => {
    const playlist = buildVodPlaylist(pool, seconds);
    expect(sum(extinfs(playlist))).toBe(seconds);
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });

  it('loops the pool with a discontinuity at each wrap and before the tail', () => {
    const playlist = buildVodPlaylist(audioPool, 23); // 11 full segments (2 wraps) + 1 s tail
    const lines = playlist.split('\n');
    const list = uris(playlist).map((u) => u.split('/').pop());
    expect(list).toEqual([
      's000.ts',
      's001.ts',
      's002.ts',
      's003.ts',
      's004.ts',
      's000.ts',
      's001.ts',
      's002.ts',
      's003.ts',
      's004.ts',
      's000.ts',
      't000.ts',
    ]);
    expect(lines.filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(3);
    // every discontinuity directly precedes the segment that restarts the pool or the tail
    lines.forEach((line, i) => {
      if (line === '#EXT-X-DISCONTINUITY') expect(lines[i + 2]).toMatch(/\/(s000|t000)\.ts$/);
    });
  });

  it('keeps every declared duration within the target duration', () => {
    const playlist = buildVodPlaylist(videoPool, 711);
    const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)?.[1]);
    expect(target).toBe(4);
    expect(Math.max(...extinfs(playlist))).toBeLessThanOrEqual(target);
  });
});

describe('liveWindow', () => {
  const epoch = Date.UTC(2024, 0, 1);

  it('advances the media sequence by one per segment duration', () => {
    const now = epoch + 1_000_000_000;
    const a = liveWindow(audioPool, now, epoch);
    const b = liveWindow(audioPool, now + 2000, epoch);
    const c = liveWindow(audioPool, now + 2000 * 7 + 500, epoch);
    expect(a.mediaSequence).toBe(Math.floor(1_000_000_000 / 2000) - LIVE_WINDOW);
    expect(b.mediaSequence).toBe(a.mediaSequence + 1);
    expect(c.mediaSequence).toBe(a.mediaSequence + 7);
    expect(a.segments).toHaveLength(LIVE_WINDOW);
  });

  it('never lists a segment that has not fully aired', () => {
    const now = epoch + 123_456_789;
    const window = liveWindow(audioPool, now, epoch);
    const last = window.segments.at(-1);
    expect(last).toBeDefined();
    if (!last) return;
    expect(Date.parse(last.programDateTime) + 2000).toBeLessThanOrEqual(now);
    expect(Date.parse(last.programDateTime) + 4000).toBeGreaterThan(now);
  });

  it('numbers discontinuities consistently across a pool wrap', () => {
    // Pool of 5 segments: sequences 10..15 straddle the wrap at 15 (third pass starts at 10, fourth at 15).
    const at = (first: number) => epoch + (first + LIVE_WINDOW) * 2000 + 1;
    const before = liveWindow(audioPool, at(10), epoch);
    expect(before.segments.map((s) => s.sequence)).toEqual([10, 11, 12, 13, 14, 15]);
    expect(before.discontinuitySequence).toBe(2);
    expect(before.segments.map((s) => s.discontinuity)).toEqual([false, false, false, false, false, true]);
    // Once the wrapping segment is first in the window, its discontinuity is counted in the sequence number.
    const after = liveWindow(audioPool, at(15), epoch);
    expect(after.discontinuitySequence).toBe(3);
    expect(after.segments[0]?.discontinuity).toBe(false);
    // The segment after the wrap keeps the same discontinuity number in both playlists: 2 + 1 === 3 + 0.
    const dsnOf15 = (w: typeof before) =>
      w.discontinuitySequence + w.segments.filter((s) => s.sequence <= 15 && s.discontinuity).length;
    expect(dsnOf15(before)).toBe(dsnOf15(after));
    expect(before.segments.map((s) => s.uri.split('/').pop())).toEqual([
      's000.ts',
      's001.ts',
      's002.ts',
      's003.ts',
      's004.ts',
      's000.ts',
    ]);
  });

  it('writes a live playlist without ENDLIST and with a date per segment', () => {
    const playlist = buildLivePlaylist(audioPool, epoch + 10_000_000, epoch);
    expect(playlist).not.toContain('ENDLIST');
    expect(playlist).not.toContain('PLAYLIST-TYPE');
    expect(playlist.match(/#EXT-X-PROGRAM-DATE-TIME:/g)).toHaveLength(LIVE_WINDOW);
    expect(playlist).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+\n#EXT-X-DISCONTINUITY-SEQUENCE:\d+/);
  });
});

describe('buildMultivariantPlaylist', () => {
  const audio = (uri: string, peakBps: number): VariantEntry => ({
    uri,
    peakBps,
    averageBps: peakBps - 1000,
    codecs: 'mp4a.40.2',
    resolution: null,
  });
  const video = (uri: string, peakBps: number, height: number): VariantEntry => ({
    ...audio(uri, peakBps),
    codecs: 'avc1.4d401f,mp4a.40.2',
    resolution: { width: Math.round((height * 16) / 9), height },
  });

  it('lists every rung lightest first with its measured rates and codecs', () => {
    const playlist = buildMultivariantPlaylist([
      audio('/media/live/702/128k.m3u8', 64_000),
      audio('/media/live/702/32k.m3u8', 31_000),
      audio('/media/live/702/64k.m3u8', 52_000),
    ]);
    expect(playlist.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=31000,AVERAGE-BANDWIDTH=30000,CODECS="mp4a.40.2"',
      '/media/live/702/32k.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=52000,AVERAGE-BANDWIDTH=51000,CODECS="mp4a.40.2"',
      '/media/live/702/64k.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=64000,AVERAGE-BANDWIDTH=63000,CODECS="mp4a.40.2"',
      '/media/live/702/128k.m3u8',
      '',
    ]);
    expect(playlist).not.toContain('#EXTINF');
  });

  it('puts the pictures first, with their resolution, and the audio-only rung last', () => {
    const playlist = buildMultivariantPlaylist([
      audio('audio.m3u8', 40_000),
      video('720p.m3u8', 1_200_000, 720),
      video('240p.m3u8', 200_000, 240),
      video('360p.m3u8', 400_000, 360),
    ]);
    expect(playlist.split('\n').filter((l) => !l.startsWith('#') && l)).toEqual([
      '240p.m3u8',
      '360p.m3u8',
      '720p.m3u8',
      'audio.m3u8',
    ]);
    expect(playlist).toContain('RESOLUTION=427x240');
    expect(playlist).toMatch(/BANDWIDTH=40000,AVERAGE-BANDWIDTH=39000,CODECS="mp4a.40.2"\naudio\.m3u8/);
  });
});

describe('buildMultivariantPlaylist ordering', () => {
  it('orders pictures by size even when a larger one measured cheaper', () => {
    const entry = (uri: string, peakBps: number, height: number | null): VariantEntry => ({
      uri,
      peakBps,
      averageBps: peakBps,
      codecs: 'avc1.4d401f,mp4a.40.2',
      resolution: height === null ? null : { width: height * 2, height },
    });
    const playlist = buildMultivariantPlaylist([
      entry('720p.m3u8', 110_000, 720),
      entry('360p.m3u8', 126_000, 360),
      entry('240p.m3u8', 88_000, 240),
    ]);
    expect(playlist.split('\n').filter((l) => l.endsWith('.m3u8'))).toEqual([
      '240p.m3u8',
      '360p.m3u8',
      '720p.m3u8',
    ]);
  });
});
