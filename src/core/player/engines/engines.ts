/**
 * Stream engines (docs/player.md, "Engines"): native HLS, or hls.js fetched the first time a stream needs it,
 * so pages that never play (or play natively) never download it. An engine is used once, and a destroyed one
 * ignores every late callback.
 */
import type { EngineKind } from './engine-kind';
import { hlsJsArrived } from './hlsjs-arrival';
import { loadHlsJsEngine } from './load-hlsjs-engine';
import { lightestVariant, parseMultivariant } from './multivariant';
import type { TakePlaylist } from './playlist-hand-over';
import { startEarly, type EarlyStart } from '../early-start/early-start';
import { readPlaylist } from '../live/prefetch-live-start';
import { keepPrefetchedPlaylist } from '../live/prefetched-playlists';
import { takePrefetchedPlaylist } from '../live/take-prefetched-playlist';

export { chooseEngineKind, type EngineKind } from './engine-kind';

export interface EngineEvents {
  /** The stream cannot go on: network loss, an unrecoverable media error. */
  onFatal(kind: 'network' | 'media' | 'other', detail: string): void;
  /** Something was wrong and handled (recorded for monitoring only). */
  onProblem(detail: string): void;
}

export interface StreamEngine {
  readonly kind: EngineKind;
  load(src: string): Promise<void>;
  /** The data saver changed: 'applied' moves at the next segment (hls.js), 'reload' needs a new load (native). */
  setDataSaver(on: boolean): 'applied' | 'reload' | 'unchanged';
  destroy(): void;
}

export interface EngineOptions {
  /** Play the lightest rung only (the data saver, docs/data-saver.md). */
  dataSaver: boolean;
}

/** What only hls.js takes: the press's prefetched playlists, and what an early start plays, to go on with. */
export interface HlsJsEngineOptions extends EngineOptions {
  takePlaylist?: TakePlaylist;
  transfer?: NonNullable<EarlyStart['playing']>;
}

/**
 * Native HLS adapts on its own and offers no cap, so with the data saver on the element gets the lightest
 * rung's own playlist (./lightest-source.ts, a chunk fetched only then).
 */
export function createNativeEngine(
  media: HTMLMediaElement,
  options: EngineOptions = { dataSaver: false },
): StreamEngine {
  let destroyed = false;
  let dataSaver = options.dataSaver;
  return {
    kind: 'native',
    async load(src) {
      if (destroyed) return;
      const url = dataSaver ? await import('./lightest-source').then((m) => m.lightestSource(src)) : src;
      if (destroyed) return;
      media.src = url;
      media.load();
    },
    setDataSaver(on) {
      if (on === dataSaver) return 'unchanged';
      dataSaver = on;
      return 'reload';
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      media.removeAttribute('src');
      media.load();
    },
  };
}

/**
 * An on-demand start (catch-up, an episode) that finds hls.js not here yet reads the ladder and the rung hls.js
 * starts on (the lightest, as `startLevel: 0` picks) while hls.js's chunk arrives, for hls.js to take
 * (./playlist-hand-over.ts): two round trips, and for catch-up hours of playlist, it would otherwise begin only
 * once its chunk had arrived and run.
 */
function readAheadOfHlsJs(src: string): void {
  const ladder = readPlaylist(src);
  keepPrefetchedPlaylist(src, ladder);
  // Kept as the ladder arrives, before hls.js can have read the ladder's copy and asked for the rung.
  void ladder.then(
    (text) => {
      const rung = lightestVariant(parseMultivariant(text, src))?.url;
      if (rung) keepPrefetchedPlaylist(rung, readPlaylist(rung));
    },
    () => undefined, // hls.js asks for itself
  );
}

/**
 * The hls.js engine, its chunk fetched on the first load (docs/design.md, "Budgets"). Should it not be here
 * yet, a live start the press prefetched plays its first segments without it (../early-start/early-start.ts)
 * and hls.js takes the element over where they end; `load` then resolves as soon as they play.
 */
function createHlsJsEngine(
  media: HTMLMediaElement,
  events: EngineEvents,
  options: EngineOptions = { dataSaver: false },
): StreamEngine {
  let inner: StreamEngine | null = null;
  let early: EarlyStart | null = null;
  let destroyed = false;
  let dataSaver = options.dataSaver;
  const run = async (src: string) => {
    const { createHlsJsEngineNow } = await loadHlsJsEngine();
    if (destroyed) return;
    const takePlaylist: TakePlaylist = early?.takePlaylist ?? takePrefetchedPlaylist;
    const transfer = early?.playing ?? undefined;
    if (transfer) await transfer.appended;
    if (destroyed) return;
    inner = createHlsJsEngineNow(media, events, { dataSaver, takePlaylist, transfer });
    await inner.load(src);
  };
  return {
    kind: 'hlsjs',
    async load(src) {
      // hls.js not here yet: the early start plays first, and hls.js is asked for once it plays (`run`).
      if (!hlsJsArrived()) {
        early = await startEarly(media, src, () => !destroyed);
        if (!early && !destroyed) readAheadOfHlsJs(src);
      }
      if (destroyed) return;
      if (!early?.playing) return run(src);
      void run(src).catch((error: unknown) => {
        if (!destroyed) events.onFatal('network', `hls.js could not take over: ${String(error)}`);
      });
    },
    setDataSaver(on) {
      if (inner) return inner.setDataSaver(on);
      if (on === dataSaver) return 'unchanged';
      dataSaver = on; // not loaded yet: the engine starts with it
      return 'applied';
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (inner) {
        inner.destroy();
        return;
      }
      // Stopped before hls.js took the early start over: its MediaSource goes with it.
      early?.playing?.release();
      media.removeAttribute('src');
      media.load();
    },
  };
}

export function createEngine(
  kind: EngineKind,
  media: HTMLMediaElement,
  events: EngineEvents,
  options: EngineOptions = { dataSaver: false },
): StreamEngine {
  return kind === 'native' ? createNativeEngine(media, options) : createHlsJsEngine(media, events, options);
}
