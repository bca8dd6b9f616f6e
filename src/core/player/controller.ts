/**
 * The page's one player (docs/player.md, "Shape" and "Starting"): one object that owns the media element, its
 * engine, what is loaded and its recovery, and the verbs components call. Nothing outside it assigns its state.
 * Kept through `shared(...)` under one name, so two copies of the bundle on one page drive one player. Every
 * async step checks the generation number, so a slow reply for older media never touches newer media. Live
 * resumed after a pause restarts at the live edge: the paused position's segments have left the window.
 */
import { showToast } from '../feedback/toast';
import { recordProblem } from '../monitoring/problems';
import { reconnectNowPlayingNow } from '../now-playing';
import { onAirAt } from '../now-playing/message';
import { $session } from '../auth/session';
import type { StationId } from '../stations/station-ids';
import { shared } from '../store-registry';
import { trackPlayer } from './analytics';
import type { CatalogResult, ResolvedMedia } from './catalog/catalog';
import { catchUpMedia, catchUpRangeFrom, continueCatchUp, type CatchUpRange } from './catch-up/catch-up';
import { dataSaverNow } from './data-saver/data-saver-now';
import { chooseEngineKind, createEngine, type StreamEngine } from './engines/engines';
import { keepMediaTimings } from './data-saver/keep-media-timings';
import { endListening, playbackStarting } from './listening';
import { liveTitle } from './live/live-title';
import { createMediaElement, moveMediaInto, returnMediaToHolder } from './media-element';
import {
  setMediaSession,
  setMediaSessionPlaying,
  setMediaSessionPosition,
  startMediaSession,
} from './session/media-session-later';
import type { createOneAtATime } from './session/one-at-a-time';
import { createProgressThrottle } from './progress-throttle';
import { recordPlayFailure } from './recovery/play-failures';
import { isDeviceSource, PLAYER_MESSAGES, Recovery, sourceAnswers } from './recovery/recovery';
import { openWallFor, resolveWithRights } from './catalog/resolve';
import * as transitions from './state';
import {
  $nowPlaying,
  $player,
  $playRequest,
  setEnded,
  setPlayRequest,
  setVideoClosed,
  updatePlayer,
} from './store';
import { applyVolume } from './session/volume-store';

export interface PlayRequest {
  mediaId: string;
  type: transitions.InitiatedType;
  audio: transitions.AudioInfo;
  /** The station whose live stream this is, else null: controls compare it, never the name in `audio`. */
  station: StationId | null;
  /** Seconds to start at (on-demand). */
  startAt?: number;
  /** Known duration in seconds, shown before the stream reports its own. */
  duration?: number | null;
  /** Unix ms the live programme began, for the live elapsed time. */
  liveStartTime?: number | null;
  /** Which control asked, e.g. "live-player:702", so that control can show a failure as its own. */
  origin?: string;
  /** The item's own page, for "Share at 12:34" (../moments.ts); absent where there is none (live). */
  pageUrl?: string;
  /** Play this live station's past as on-demand audio (./catch-up/catch-up.ts); `mediaId` stays the live one. */
  catchUp?: CatchUpRange;
  /** Resolves instead of the catalog, answering as it would: a download (src/core/downloads) on the device. */
  resolve?: () => Promise<CatalogResult>;
}

/** The media loaded now: the request, the stream the catalog resolved it to, and whether data arrived. */
export interface Current {
  readonly request: PlayRequest;
  resolved: ResolvedMedia;
  dataLoaded: boolean;
}

export const CATCH_UP_UNAVAILABLE = 'This station cannot be played from the start right now.';

const notPlaying = (s: transitions.PlayerState) => ({ ...s, isPlaying: false, isLoading: false });

/** Play history requests, loaded only for signed-in listeners (partner pages are anonymous). */
const signedIn = () => $session.get().status === 'signed-in';
const history = () => import('../history/history');
const upNext = () => import('../queue/play-next');

export class PlayerController {
  #media: HTMLVideoElement | null = null;
  #engine: StreamEngine | null = null;
  #current: Current | null = null;
  #generation = 0;
  #pendingSeek: number | null = null;
  /** True while loaded live media is paused (not stopped): playing again must go back to the live edge. */
  #livePaused = false;
  /** True while a media failure waits for its source's answer (`fail`): the element's pause is not a listener's. */
  #sortingFailure = false;
  #coordination: ReturnType<typeof createOneAtATime> | null = null;
  #progress = createProgressThrottle();
  /** Engines created and not yet destroyed; read by `npm run bench` (must stay at most 1). */
  #liveEngines = 0;
  /** The stall watch and the reconnect: what the player does when the stream stops. */
  readonly recovery = new Recovery(this);

