/**
 * The page's player: owns the one media element and its stream engine, and is the only code that changes
 * `$player` (DESIGN.md §1). Components call the actions below; they never touch the media element.
 *
 * Rules this file carries (spec §4 Player, §8 errors, DESIGN.md §5):
 * - Starting media disposes the previous engine first, resolves the mediaId through the catalog, then plays
 *   unmuted, resuming at the saved time for the same media or at the requested start.
 * - Every async step checks a generation number, so a slow reply for older media never touches newer media.
 * - A failure before the first data is a load failure (toast, flags cleared); after it, a network failure is
 *   reconnected (one "reconnecting" state, an attempt every 2.5 s, at once when the browser comes back online,
 *   given up after 2 minutes) and any other failure is a play error (toast, reset).
 * - A rejected play() (autoplay policy, interruption) leaves the UI showing play, never an unhandled rejection.
 * - A live stream that stalls while its playlist keeps answering the same media sequence is frozen
 *   (RELIABILITY.md 9): the player reads the playlist itself (engines disagree on reporting it), shows one
 *   "reconnecting" state, and reloads as soon as the sequence advances again.
 * - Live resumed after a pause restarts at the live edge (RELIABILITY.md 11): the paused position's segments
 *   leave the sliding window, and asking for them again is a 404 loop.
 */
import { serviceConfig } from '../config';
import { showToast } from '../feedback/toast';
import { recordProblem } from '../monitoring/problems';
import { shared } from '../store-registry';
import { $session } from '../auth/session';
import { trackPlayer } from './analytics';
import { resolveMedia, type ResolvedMedia } from './catalog';
import { chooseEngineKind, createEngine, type EngineEvents, type StreamEngine } from './engines';
import type { LivePlaylistInfo } from './live-playlist';
import { setMediaSession, setMediaSessionPlaying, setMediaSessionPosition } from './media-session';
import { createProgressThrottle } from './progress-throttle';
import { createOneAtATime } from './one-at-a-time';
import * as transitions from './state';
import { $player, setPlayerConnection, setPlayRequest, setVideoClosed, updatePlayer } from './store';

export const PLAYER_MESSAGES = {
  loadFailed: 'Error while loading the media.',
  playFailed: 'Error while playing the media, please try again later.',
  geoBlocked: 'This content is not supported in your region',
} as const;

export const RECONNECT_INTERVAL_MS = 2_500;
export const RECONNECT_GIVE_UP_MS = 120_000;
export const STALL_LIMIT_MS = 8_000;

export interface PlayRequest {
  mediaId: string;
  type: transitions.InitiatedType;
  audio: transitions.AudioInfo;
  /** Seconds to start at (on-demand). */
  startAt?: number;
  /** Known duration in seconds, shown before the stream reports its own. */
  duration?: number | null;
  /** Unix ms the live programme began, for the live elapsed time (spec §4 timeupdate). */
  liveStartTime?: number | null;
  /** Which control asked, e.g. "live-player:702", so that control can show a failure as its own. */
  origin?: string;
}

interface Current {
  request: PlayRequest;
  resolved: ResolvedMedia;
  dataLoaded: boolean;
}

const ctl = shared('player-controller', () => ({
  media: null as HTMLVideoElement | null,
  engine: null as StreamEngine | null,
  current: null as Current | null,
  generation: 0,
  pendingSeek: null as number | null,
  reconnectSince: null as number | null,
  reconnectTimer: null as ReturnType<typeof setTimeout> | null,
  stallTimer: null as ReturnType<typeof setTimeout> | null,
  /** The element time when the stall watch started; only moving past it ends a stall. */
  stalledAt: null as number | null,
  reconnectResumeAt: null as number | null,
  /** The second read of a stalled live playlist (RELIABILITY.md 9). */
  freezeTimer: null as ReturnType<typeof setTimeout> | null,
  /** The media sequence a frozen live playlist stuck at; reconnect attempts wait until it advances. */
  frozenSequence: null as number | null,
  /** True while loaded live media is paused (not stopped): playing again must go back to the live edge. */
  livePaused: false,
  coordination: null as ReturnType<typeof createOneAtATime> | null,
  /** The holder at the end of <body> where the element waits, hidden, while no video slot shows it. */
  holder: null as HTMLElement | null,
  /** Engines created and not yet destroyed; read by `npm run bench` (must stay at most 1). */
  liveEngines: 0,
  progress: createProgressThrottle(),
}));

