import type { HlsConfig, Loader, LoaderCallbacks, LoaderContext, PlaylistLoaderContext } from 'hls.js/light';
import { describe, expect, it, vi } from 'vitest';
import { playlistHandOver } from './playlist-hand-over';
import { keepPrefetchedPlaylist } from '../live/prefetched-playlists';
import { takePrefetchedPlaylist } from '../live/take-prefetched-playlist';

/** The hand-over as the player makes it: the press's kept reads (../live/take-prefetched-playlist.ts). */
const handOver = (Network: new (config: HlsConfig) => Loader<LoaderContext>) =>
  playlistHandOver(Network, takePrefetchedPlaylist);

const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\ns1.ts\n';
const loaderConfig = (maxTimeToFirstByteMs = 10_000) => ({ loadPolicy: { maxTimeToFirstByteMs } }) as never;

/** hls.js's network loader, standing in: it records what it was asked to load. */
function networkLoader() {
  const loaded: string[] = [];
  class Network {
    context: LoaderContext | null = null;
    stats = { loaded: 0 } as never;
    load(context: LoaderContext) {
      loaded.push(context.url);
    }
    abort() {}
    destroy() {}
    getCacheAge = () => 7;
  }
  return { Network: Network as unknown as new (config: HlsConfig) => Loader<LoaderContext>, loaded };
}

function callbacks() {
  return {
    onSuccess: vi.fn(),
    onError: vi.fn(),
    onTimeout: vi.fn(),
  } satisfies LoaderCallbacks<PlaylistLoaderContext>;
}

const context = (type: 'manifest' | 'level', url: string) => ({ type, url }) as PlaylistLoaderContext;

/** A read the test finishes when it likes, as the prefetch's fetch would. */
function pendingRead() {
  let finish: (text: string) => void = () => undefined;
  let fail: () => void = () => undefined;
  const read = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = () => reject(new Error('network'));
  });
  return { read, finish, fail };
}

describe('playlistHandOver', () => {
  it('answers a level playlist from the prefetch’s read, waiting for it, without a request', async () => {
    const { Network, loaded } = networkLoader();
    const url = 'https://m.test/live/32k.m3u8';
    const { read, finish } = pendingRead();
    keepPrefetchedPlaylist(url, read);
    const loader = new (handOver(Network))({} as HlsConfig);
    const done = callbacks();
    loader.load(context('level', url), loaderConfig(), done);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done.onSuccess).not.toHaveBeenCalled(); // the read is still on its way
    finish(playlist);
    await vi.waitFor(() => expect(done.onSuccess).toHaveBeenCalledTimes(1));
    const [response, stats] = done.onSuccess.mock.calls[0] ?? [];
    expect(response).toEqual({ url, data: playlist, code: 200 });
    expect(stats.loaded).toBe(playlist.length);
    expect(loaded).toEqual([]);
    // The copy's own age (kept moments ago), not the network loader's (7 s): hls.js plans its next reload by it.
    expect(loader.getCacheAge?.()).toBeLessThan(1);
  });

  it('sends a ladder or level without a read, and a second load of the same level, to the network', async () => {
    const { Network, loaded } = networkLoader();
    const Loader = handOver(Network);
    const url = 'https://m.test/live/64k.m3u8';
    keepPrefetchedPlaylist(url, Promise.resolve(playlist));
    new Loader({} as HlsConfig).load(
      context('manifest', 'https://m.test/live/index.m3u8'),
      loaderConfig(),
      callbacks(),
    );
    new Loader({} as HlsConfig).load(
      context('level', 'https://m.test/other.m3u8'),
      loaderConfig(),
      callbacks(),
    );
    const first = callbacks();
    new Loader({} as HlsConfig).load(context('level', url), loaderConfig(), first);
    await vi.waitFor(() => expect(first.onSuccess).toHaveBeenCalledTimes(1));
    const reload = new Loader({} as HlsConfig);
    reload.load(context('level', url), loaderConfig(), callbacks());
    expect(loaded).toEqual(['https://m.test/live/index.m3u8', 'https://m.test/other.m3u8', url]);
    expect(reload.getCacheAge?.()).toBe(7); // the network loader's own answer
  });

  it('answers an on-demand start’s ladder and finished rung from the reads made while hls.js arrived', async () => {
    const { Network, loaded } = networkLoader();
    const Loader = handOver(Network);
    const ladderUrl = 'https://m.test/catchup/702/index.m3u8?from=1&to=2';
    const rungUrl = 'https://m.test/catchup/702/32k.m3u8?from=1&to=2';
    const ladder = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=32000\n32k.m3u8?from=1&to=2\n';
    const rung = `${playlist}#EXT-X-ENDLIST\n`;
    // Read well before hls.js asks: an unchanging playlist is not judged by its target duration.
    keepPrefetchedPlaylist(ladderUrl, Promise.resolve(ladder), () => Date.now() - 5_000);
    keepPrefetchedPlaylist(rungUrl, Promise.resolve(rung), () => Date.now() - 5_000);
    const [first, second] = [callbacks(), callbacks()];
    new Loader({} as HlsConfig).load(context('manifest', ladderUrl), loaderConfig(), first);
    new Loader({} as HlsConfig).load(context('level', rungUrl), loaderConfig(), second);
    await vi.waitFor(() => expect(second.onSuccess).toHaveBeenCalledTimes(1));
    expect(first.onSuccess.mock.calls[0]?.[0]).toEqual({ url: ladderUrl, data: ladder, code: 200 });
    expect(second.onSuccess.mock.calls[0]?.[0]).toEqual({ url: rungUrl, data: rung, code: 200 });
    expect(loaded).toEqual([]);
  });

  it('goes to the network after a failed read, and after a read that takes longer than a first byte may', async () => {
    const { Network, loaded } = networkLoader();
    const Loader = handOver(Network);
    const failed = pendingRead();
    keepPrefetchedPlaylist('https://m.test/failed.m3u8', failed.read);
    new Loader({} as HlsConfig).load(
      context('level', 'https://m.test/failed.m3u8'),
      loaderConfig(),
      callbacks(),
    );
    failed.fail();
    await vi.waitFor(() => expect(loaded).toEqual(['https://m.test/failed.m3u8']));

    const hanging = pendingRead();
    keepPrefetchedPlaylist('https://m.test/hanging.m3u8', hanging.read);
    const done = callbacks();
    new Loader({} as HlsConfig).load(context('level', 'https://m.test/hanging.m3u8'), loaderConfig(20), done);
    await vi.waitFor(() => expect(loaded).toContain('https://m.test/hanging.m3u8'));
    hanging.finish(playlist); // too late: the network loader has it
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done.onSuccess).not.toHaveBeenCalled();
  });

  it('never answers an aborted load', async () => {
    const { Network, loaded } = networkLoader();
    const url = 'https://m.test/live/aborted.m3u8';
    keepPrefetchedPlaylist(url, Promise.resolve(playlist));
    const loader = new (handOver(Network))({} as HlsConfig);
    const done = callbacks();
    loader.load(context('level', url), loaderConfig(), done);
    loader.abort();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done.onSuccess).not.toHaveBeenCalled();
    expect(loaded).toEqual([]);
  });
});