  get media(): HTMLVideoElement | null {
    return this.#media;
  }
  get current(): Current | null {
    return this.#current;
  }
  get engine(): StreamEngine | null {
    return this.#engine;
  }
  get generation(): number {
    return this.#generation;
  }
  get liveEngines(): number {
    return this.#liveEngines;
  }

  /** The page's one media element, created (and its events bound) on first use. */
  element(): HTMLVideoElement {
    if (this.#media) return this.#media;
    const media = createMediaElement();
    this.#media = media;
    this.#bind(media);
    return media;
  }

  /** Starts media. */
  async play(request: PlayRequest): Promise<void> {
    this.element(); // exists before any await, so its events are bound before the first load
    keepMediaTimings();
    playbackStarting(request.mediaId);
    const generation = ++this.#generation;
    setPlayRequest({
      origin: request.origin ?? '',
      mediaId: request.mediaId,
      station: request.station,
      ...(request.pageUrl ? { pageUrl: request.pageUrl } : {}),
    });
    setVideoClosed(false);
    const sameMedia = this.#current?.request.mediaId === request.mediaId;
    this.saveProgress('final');
    const before = $player.get();
    // The saved position matters only when nothing closer is known: not the same media, no requested start.
    const saved =
      sameMedia || request.startAt !== undefined || request.catchUp || !signedIn()
        ? Promise.resolve(undefined)
        : history().then((h) => h.loadSavedPosition(request.mediaId));
    this.recovery.clear();
    this.#progress.reset();
    this.disposeEngine();
    this.#current = null;
    updatePlayer((s) =>
      transitions.playbackStarted(s, {
        type: request.type,
        audio: request.audio,
        duration: request.duration ?? null,
        liveStartTime: request.liveStartTime ?? null,
        catchUp: request.catchUp && request.station ? { ...request.catchUp, station: request.station } : null,
      }),
    );
    setMediaSession(request.audio, this.#sessionActions(false));

    let result;
    let savedTime: number | undefined;
    try {
      [result, savedTime] = await Promise.all([
        request.resolve ? request.resolve() : resolveWithRights(request.mediaId),
        saved,
      ]);
    } catch (error) {
      if (generation === this.#generation) this.loadFailed(`catalog: ${String(error)}`);
      return;
    }
    if (generation !== this.#generation) return;
    if (!result.ok) {
      // A rights refusal opens its wall; the wall says what to do, so no error toast besides it.
      const wall = openWallFor(result);
      const toast = result.reason === 'geo-blocked' ? PLAYER_MESSAGES.geoBlocked : PLAYER_MESSAGES.loadFailed;
      this.#notStarted(
        `catalog refused ${request.mediaId}: ${result.reason} (${result.detail})`,
        wall ? null : toast,
      );
      return;
    }
    const windowSeconds = result.media.catchUp?.windowSeconds ?? 0;
    updatePlayer((s) => ({ ...s, catchUpWindowSeconds: windowSeconds }));
    const resolved = request.catchUp ? catchUpMedia(result.media, request.catchUp, Date.now()) : result.media;
    if (!resolved) {
      this.#notStarted(`no catch-up for ${request.mediaId}`, CATCH_UP_UNAVAILABLE);
      return;
    }
    if (resolved.isLive) setMediaSession(request.audio, this.#sessionActions(true));
    const current: Current = { request, resolved, dataLoaded: false };
    this.#current = current;
    // Catch-up starts where it was asked to (the element's time 0 is the range's start), never at a saved time.
    const position = request.catchUp
      ? (request.startAt ?? 0)
      : transitions.resumePosition(before, request.mediaId, request.startAt, savedTime);
    trackPlayer('player_start', { mediaId: request.mediaId, type: request.type, live: resolved.isLive });
    await this.load(current, generation, { seekTo: resolved.isLive || position <= 0 ? null : position });
  }

  /** Nothing plays after all: recorded, told (a toast, unless a wall says it), and the player shows play. */
  #notStarted(problem: string, toast: string | null) {
    recordProblem({ area: 'player', message: problem });
    if (toast) this.#tellFailure(toast);
    updatePlayer(notPlaying);
    endListening('failed');
  }

  /** Lock-screen actions; rewind, advance and previous/next track (Up next) only for on-demand media. */
  #sessionActions(isLive: boolean) {
    return {
      play: () => void this.resume(),
      pause: () => this.pause(),
      stop: () => this.stop(),
      ...(isLive
        ? {}
        : {
            seekBackward: () => this.skip(-1),
            seekForward: () => this.skip(1),
            // Up next's own module, loaded when the lock screen asks: the first play does not carry it.
            previousTrack: () => void upNext().then((m) => m.playPreviousNow()),
            nextTrack: () => void upNext().then((m) => m.playNextNow()),
            seekTo: (seconds: number) => this.seekTo(seconds),
          }),
    };
  }

  pause(): void {
    this.#media?.pause();
  }

  /** Plays again what is loaded; live always restarts at the live edge. */
  async resume(): Promise<void> {
    const current = this.#current;
    const media = this.#media;
    if (!current || !media) return;
    if (current.resolved.isLive) {
      await this.play(current.request);
      return;
    }
    try {
      await media.play();
    } catch (error) {
      recordProblem({
        area: 'player',
        message: `resume: ${error instanceof DOMException ? error.name : String(error)}`,
      });
      updatePlayer(notPlaying);
    }
  }

  /** Stops playback: pauses and resets the player, and lets go of the stream. */
  stop(): void {
    endListening('stopped');
    const stopped = this.#current;
    if (stopped) {
      this.saveProgress('final');
      trackPlayer('player_stop', {
        mediaId: stopped.request.mediaId,
        type: stopped.request.type,
        live: stopped.resolved.isLive,
        position: this.onDemandPosition(),
      });
    }
    this.#generation++;
    this.recovery.clear();
    this.#media?.pause();
    this.#livePaused = false;
    this.disposeEngine();
    this.#current = null;
    setPlayRequest(null);
    updatePlayer(transitions.reset);
    setMediaSessionPlaying(false);
  }

  /** Another tab started playing: stop live, pause on-demand. */
  stopOrPause(): void {
    if (this.#current?.resolved.isLive) this.stop();
    else this.pause();
  }

  /** "Go live" from catch-up (and what the end of a catch-up playlist does): the same station live. */
  goLive(): void {
    const request = this.#current?.request;
    if (!request?.catchUp) return;
    void this.play(liveRequestOf(request));
  }

  /** Rewind (-1) or advance (+1) by 15 s; nothing for live. */
  skip(direction: -1 | 1): void {
    const target = transitions.skipTarget($player.get(), direction);
    if (target !== null) this.#seek(target);
  }

  /** Seeks to `seconds` (the lock screen's scrubber, a shared moment), kept inside the media; nothing for live. */
  seekTo(seconds: number): void {
    const { isLive, media } = $player.get();
    if (isLive || media.id === null || !this.#media || !Number.isFinite(seconds)) return;
    const end = media.duration ?? Number.POSITIVE_INFINITY;
    this.#seek(Math.min(end, Math.max(0, seconds)));
  }

  /** Seeks to a 0-100 slider value; nothing for live. */
  seekToPercent(percent: number): void {
    const target = transitions.seekTargetFromPercent($player.get(), percent);
    if (target !== null) this.#seek(target);
  }

  /**
   * Moves on-demand media to `target`. A load in flight resumes there instead of where it was told. While
   * reconnecting the element is failed, empty or reloading: the seek becomes where the reload resumes, and shows
   * at once; otherwise it would be lost.
   */
  #seek(target: number): void {
    const media = this.#media;
    if (this.#pendingSeek !== null) this.#pendingSeek = target;
    // The player shows the target at once, and the next skip counts from it: the element's own timeupdate comes
    // only once the seek has its data, and a second press before then (+15 s, then -15 s) counted from the
    // old time, back to the start.
    updatePlayer((s) => transitions.timeUpdated(s, target, Date.now()));
    if (!this.recovery.reconnecting) {
      if (media) media.currentTime = target;
      return;
    }
    this.recovery.resumeFrom(target);
    if (media && media.readyState >= media.HAVE_METADATA) media.currentTime = target;
  }

  /**
   * Loads `current` into a new engine and plays it at the listener's volume. `play: false` only loads (a paused
   * episode whose data saver setting changed stays paused); `seekTo` is where on-demand media resumes.
   */
  async load(
    current: Current,
    generation: number,
    { play = true, seekTo = null }: { play?: boolean; seekTo?: number | null } = {},
  ): Promise<void> {
    const media = this.element();
    this.#pendingSeek = seekTo;
    this.#livePaused = false;
    // A download plays from the device (the worker's /offline-media/ or a Blob URL): a plain file the element
    // plays itself, whichever engine HLS would use.
    const local = isDeviceSource(current.resolved.src);
    const engine = createEngine(
      local ? 'native' : chooseEngineKind(media),
      media,
      {
        onFatal: (kind, detail) => {
          // A replaced engine's last words (a reconnect disposes it to load afresh) are not this load's failure.
          if (generation !== this.#generation || this.#engine !== engine) return;
          this.fail(kind === 'network' ? 'network' : 'media', detail);
        },
        onProblem: (detail) => recordProblem({ area: 'player', message: detail }),
      },
      { dataSaver: local ? false : dataSaverNow() },
    );
    this.#engine = engine;
    this.#liveEngines++;
    try {
      await engine.load(current.resolved.src);
    } catch (error) {
      if (generation === this.#generation) this.fail('media', `engine load: ${String(error)}`);
      return;
    }
    if (generation !== this.#generation || this.#engine !== engine) return;
    applyVolume(media); // the listener's volume and mute, not the element's default
    this.#captions(media, current, generation);
    if (!play) return;
    try {
      await media.play();
    } catch (error) {
      if (generation !== this.#generation) return;
      const name = error instanceof DOMException ? error.name : '';
      if (name === 'AbortError') return; // replaced by a newer load
      if (name === 'NotAllowedError') {
        // Autoplay policy: the listener presses play again; the UI must show play.
        recordProblem({ area: 'player', message: 'play() was not allowed by the browser' });
        updatePlayer(notPlaying);
        return;
      }
      if (!this.recovery.reconnecting) this.fail('media', `play(): ${name || String(error)}`);
    }
  }

  /**
   * Puts the catalog's captions on the element, and takes the last item's off. Its own chunk, fetched only
   * when there are captions to add or remove: most of what plays is audio without any.
   */
  #captions(media: HTMLVideoElement, current: Current, generation: number) {
    const tracks = current.resolved.captions ?? [];
    if (tracks.length === 0 && !media.querySelector('track')) return;
    void import('./session/captions').then(
      (module) => module.attachCaptions(media, tracks, () => generation === this.#generation),
      () => undefined, // offline: the item plays without captions
    );
  }

  disposeEngine(): void {
    this.recovery.clearStall();
    if (this.#engine) {
      this.#engine.destroy();
      this.#liveEngines--;
    }
    this.#engine = null;
  }

  /**
   * The stream failed. Before the first data: a load failure. After it, a network failure is reconnected and
   * any other is a play error. During a reconnect, only a media failure ends it (a stream that now loads but
   * cannot be decoded will not get better); a network one waits for the next attempt. A media failure counts
   * as one only while the stream's source still answers (recovery/recovery.ts, `sourceAnswers`).
   */
  fail(kind: 'network' | 'media', detail: string): void {
    const current = this.#current;
    if (!current) return;
    const { src, premium } = current.resolved;
    if (kind === 'media' && !isDeviceSource(src)) {
      // Taken now: the element's own time may be back at 0 once the answer comes.
      const position = this.onDemandPosition();
      const generation = this.#generation;
      this.#sortingFailure = true;
      void sourceAnswers(src, premium).then((answers) => {
        this.#sortingFailure = false;
        if (generation !== this.#generation || this.#current !== current) return;
        this.#sortFailure(current, answers ? 'media' : 'network', detail, position);
      });
      return;
    }
    this.#sortFailure(current, kind, detail, this.onDemandPosition());
  }

  /** `fail`, once the kind is known: a media failure here is a stream whose source still answers. */
  #sortFailure(current: Current, kind: 'network' | 'media', detail: string, position: number | null): void {
    if (this.recovery.reconnecting) {
      if (kind === 'media') this.playFailed(detail);
      else this.recovery.attemptFailed();
      return;
    }
    if (!current.dataLoaded) {
      this.disposeEngine();
      this.loadFailed(detail);
      return;
    }
    if (kind === 'network') {
      // Taken once: after the first retry the element's own time is back at 0.
      this.recovery.start(detail, current.resolved.isLive ? null : position);
      return;
    }
    this.playFailed(detail);
  }

  loadFailed(detail: string): void {
    this.#notStarted(`load failed: ${detail}`, PLAYER_MESSAGES.loadFailed);
  }

  playFailed(detail: string): void {
    this.#tellFailure(PLAYER_MESSAGES.playFailed);
    endListening('failed');
    recordProblem({ area: 'player', message: `play failed: ${detail}` });
    this.unload();
  }

  /** The toast, and the message kept with the request for the control that asked (./recovery/play-failures.ts). */
  #tellFailure(message: string): void {
    const request = $playRequest.get();
    if (request) recordPlayFailure(request, message);
    showToast(message);
  }

  /** Lets go of what is loaded and shows the player idle (a failure, a refusal during a reconnect). */
  unload(): void {
    this.recovery.clear();
    this.disposeEngine();
    this.#current = null;
    updatePlayer(transitions.reset);
  }

  /** Where on-demand media stands now, in seconds; null for live or nothing loaded. */
  onDemandPosition(): number | null {
    const current = this.#current;
    if (!current || current.resolved.isLive || !current.dataLoaded || !this.#media) return null;
    // While reconnecting, the element is empty or reloading: where it was is where it resumes.
    if (this.recovery.reconnecting) return this.recovery.resumeAt;
    return this.#media.currentTime;
  }

  /** Saves the on-demand position for a signed-in listener (play history) and reports it to analytics. */
  saveProgress(reason: 'periodic' | 'final', keepalive = false, at = this.onDemandPosition()): void {
    const current = this.#current;
    // Catch-up is a station's past, not an item with a place in the listener's history.
    if (!current || at === null || current.request.catchUp) return;
    const due = reason === 'periodic' ? at >= 1 && this.#progress.due(at) : this.#progress.final(at);
    if (!due) return;
    const mediaId = current.request.mediaId;
    if (signedIn()) void history().then((h) => h.savePosition(mediaId, at, keepalive));
    trackPlayer('player_progress', { mediaId, type: current.request.type, live: false, position: at });
  }

  /** The element's events, bound once: what the element did becomes `$player` transitions (./state.ts). */
  #bind(media: HTMLVideoElement) {
    const active = () => this.#current !== null;
    media.addEventListener('loadstart', () => active() && updatePlayer(transitions.loadStarted));
    media.addEventListener('loadeddata', () => {
      if (!this.#current) return;
      this.#current.dataLoaded = true;
      updatePlayer(transitions.dataLoaded);
    });
    // Native HLS may report the duration only after loadedmetadata (durationchange): until then the catalog's
    // duration stands in, so the seek slider and a resume position work at once.
    const knownDuration = (current: Current) =>
      Number.isFinite(media.duration) && media.duration > 0
        ? media.duration
        : (current.resolved.durationSeconds ?? Number.NaN);
    const applyMetadata = (current: Current) =>
      updatePlayer((state) =>
        transitions.metadataLoaded(state, {
          mediaId: current.request.mediaId,
          isLive: current.resolved.isLive,
          duration: current.resolved.isLive ? Infinity : knownDuration(current),
          startTime: current.request.liveStartTime ?? null,
        }),
      );
    media.addEventListener('durationchange', () => {
      const current = this.#current;
      if (current && !current.resolved.isLive && $player.get().media.id !== null) applyMetadata(current);
    });
    media.addEventListener('loadedmetadata', () => {
      const current = this.#current;
      if (!current) return;
      applyMetadata(current);
      const seek = this.#pendingSeek;
      if (seek !== null) {
        const duration = knownDuration(current);
        media.currentTime = Number.isFinite(duration) ? Math.min(seek, Math.max(0, duration - 1)) : seek;
      }
      this.#pendingSeek = null;
    });
    media.addEventListener('play', () => {
      if (!active()) return;
      updatePlayer((s) => transitions.playingChanged(s, true));
      if (this.#livePaused) {
        // Played again by something other than our verbs (the element itself): same rule as resume.
        this.#livePaused = false;
        void this.resume();
      }
    });
    media.addEventListener('pause', () => {
      this.recovery.clearStall();
      // A reconnect empties the element to load it again: not a listener's pause, and playback goes on. Nor is
      // the pause of a failing element while its failure is sorted: that ends as a failure or a reconnect.
      if (this.recovery.reconnecting || this.#sortingFailure) return;
      // Whoever paused it (our verbs, a page script, a headset): that listening has ended. Playback's own
      // stops and switches end their session before the element pauses, so only other pauses arrive here.
      if (active()) endListening(media.ended ? 'ended' : 'paused');
      if (this.#current?.resolved.isLive && this.#current.dataLoaded) this.#livePaused = true;
      this.saveProgress('final');
      if (active()) updatePlayer((s) => transitions.playingChanged(s, false));
      setMediaSessionPlaying(false);
    });
    media.addEventListener('playing', () => {
      // Media events do not leave a shadow root: from the hidden holder, the page (the widgets' loader, which
      // loads the mini player at the first play) hears it from the holder instead. In a video view it is heard.
      const root = media.getRootNode();
      if (root instanceof ShadowRoot) root.host.dispatchEvent(new Event('playing'));
      this.recovery.clearStall();
      if (!active()) return;
      if (this.recovery.reconnecting) {
        this.recovery.clear();
        reconnectNowPlayingNow(); // the platform is back: the song line need not wait for its own backoff
      }
      updatePlayer((s) => ({ ...transitions.playingChanged(s, true), isLoading: false }));
      setMediaSessionPlaying(true);
      startMediaSession();
      this.#announcePlaying(media);
      this.recovery.prefetch();
      this.#followLater();
    });
    media.addEventListener('timeupdate', () => {
      // While reconnecting the emptied element says 0: the player keeps showing where the listener was.
      if (!active() || this.recovery.reconnecting) return;
      this.recovery.endStallIfMoved(media.currentTime);
      updatePlayer((s) => transitions.timeUpdated(s, media.currentTime, Date.now()));
      if (!media.paused) this.saveProgress('periodic');
      const { media: info } = $player.get();
      setMediaSessionPosition(info.duration, info.currentTime, media.playbackRate);
    });
    // A reconnect's load that shows progress keeps its chance past the stall limit (recovery.progressed).
    for (const type of ['progress', 'loadedmetadata', 'loadeddata', 'canplay', 'seeked'])
      media.addEventListener(type, () => this.recovery.progressed());
    media.addEventListener('waiting', () => {
      if (active() && !media.paused) this.recovery.watchStall(media);
    });
    media.addEventListener('ended', () => {
      if (!active()) return;
      // Catch-up reached the end of its playlist: the next range if its span cut it short, else live, which
      // is where the range ended.
      const request = this.#current?.request;
      if (request?.catchUp) {
        const next = continueCatchUp(request.catchUp, Date.now());
        if (next) void this.play({ ...request, startAt: 0, catchUp: next });
        else this.goLive();
        return;
      }
      endListening('ended');
      this.saveProgress('final', false, 0); // finished: next time starts from the beginning
      updatePlayer((s) => transitions.playingChanged(s, false));
      if (this.#current) setEnded(this.#current.request.mediaId);
    });
    media.addEventListener('error', () => {
      // hls.js reports the element's errors through its own ERROR event, handled by its engine.
      if (!active() || this.#engine?.kind !== 'native' || !media.getAttribute('src')) return;
      const code = media.error?.code;
      this.fail(
        code === MediaError.MEDIA_ERR_NETWORK ? 'network' : 'media',
        `media element error ${code ?? '?'}`,
      );
    });
    globalThis.addEventListener?.('online', () => {
      if (this.recovery.reconnecting) this.recovery.attempt();
    });
    globalThis.addEventListener?.('pagehide', () => this.saveProgress('final', true));
  }

  /**
   * Tells other tabs this one plays (they pause), and from then on listens for theirs. Loaded at the first play:
   * a tab that has played nothing has nothing to pause, and the page's first play carries less code.
   */
  #announcePlaying(media: HTMLVideoElement) {
    void import('./session/one-at-a-time').then(({ createOneAtATime }) =>
      (this.#coordination ??= createOneAtATime(() => !media.paused && this.stopOrPause())).announce(),
    );
  }

  /** What only a stream that has played needs, each a chunk fetched at `playing`, off the first play's path. */
  #followLater() {
    const offline = () => undefined; // not fetched: the next `playing` tries again
    void import('./data-saver/data-saver-switch').then((module) => module.followDataSaver(), offline);
    void import('./live/follow-live-show').then((module) => module.startFollowingLiveShows(), offline);
    const { catchUp, station } = this.#current?.request ?? {};
    if (!catchUp || !station) return;
    void import('./catch-up/follow-catch-up').then((module) => module.startFollowingCatchUp(), offline);
    // What aired when, for the now-playing line at the playhead, once the range sounds: before that its replies
    // and their rendering would hold the main thread while hls.js reads the range's playlist, and the line
    // shows the show's title meanwhile. Loaded once per range.
    const info = { ...catchUp, station };
    void import('./catch-up/catch-up-history').then((module) => module.loadCatchUpHistory(info), offline);
  }
}

/** The live request for a station's stream, named and timed by the show on air now. */
function liveRequestOf(request: PlayRequest): PlayRequest {
  const onAir = onAirAt($nowPlaying.get(), request.station);
  const { catchUp: _catchUp, startAt: _startAt, ...live } = request;
  return {
    ...live,
    audio: {
      ...request.audio,
      title: liveTitle(request.audio.station, onAir),
      imageUrl: onAir?.show.imageUrl || request.audio.imageUrl,
    },
    liveStartTime: onAir ? onAir.show.startTimeUnixSeconds * 1000 : (request.liveStartTime ?? null),
  };
}

export const player: PlayerController = shared('player-controller', () => new PlayerController());

// The verbs components call, by their public names.
export const playMedia = (request: PlayRequest): Promise<void> => player.play(request);
export const pausePlayback = (): void => player.pause();
export const resumePlayback = (): Promise<void> => player.resume();
export const stopPlayback = (): void => player.stop();
export const goLive = (): void => player.goLive();
export const skip = (direction: -1 | 1): void => player.skip(direction);
export const seekToPercent = (percent: number): void => player.seekToPercent(percent);
export const seekTo = (seconds: number): void => player.seekTo(seconds);

/** The one control of the four display states: stop live, pause on-demand, play when idle. */
export function togglePlayback(): void {
  const display = transitions.displayState($player.get());
  if (display === 'playing-live' || display === 'loading') stopPlayback();
  else if (display === 'playing-on-demand') pausePlayback();
  else void resumePlayback();
}

/** Plays the show that started at `show.startUnixSeconds` on the live `request`'s station, as catch-up. */
export function playFromStart(
  request: PlayRequest,
  show: { startUnixSeconds: number; headline: string; imageUrl?: string },
): Promise<void> {
  return playMedia({
    ...request,
    audio: { ...request.audio, title: show.headline, imageUrl: show.imageUrl || request.audio.imageUrl },
    liveStartTime: null,
    startAt: 0,
    catchUp: catchUpRangeFrom(show.startUnixSeconds, Date.now()),
  });
}

/** The live station playing now, from the start of its show on air (the mini player's "From the start"). */
export function playLiveShowFromStart(): void {
  const current = player.current;
  const station = current?.request.station;
  if (!current || !station || !current.resolved.isLive) return;
  const onAir = onAirAt($nowPlaying.get(), station);
  if (!onAir) return;
  void playFromStart(current.request, {
    startUnixSeconds: onAir.show.startTimeUnixSeconds,
    headline: onAir.show.headline,
    imageUrl: onAir.show.imageUrl,
  });
}

/** Moves the page's one media element into a video view's `slot` (moving does not pause it). */
export function showVideoIn(slot: HTMLElement): void {
  moveMediaInto(player.element(), slot);
}

/**
 * Puts the media element back in its hidden holder (the video view unmounted). A video that leaves its view
 * pauses: the holder is invisible, and sound on without its picture, with no control on screen to stop it, is
 * not what a listener who pressed "Watch" chose. Audio started since is left alone.
 */
export function hideVideo(slot?: HTMLElement): void {
  const media = player.media;
  if (!media || !returnMediaToHolder(media, slot)) return;
  if ($player.get().currentInitiated === 'video') pausePlayback();
}

/** The video close button: hides the video view and pauses playback. */
export function closeVideo(): void {
  setVideoClosed(true);
  pausePlayback();
}