/** Reads the live playlist (live-playlist.ts), loaded only when a live stream first stalls. */
function probeLivePlaylist(src: string): Promise<LivePlaylistInfo | null> {
  return import('./live-playlist').then(
    (module) => module.probeLivePlaylist(src),
    () => null,
  );
}

/** The page's single media element, created on first use in a hidden holder at the end of <body>. */
export function getMediaElement(): HTMLVideoElement {
  if (ctl.media) return ctl.media;
  const holder = document.createElement('div');
  holder.setAttribute('data-primedia-player-holder', '');
  // Nothing to read or operate in here: the players' own controls are the way to the media.
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText =
    'position:fixed;width:1px;height:1px;overflow:hidden;opacity:0;pointer-events:none;left:0;bottom:0';
  const media = document.createElement('video');
  media.setAttribute('playsinline', '');
  media.setAttribute('data-primedia-player', '');
  media.preload = 'auto';
  holder.append(media);
  document.body.append(holder);
  ctl.holder = holder;
  ctl.media = media;
  bindMediaEvents(media);
  ctl.coordination = createOneAtATime(() => {
    if (!media.paused) stopOrPause();
  });
  return media;
}

function clearStallWatch() {
  if (ctl.stallTimer) clearTimeout(ctl.stallTimer);
  if (ctl.freezeTimer) clearTimeout(ctl.freezeTimer);
  ctl.stallTimer = null;
  ctl.freezeTimer = null;
  ctl.stalledAt = null;
}

function clearReconnect() {
  if (ctl.reconnectTimer) clearTimeout(ctl.reconnectTimer);
  ctl.reconnectTimer = null;
  ctl.reconnectSince = null;
  ctl.frozenSequence = null;
  setPlayerConnection('ok');
}

function disposeEngine() {
  clearStallWatch();
  if (ctl.engine) {
    ctl.engine.destroy();
    ctl.liveEngines--;
  }
  ctl.engine = null;
}

/** Play history requests, loaded only for signed-in listeners (partner pages are anonymous: DESIGN.md §4 budget). */
const signedIn = () => $session.get().status === 'signed-in';
const history = () => import('./history');

/** Where on-demand media stands now, in seconds; null for live or nothing loaded. */
function onDemandPosition(): number | null {
  const current = ctl.current;
  if (!current || current.resolved.isLive || !current.dataLoaded || !ctl.media) return null;
  return ctl.media.currentTime;
}

/** Saves the on-demand position for a signed-in listener (play history) and reports it to analytics. */
function saveProgress(reason: 'periodic' | 'final', keepalive = false, at = onDemandPosition()) {
  const current = ctl.current;
  if (!current || at === null) return;
  const due = reason === 'periodic' ? at >= 1 && ctl.progress.due(at) : ctl.progress.final(at);
  if (!due) return;
  const mediaId = current.request.mediaId;
  if (signedIn()) void history().then((h) => h.savePosition(mediaId, at, keepalive));
  trackPlayer('player_progress', {
    mediaId: current.request.mediaId,
    type: current.request.type,
    live: false,
    position: at,
  });
}

