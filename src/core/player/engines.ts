/**
 * Stream engines: how an HLS source gets into the page's media element (DESIGN.md §1).
 *
 * - native: the browser plays HLS itself (Safari, recent Chromium). Nothing extra to download.
 * - hlsjs: hls.js over Media Source Extensions, fetched with a dynamic import the first time a stream needs it,
 *   so pages that never play (or play natively) never download its ~170 kB.
 *
 * An engine is used once: to switch media or to reconnect, the player destroys it and makes a new one. A
 * destroyed engine ignores every late callback (RELIABILITY.md 13).
 */
import type Hls from 'hls.js';
import type { ErrorData } from 'hls.js';

export type EngineKind = 'native' | 'hlsjs';

export interface EngineEvents {
  /** The stream cannot go on: network loss, an unrecoverable media error. */
  onFatal(kind: 'network' | 'media' | 'other', detail: string): void;
  /** Something was wrong and handled (recorded for monitoring only). */
  onProblem(detail: string): void;
}

export interface StreamEngine {
  readonly kind: EngineKind;
  load(src: string): Promise<void>;
  destroy(): void;
}

/** hls.js may call recoverMediaError at most once per this window (hls.js API.md recipe, RELIABILITY.md 10). */
export const MEDIA_RECOVERY_WINDOW_MS = 5_000;

/** More non-fatal media errors than this within the window is a broken stream, not a bad segment. */
export const MEDIA_ERROR_BURST = { count: 8, windowMs: 3_000 } as const;

export function canPlayNativeHls(media: HTMLMediaElement): boolean {
  return media.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** The engine a page should use: forced by `?engine=native|hlsjs` (tests, diagnosis), else native when possible. */
export function chooseEngineKind(
  media: HTMLMediaElement,
  search: string = globalThis.location?.search ?? '',
): EngineKind {
  const forced = new URLSearchParams(search).get('engine');
  if (forced === 'native' || forced === 'hlsjs') return forced;
  return canPlayNativeHls(media) ? 'native' : 'hlsjs';
}

export function createNativeEngine(media: HTMLMediaElement): StreamEngine {
  let destroyed = false;
  return {
    kind: 'native',
    async load(src) {
      if (destroyed) return;
      media.src = src;
      media.load();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      media.removeAttribute('src');
      media.load();
    },
  };
}

let hlsModule: Promise<typeof Hls> | null = null;

/** Loads hls.js once per page. */
export function loadHlsJs(): Promise<typeof Hls> {
  hlsModule ??= import('hls.js').then((module) => module.default);
  return hlsModule;
}

export function createHlsJsEngine(
  media: HTMLMediaElement,
  events: EngineEvents,
  now: () => number = Date.now,
): StreamEngine {
  let hls: Hls | null = null;
  let destroyed = false;
  let lastRecovery = Number.NEGATIVE_INFINITY;
  let recentMediaErrors: number[] = [];
  let failed = false;

  return {
    kind: 'hlsjs',
    async load(src) {
      const HlsClass = await loadHlsJs();
      if (destroyed) return;
      if (!HlsClass.isSupported()) {
        events.onFatal('other', 'this browser supports neither native HLS nor Media Source Extensions');
        return;
      }
      const instance = new HlsClass({
        // Single rendition: skip the bandwidth probe so the first segment starts at once (RELIABILITY.md 12).
        testBandwidth: false,
        startLevel: 0,
        startFragPrefetch: true,
        liveSyncDurationCount: 3,
        backBufferLength: 30,
        // Workers are created from blob: URLs, which strict partner CSPs forbid; the main thread is fine for audio.
        enableWorker: false,
      });
      hls = instance;
      instance.on(HlsClass.Events.ERROR, (_event, data: ErrorData) => {
        if (destroyed || hls !== instance) return;
        if (failed) return;
        if (!data.fatal) {
          if (data.details === HlsClass.ErrorDetails.BUFFER_STALLED_ERROR) return; // normal while rebuffering
          if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) {
            // hls.js reloads a segment it cannot parse at once and without limit (RELIABILITY.md 10): move past
            // a bad segment, and call a burst of them a broken stream.
            const at = now();
            recentMediaErrors = [...recentMediaErrors.filter((t) => at - t < MEDIA_ERROR_BURST.windowMs), at];
            if (recentMediaErrors.length > MEDIA_ERROR_BURST.count) {
              failed = true;
              events.onFatal('media', `hls.js ${data.details} repeated`);
              return;
            }
            const frag = data.frag;
            if (
              data.details === HlsClass.ErrorDetails.FRAG_PARSING_ERROR &&
              frag &&
              media.currentTime >= frag.start - 0.5 &&
              media.currentTime < frag.end
            ) {
              media.currentTime = frag.end + 0.05;
            }
          }
          events.onProblem(`hls.js ${data.type}: ${data.details}`);
          return;
        }
        if (
          data.type === HlsClass.ErrorTypes.MEDIA_ERROR &&
          now() - lastRecovery >= MEDIA_RECOVERY_WINDOW_MS
        ) {
          lastRecovery = now();
          events.onProblem(`hls.js recovering from ${data.details}`);
          instance.recoverMediaError();
          return;
        }
        // A server that answered 403/404/410 will not answer otherwise on a retry: that is a broken stream, not a
        // lost network.
        const status = data.response?.code ?? 0;
        const gone = status === 403 || status === 404 || status === 410;
        const kind =
          data.type === HlsClass.ErrorTypes.NETWORK_ERROR && !gone
            ? 'network'
            : data.type === HlsClass.ErrorTypes.MEDIA_ERROR
              ? 'media'
              : 'other';
        events.onFatal(kind, `hls.js ${data.details}`);
      });
      instance.attachMedia(media);
      instance.loadSource(src);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (hls) {
        hls.detachMedia();
        hls.destroy();
        hls = null;
      }
      media.removeAttribute('src');
      media.load();
    },
  };
}

export function createEngine(kind: EngineKind, media: HTMLMediaElement, events: EngineEvents): StreamEngine {
  return kind === 'native' ? createNativeEngine(media) : createHlsJsEngine(media, events);
}
