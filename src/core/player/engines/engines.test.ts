import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseEngineKind } from './engines';

const element = (nativeHls: boolean) =>
  ({
    canPlayType: (type: string) => (nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''),
  }) as unknown as HTMLMediaElement;

/** A browser by its vendor and whether it has Media Source Extensions. */
function browser(vendor: string, mediaSource: 'MediaSource' | 'ManagedMediaSource' | null) {
  vi.stubGlobal('navigator', { vendor });
  vi.stubGlobal('MediaSource', undefined);
  vi.stubGlobal('ManagedMediaSource', undefined);
  // Absent, not undefined: the check is whether the name exists.
  delete (globalThis as Record<string, unknown>).MediaSource;
  delete (globalThis as Record<string, unknown>).ManagedMediaSource;
  if (mediaSource) vi.stubGlobal(mediaSource, class {});
}

afterEach(() => vi.unstubAllGlobals());

describe('chooseEngineKind', () => {
  it('plays natively on Apple’s WebKit, with or without Media Source', () => {
    browser('Apple Computer, Inc.', 'MediaSource');
    expect(chooseEngineKind(element(true), '')).toBe('native');
    browser('Apple Computer, Inc.', 'ManagedMediaSource');
    expect(chooseEngineKind(element(true), '')).toBe('native');
  });

  it('plays through hls.js on Chromium although it says it can play HLS, and where there is no native HLS', () => {
    browser('Google Inc.', 'MediaSource');
    expect(chooseEngineKind(element(true), '')).toBe('hlsjs');
    browser('', 'MediaSource');
    expect(chooseEngineKind(element(false), '')).toBe('hlsjs');
  });

  it('plays natively where native HLS is all there is', () => {
    browser('Google Inc.', null);
    expect(chooseEngineKind(element(true), '')).toBe('native');
  });

  it('lets ?engine= force either path, and ignores other values', () => {
    browser('Google Inc.', 'MediaSource');
    expect(chooseEngineKind(element(true), '?engine=native')).toBe('native');
    expect(chooseEngineKind(element(false), '?engine=hlsjs')).toBe('hlsjs');
    expect(chooseEngineKind(element(true), '?engine=flash')).toBe('hlsjs');
  });
});

describe('an on-demand start before hls.js has arrived', () => {
  it('reads the ladder and its lightest rung beside hls.js’s chunk, for hls.js to take', async () => {
    vi.resetModules();
    // hls.js's chunk is still on its way for the whole test.
    vi.doMock('./load-hlsjs-engine', () => ({ loadHlsJsEngine: () => new Promise(() => undefined) }));
    const ladderUrl = 'https://m.test/catchup/702/index.m3u8?from=1&to=2';
    const ladder =
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=128000\n128k.m3u8?from=1&to=2\n' +
      '#EXT-X-STREAM-INF:BANDWIDTH=32000\n32k.m3u8?from=1&to=2\n';
    const rung = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\ns0.ts\n#EXT-X-ENDLIST\n';
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(url === ladderUrl ? ladder : rung);
    });
    const { createEngine } = await import('./engines');
    const { takePrefetchedPlaylist } = await import('../live/take-prefetched-playlist');
    const media = { removeAttribute() {}, load() {} } as unknown as HTMLMediaElement;
    void createEngine('hlsjs', media, { onFatal() {}, onProblem() {} }).load(ladderUrl);
    const rungUrl = 'https://m.test/catchup/702/32k.m3u8?from=1&to=2';
    await vi.waitFor(() => expect(asked).toEqual([ladderUrl, rungUrl]));
    await expect(takePrefetchedPlaylist(ladderUrl)).resolves.toMatchObject({ text: ladder });
    await expect(takePrefetchedPlaylist(rungUrl)).resolves.toMatchObject({ text: rung });
    vi.doUnmock('./load-hlsjs-engine');
  });
});