function bindMediaEvents(media: HTMLVideoElement) {
  const live = () => ctl.current !== null;
  media.addEventListener('loadstart', () => live() && updatePlayer(transitions.loadStarted));
  media.addEventListener('loadeddata', () => {
    if (!ctl.current) return;
    ctl.current.dataLoaded = true;
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
    const current = ctl.current;
    if (current && !current.resolved.isLive && $player.get().media.id !== null) applyMetadata(current);
  });
  media.addEventListener('loadedmetadata', () => {
    const current = ctl.current;
    if (!current) return;
    applyMetadata(current);
    if (ctl.pendingSeek !== null) {
      const duration = knownDuration(current);
      media.currentTime = Number.isFinite(duration)
        ? Math.min(ctl.pendingSeek, Math.max(0, duration - 1))
        : ctl.pendingSeek;
    }
    ctl.pendingSeek = null;
  });
  media.addEventListener('play', () => {
    if (!live()) return;
    updatePlayer((s) => transitions.playingChanged(s, true));
    if (ctl.livePaused) {
      // Played again by something other than our actions (the element itself): same rule as resumePlayback.
      ctl.livePaused = false;
      void resumePlayback();
    }
  });
  media.addEventListener('pause', () => {
    clearStallWatch();
    if (ctl.current?.resolved.isLive && ctl.current.dataLoaded) ctl.livePaused = true;
    saveProgress('final');
    if (live()) updatePlayer((s) => transitions.playingChanged(s, false));
    setMediaSessionPlaying(false);
  });
  media.addEventListener('playing', () => {
    clearStallWatch();
    if (!live()) return;
    if (ctl.reconnectSince !== null) clearReconnect();
    updatePlayer((s) => ({ ...transitions.playingChanged(s, true), isLoading: false }));
    setMediaSessionPlaying(true);
    ctl.coordination?.announce();
  });
  media.addEventListener('timeupdate', () => {
    if (!live()) return;
    // Chromium keeps firing timeupdate while stalled (the element is not paused), so only a time that moved
    // ends a stall; clearing on every timeupdate kept a dead stream "playing" forever.
    if (ctl.stalledAt !== null && Math.abs(media.currentTime - ctl.stalledAt) > 0.25) clearStallWatch();
    updatePlayer((s) => transitions.timeUpdated(s, media.currentTime, Date.now()));
    if (!media.paused) saveProgress('periodic');
    const { media: info } = $player.get();
    setMediaSessionPosition(info.duration, info.currentTime);
  });
  media.addEventListener('waiting', () => {
    if (!live() || media.paused) return;
    clearStallWatch();
    if (globalThis.navigator?.onLine === false) {
      handleFailure('network', 'stalled while offline'); // the buffer ran dry and no request can succeed
      return;
    }
    ctl.stalledAt = media.currentTime;
    ctl.stallTimer = setTimeout(() => handleFailure('network', 'playback stalled'), STALL_LIMIT_MS);
    if (ctl.current?.resolved.isLive) watchForFrozenPlaylist(ctl.current);
  });
  media.addEventListener('ended', () => {
    if (!live()) return;
    saveProgress('final', false, 0); // finished: next time starts from the beginning
    updatePlayer((s) => transitions.playingChanged(s, false));
  });
  media.addEventListener('error', () => {
    // hls.js reports the element's errors through its own ERROR event, handled in engines.ts.
    if (!live() || ctl.engine?.kind !== 'native' || !media.getAttribute('src')) return;
    const code = media.error?.code;
    handleFailure(
      code === MediaError.MEDIA_ERR_NETWORK ? 'network' : 'media',
      `media element error ${code ?? '?'}`,
    );
  });
  globalThis.addEventListener?.('online', () => {
    if (ctl.reconnectSince !== null) attemptReconnect();
  });
  globalThis.addEventListener?.('pagehide', () => saveProgress('final', true));
}

function engineEvents(generation: number): EngineEvents {
  return {
    onFatal: (kind, detail) => {
      if (generation === ctl.generation) handleFailure(kind === 'network' ? 'network' : 'media', detail);
    },
    onProblem: (detail) => recordProblem({ area: 'player', message: detail }),
  };
}

