/** hls.js over Media Source Extensions; imports hls.js statically, so both arrive as one chunk. */
// The light build: everything we use (ABR, level caps, MSE) without subtitles, alternate audio and DRM, none
// of which our streams carry; about 60 kB gz less for every listener whose browser needs hls.js.
import Hls, { type ErrorData, type Level } from 'hls.js/light';
import type { EngineEvents, HlsJsEngineOptions, StreamEngine } from './engines';
import { markDurationUnknown } from './init-duration';
import { playlistHandOver } from './playlist-hand-over';

/** recoverMediaError at most once per this window (hls.js's API documentation; docs/design.md, "Stream failures"). */
export const MEDIA_RECOVERY_WINDOW_MS = 5_000;

/** More non-fatal media errors than this within the window is a broken stream, not a bad segment. */
export const MEDIA_ERROR_BURST = { count: 8, windowMs: 3_000 } as const;

/**
 * How far ahead of the playhead hls.js may read, in seconds (docs/player.md, "Engines"). hls.js reads ahead
 * until 60 MB or 10 minutes, whichever it meets first; an audio rung never reaches 60 MB, so an episode was
 * read 10 minutes ahead (5.9 MB fetched 15 s after Play, against 0.7 MB with this limit). A minute rides out a
 * dropout on mobile data and costs at most what a minute of listening does.
 */
export const READ_AHEAD_SECONDS = 60;

/** The data saver's level: the smallest picture, else the lowest bitrate (as ./multivariant.ts picks). */
export function lightestLevel(levels: readonly Pick<Level, 'height' | 'bitrate'>[]): number {
  let best = -1;
  levels.forEach((level, index) => {
    const chosen = levels[best];
    const smaller =
      !chosen ||
      (level.height || 0) < (chosen.height || 0) ||
      ((level.height || 0) === (chosen.height || 0) && level.bitrate < chosen.bitrate);
    if (smaller) best = index;
  });
  return best;
}

