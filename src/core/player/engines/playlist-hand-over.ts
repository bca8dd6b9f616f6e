/**
 * hls.js's playlist loader (`pLoader`): a ladder or level playlist read ahead of hls.js (a live press's
 * prefetch, an on-demand start while hls.js arrived) comes from that copy, through `take`, and everything else
 * from hls.js's own loader. In hls.js's chunk, which imports
 * nothing else, so the player hands `take` in (../live/take-prefetched-playlist.ts).
 */
import {
  LoadStats,
  type HlsConfig,
  type Loader,
  type LoaderCallbacks,
  type LoaderConfiguration,
  type LoaderContext,
  type PlaylistLoaderContext,
} from 'hls.js/light';
type PlaylistLoaderClass = new (config: HlsConfig) => Loader<PlaylistLoaderContext>;

/** The kept read of a playlist URL once finished: fresh (with its age), null, or undefined when none was kept. */
export type TakePlaylist = (url: string) => Promise<{ text: string; ageSeconds: number } | null> | undefined;

/**
 * hls.js's default loader is typed for any context; it hands each callback the context it was given, so a
 * playlist's callbacks get a playlist's context back.
 */
export function playlistHandOver(
  Network: new (config: HlsConfig) => Loader<LoaderContext>,
  take: TakePlaylist,
): PlaylistLoaderClass {
  return class PlaylistHandOver implements Loader<PlaylistLoaderContext> {
    context: PlaylistLoaderContext | null = null;
    private own = new LoadStats();
    private network: Loader<LoaderContext> | null = null;
    /** A kept read is on its way; false once it is used, or the load is aborted. */
    private waiting = false;
    private ageSeconds: number | null = null;

    constructor(private readonly config: HlsConfig) {}

    get stats() {
      return this.network?.stats ?? this.own;
    }

    load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      this.context = context;
      const kept = context.type === 'level' || context.type === 'manifest' ? take(context.url) : undefined;
      if (!kept) return this.fromNetwork(context, config, callbacks);
      this.waiting = true;
      // A read that hangs gets no longer than a network load's first byte would before hls.js's own try.
      const giveUp = setTimeout(() => {
        if (!this.waiting) return;
        this.waiting = false;
        this.fromNetwork(context, config, callbacks);
      }, config.loadPolicy?.maxTimeToFirstByteMs ?? 10_000);
      void kept.then((copy) => {
        if (!this.waiting) return; // aborted, destroyed or given up meanwhile
        this.waiting = false;
        clearTimeout(giveUp);
        if (!copy) return this.fromNetwork(context, config, callbacks);
        this.ageSeconds = copy.ageSeconds;
        const stats = this.own;
        const at = performance.now();
        stats.loading.start = stats.loading.first = stats.loading.end = at;
        stats.loaded = stats.total = copy.text.length;
        callbacks.onSuccess({ url: context.url, data: copy.text, code: 200 }, stats, context, null);
      });
    }

    private fromNetwork(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      this.network = new Network(this.config);
      this.network.load(context, config, callbacks as unknown as LoaderCallbacks<LoaderContext>);
    }

    abort(): void {
      this.waiting = false;
      this.network?.abort();
    }

    destroy(): void {
      this.waiting = false;
      this.network?.destroy();
      this.network = null;
      this.context = null;
    }

    /** How long the copy had been kept: hls.js counts it as a cache's `Age` when it plans the next reload. */
    getCacheAge(): number | null {
      return this.network ? (this.network.getCacheAge?.() ?? null) : this.ageSeconds;
    }

    getResponseHeader(name: string): string | null {
      return this.network?.getResponseHeader?.(name) ?? null;
    }
  };
}