function loadFailed(detail: string) {
  recordProblem({ area: 'player', message: `load failed: ${detail}` });
  showToast(PLAYER_MESSAGES.loadFailed);
  updatePlayer((s) => ({ ...s, isPlaying: false, isLoading: false }));
}

function playFailed(detail: string) {
  recordProblem({ area: 'player', message: `play failed: ${detail}` });
  showToast(PLAYER_MESSAGES.playFailed);
  clearReconnect();
  disposeEngine();
  ctl.current = null;
  updatePlayer(transitions.reset);
}

function handleFailure(kind: 'network' | 'media', detail: string) {
  const current = ctl.current;
  if (!current) return;
  if (ctl.reconnectSince !== null) {
    // A stream that now loads but cannot be decoded will not get better by reconnecting.
    if (kind === 'media') playFailed(detail);
    return; // a network failure: the running reconnect will try again
  }
  if (!current.dataLoaded) {
    disposeEngine();
    loadFailed(detail);
    return;
  }
  if (kind === 'network') {
    startReconnect(detail);
    return;
  }
  playFailed(detail);
}

/**
 * A stalled live stream whose playlist shows the same media sequence twice, two target durations apart, is
 * frozen (RELIABILITY.md 9): reconnect now (before STALL_LIMIT_MS) and remember the sequence, so the reconnect
 * waits for it to advance instead of reloading the same stale window.
 */
function watchForFrozenPlaylist(current: Current) {
  const generation = ctl.generation;
  const stillStalled = () =>
    generation === ctl.generation &&
    ctl.current === current &&
    ctl.stalledAt !== null &&
    ctl.reconnectSince === null;
  void probeLivePlaylist(current.resolved.src).then((first) => {
    if (!first || !stillStalled()) return;
    if (ctl.freezeTimer) clearTimeout(ctl.freezeTimer);
    ctl.freezeTimer = setTimeout(() => {
      ctl.freezeTimer = null;
      void probeLivePlaylist(current.resolved.src).then((second) => {
        if (!second || !stillStalled() || second.mediaSequence > first.mediaSequence) return;
        ctl.frozenSequence = second.mediaSequence;
        handleFailure('network', `live playlist frozen at media sequence ${second.mediaSequence}`);
        if (ctl.reconnectSince === null) ctl.frozenSequence = null;
      });
    }, first.targetDuration * 2_000);
  });
}

function startReconnect(reason: string) {
  recordProblem({ area: 'player', message: `reconnecting: ${reason}` });
  ctl.reconnectSince = Date.now();
  // Taken once: after the first retry the element's own time is back at 0.
  ctl.reconnectResumeAt = ctl.current?.resolved.isLive ? null : (onDemandPosition() ?? null);
  setPlayerConnection('reconnecting');
  updatePlayer((s) => ({ ...s, isLoading: true }));
  attemptReconnect();
}

function attemptReconnect() {
  const current = ctl.current;
  const media = ctl.media;
  if (!current || !media || ctl.reconnectSince === null) return;
  if (ctl.reconnectTimer) clearTimeout(ctl.reconnectTimer);
  if (Date.now() - ctl.reconnectSince > RECONNECT_GIVE_UP_MS) {
    playFailed('gave up reconnecting');
    return;
  }
  disposeEngine();
  ctl.reconnectTimer = setTimeout(attemptReconnect, RECONNECT_INTERVAL_MS);
  // While the browser knows it is offline, no request can succeed: wait for 'online' (which retries at once)
  // instead of adding requests (RELIABILITY.md 8: no request storm while down).
  if (globalThis.navigator?.onLine === false) return;
  const frozen = ctl.frozenSequence;
  if (frozen === null) {
    ctl.pendingSeek = ctl.reconnectResumeAt;
    void loadAndPlay(ctl.generation, current);
    return;
  }
  // A frozen live playlist: reloading it would play the same stale window and stall again (one more
  // "reconnecting"). Read it each attempt and reload once it advances, or when it cannot be read at all.
  const generation = ctl.generation;
  void probeLivePlaylist(current.resolved.src).then((info) => {
    if (generation !== ctl.generation || ctl.current !== current || ctl.reconnectSince === null) return;
    if (info && info.mediaSequence <= frozen) return; // still frozen: the next attempt reads it again
    ctl.frozenSequence = null;
    recordProblem({ area: 'player', message: 'live playlist advances again: reloading' });
    ctl.pendingSeek = null;
    void loadAndPlay(generation, current);
  });
}