export function createHlsJsEngineNow(
  media: HTMLMediaElement,
  events: EngineEvents,
  options: HlsJsEngineOptions = { dataSaver: false },
  now: () => number = Date.now,
): StreamEngine {
  let hls: Hls | null = null;
  let destroyed = false;
  let dataSaver = options.dataSaver;

  /**
   * The data saver caps hls.js's choice at the lightest rung; `nextLevel` switches smoothly (hls.js keeps the
   * segment playing and replaces what it buffered beyond it), so a change mid-stream leaves no gap.
   */
  const applyDataSaver = (instance: Hls, switchNow: boolean) => {
    const lightest = lightestLevel(instance.levels);
    if (lightest < 0) return;
    if (dataSaver) {
      instance.autoLevelCapping = lightest;
      if (switchNow) instance.nextLevel = lightest;
      else instance.startLevel = lightest;
    } else {
      instance.autoLevelCapping = -1;
      if (switchNow) instance.nextLevel = -1;
    }
  };
  // Whether the element plays, as its events last said (see MEDIA_DETACHING below).
  let elementPlaying = !media.paused;
  const onPlay = () => (elementPlaying = true);
  const onPause = () => (elementPlaying = false);
  media.addEventListener('play', onPlay);
  media.addEventListener('pause', onPause);
  let lastRecovery = Number.NEGATIVE_INFINITY;
  let recentMediaErrors: number[] = [];
  const countedReadings = new WeakSet<object>();
  let failed = false;

  return {
    kind: 'hlsjs',
    async load(src) {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        events.onFatal('other', 'this browser supports neither native HLS nor Media Source Extensions');
        return;
      }
      const instance = new Hls({
        // Start on the lightest rung without a bandwidth probe, so the first segment comes at once
        // (docs/design.md, "Stream failures"); hls.js climbs the ladder from there unless the data saver caps it.
        testBandwidth: false,
        startLevel: 0,
        startFragPrefetch: true,
        liveSyncDurationCount: 3,
        backBufferLength: 30,
        maxMaxBufferLength: READ_AHEAD_SECONDS,
        // Workers are created from blob: URLs, which strict partner CSPs forbid; the main thread is fine for audio.
        enableWorker: false,
        // The first level playlist comes from the press's prefetch when it is fresh (./playlist-hand-over.ts).
        pLoader: playlistHandOver(Hls.DefaultConfig.loader, options.takePlaylist ?? (() => undefined)),
      });
      hls = instance;
      instance.on(Hls.Events.MANIFEST_PARSED, () => {
        if (!destroyed && hls === instance) applyDataSaver(instance, false);
      });
      // hls.js announces each init segment it made (BUFFER_CODECS) before it appends those same bytes: with the
      // live window's length marked unknown in them, WebKitGTK keeps what follows a rung switch
      // (./init-duration.ts). Not needed after an early start: a SourceBuffer that began with the early start's
      // init segment keeps every sample in WebKit, and that hand-over is left as it was.
      if (!options.transfer) {
        instance.on(Hls.Events.BUFFER_CODECS, (_event, tracks) => {
          for (const track of Object.values(tracks))
            if (track?.initSegment) markDurationUnknown(track.initSegment);
        });
      }
      // A media-source reset (recoverMediaError, ours or hls.js's own after a segment it could not append)
      // reattaches the element, and the element's load algorithm leaves it paused without a `pause` event:
      // the player would show Pause while nothing plays. Play on where it was playing. hls.js's own listeners
      // have emptied the element before ours hear MEDIA_DETACHING, so whether it played comes from its events.
      let playingWhenDetached = false;
      instance.on(Hls.Events.MEDIA_DETACHING, () => {
        playingWhenDetached = !destroyed && elementPlaying;
      });
      instance.on(Hls.Events.MEDIA_ATTACHED, () => {
        if (destroyed || hls !== instance || !playingWhenDetached) return;
        playingWhenDetached = false;
        media.play().catch((error: unknown) => {
          if (!destroyed) events.onProblem(`hls.js could not play on after a reset: ${String(error)}`);
        });
      });
      instance.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
        if (destroyed || hls !== instance) return;
        if (failed) return;
        if (!data.fatal) {
          if (data.details === Hls.ErrorDetails.BUFFER_STALLED_ERROR) return; // normal while rebuffering
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
            // hls.js reloads a segment it cannot parse at once and without limit (docs/design.md, "Stream failures"): move past
            // a bad segment, and call a burst of them a broken stream.
            // One reading of a bad segment may report each packet it could not read (hls.js's MPEG-TS demuxer,
            // each with that reading's chunk metadata): the first counts and is recorded, the rest only move
            // past the segment, or one segment would read as a burst and fill the error sink.
            const chunk = data.chunkMeta;
            const repeat = chunk !== undefined && countedReadings.has(chunk);
            if (chunk) countedReadings.add(chunk);
            if (!repeat) {
              const at = now();
              recentMediaErrors = [
                ...recentMediaErrors.filter((t) => at - t < MEDIA_ERROR_BURST.windowMs),
                at,
              ];
              if (recentMediaErrors.length > MEDIA_ERROR_BURST.count) {
                failed = true;
                events.onFatal('media', `hls.js ${data.details} repeated`);
                return;
              }
            }
            const frag = data.frag;
            if (
              data.details === Hls.ErrorDetails.FRAG_PARSING_ERROR &&
              frag &&
              media.currentTime >= frag.start - 0.5 &&
              media.currentTime < frag.end
            ) {
              media.currentTime = frag.end + 0.05;
            }
            if (repeat) return;
          }
          events.onProblem(`hls.js ${data.type}: ${data.details}`);
          return;
        }
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && now() - lastRecovery >= MEDIA_RECOVERY_WINDOW_MS) {
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
          data.type === Hls.ErrorTypes.NETWORK_ERROR && !gone
            ? 'network'
            : data.type === Hls.ErrorTypes.MEDIA_ERROR
              ? 'media'
              : 'other';
        events.onFatal(kind, `hls.js ${data.details}`);
      });
      // After an early start, hls.js goes on with its MediaSource and SourceBuffer (hls.js's media transfer,
      // which names the buffer as one of its own tracks): the audio plays on.
      const early = options.transfer;
      instance.attachMedia(
        early
          ? {
              media,
              mediaSource: early.mediaSource,
              tracks: {
                audio: {
                  id: 'main',
                  container: 'audio/mp4',
                  codec: early.codec,
                  levelCodec: early.codec,
                  buffer: early.buffer,
                  listeners: [],
                },
              },
            }
          : media,
      );
      instance.loadSource(src);
    },
    setDataSaver(on) {
      if (destroyed || on === dataSaver) return 'unchanged';
      dataSaver = on;
      if (hls && hls.levels.length > 0) applyDataSaver(hls, true);
      return 'applied';
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      media.removeEventListener('play', onPlay);
      media.removeEventListener('pause', onPause);
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