async function loadAndPlay(generation: number, current: Current) {
  const media = getMediaElement();
  ctl.livePaused = false;
  const engine = createEngine(chooseEngineKind(media), media, engineEvents(generation));
  ctl.engine = engine;
  ctl.liveEngines++;
  try {
    await engine.load(current.resolved.src);
  } catch (error) {
    if (generation === ctl.generation) handleFailure('media', `engine load: ${String(error)}`);
    return;
  }
  if (generation !== ctl.generation || ctl.engine !== engine) return;
  media.muted = false;
  try {
    await media.play();
  } catch (error) {
    if (generation !== ctl.generation) return;
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'AbortError') return; // replaced by a newer load
    if (name === 'NotAllowedError') {
      // Autoplay policy: the listener presses play again; the UI must show play (RELIABILITY.md 14).
      recordProblem({ area: 'player', message: 'play() was not allowed by the browser' });
      updatePlayer((s) => ({ ...s, isPlaying: false, isLoading: false }));
      return;
    }
    if (ctl.reconnectSince === null) handleFailure('media', `play(): ${name || String(error)}`);
  }
}

/** Lock-screen actions; rewind and advance only for on-demand media (spec §4). */
function mediaSessionActions(isLive: boolean) {
  return {
    play: () => void resumePlayback(),
    pause: () => pausePlayback(),
    stop: () => stopPlayback(),
    ...(isLive ? {} : { seekBackward: () => skip(-1), seekForward: () => skip(1) }),
  };
}

/** Starts media (spec §4 "Starting playback"). */
export async function playMedia(request: PlayRequest): Promise<void> {
  getMediaElement(); // exists before any await, so its events are bound before the first load
  const generation = ++ctl.generation;
  setPlayRequest({ origin: request.origin ?? '', mediaId: request.mediaId });
  setVideoClosed(false);
  const sameMedia = ctl.current?.request.mediaId === request.mediaId;
  saveProgress('final');
  const before = $player.get();
  // The saved position matters only when nothing closer is known: not the same media, no requested start.
  const saved =
    sameMedia || request.startAt !== undefined || !signedIn()
      ? Promise.resolve(undefined)
      : history().then((h) => h.loadSavedPosition(request.mediaId));
  clearReconnect();
  ctl.progress.reset();
  disposeEngine();
  ctl.current = null;
  updatePlayer((s) =>
    transitions.playbackStarted(s, {
      type: request.type,
      audio: request.audio,
      duration: request.duration ?? null,
      liveStartTime: request.liveStartTime ?? null,
    }),
  );
  setMediaSession(request.audio, mediaSessionActions(false));

  let result;
  let savedTime: number | undefined;
  try {
    [result, savedTime] = await Promise.all([resolveMedia(request.mediaId, serviceConfig), saved]);
  } catch (error) {
    if (generation === ctl.generation) loadFailed(`catalog: ${String(error)}`);
    return;
  }
  if (generation !== ctl.generation) return;
  if (!result.ok) {
    recordProblem({
      area: 'player',
      message: `catalog refused ${request.mediaId}: ${result.reason} (${result.detail})`,
    });
    showToast(result.reason === 'geo-blocked' ? PLAYER_MESSAGES.geoBlocked : PLAYER_MESSAGES.loadFailed);
    updatePlayer((s) => ({ ...s, isPlaying: false, isLoading: false }));
    return;
  }
  if (result.media.isLive) setMediaSession(request.audio, mediaSessionActions(true));
  const current: Current = { request, resolved: result.media, dataLoaded: false };
  ctl.current = current;
  const position = transitions.resumePosition(before, request.mediaId, request.startAt, savedTime);
  trackPlayer('player_start', { mediaId: request.mediaId, type: request.type, live: result.media.isLive });
  ctl.pendingSeek = result.media.isLive || position <= 0 ? null : position;
  await loadAndPlay(generation, current);
}

export function pausePlayback(): void {
  ctl.media?.pause();
}

/** Plays again what is loaded; live always restarts at the live edge (RELIABILITY.md 11). */
export async function resumePlayback(): Promise<void> {
  const current = ctl.current;
  const media = ctl.media;
  if (!current || !media) return;
  if (current.resolved.isLive) {
    await playMedia(current.request);
    return;
  }
  try {
    await media.play();
  } catch (error) {
    recordProblem({
      area: 'player',
      message: `resume: ${error instanceof DOMException ? error.name : String(error)}`,
    });
    updatePlayer((s) => ({ ...s, isPlaying: false, isLoading: false }));
  }
}

/** Stops playback: pauses and resets the player (spec §4), and lets go of the stream. */
export function stopPlayback(): void {
  const stopped = ctl.current;
  if (stopped) {
    saveProgress('final');
    trackPlayer('player_stop', {
      mediaId: stopped.request.mediaId,
      type: stopped.request.type,
      live: stopped.resolved.isLive,
      position: onDemandPosition(),
    });
  }
  ctl.generation++;
  clearReconnect();
  ctl.media?.pause();
  ctl.livePaused = false;
  disposeEngine();
  ctl.current = null;
  setPlayRequest(null);
  updatePlayer(transitions.reset);
  setMediaSessionPlaying(false);
}

function stopOrPause() {
  if (ctl.current?.resolved.isLive) stopPlayback();
  else pausePlayback();
}

/** The one control of the four display states: stop live, pause on-demand, play when idle. */
export function togglePlayback(): void {
  const display = transitions.displayState($player.get());
  if (display === 'playing-live' || display === 'loading') stopPlayback();
  else if (display === 'playing-on-demand') pausePlayback();
  else void resumePlayback();
}

/** Rewind (-1) or advance (+1) by 15 s; nothing for live. */
export function skip(direction: -1 | 1): void {
  const target = transitions.skipTarget($player.get(), direction);
  if (target !== null && ctl.media) ctl.media.currentTime = target;
}

/** Seeks to a 0-100 slider value; nothing for live. */
export function seekToPercent(percent: number): void {
  const target = transitions.seekTargetFromPercent($player.get(), percent);
  if (target !== null && ctl.media) ctl.media.currentTime = target;
}

/**
 * Shows the page's one media element inside `slot` (the video view's slot): the element moves, it is never
 * copied, so video and audio stay one element (DESIGN.md §1). Moving it within the document does not pause it.
 */
export function showVideoIn(slot: HTMLElement): void {
  const media = getMediaElement();
  if (media.parentElement === slot) return;
  media.classList.add('primedia-video');
  slot.append(media);
}

/** Puts the media element back in its hidden holder (the video view unmounted). */
export function hideVideo(slot?: HTMLElement): void {
  const media = ctl.media;
  if (!media || !ctl.holder) return;
  if (slot && media.parentElement !== slot) return; // another view has it now
  media.classList.remove('primedia-video');
  ctl.holder.append(media);
}

/** The video close button: hides the video view and pauses playback (spec §2 "Media player"). */
export function closeVideo(): void {
  setVideoClosed(true);
  pausePlayback();
}
