/**
 * The player state (docs/product.md, "Shared state") and its transitions (docs/product.md, "Player") as pure
 * functions of what the media element did, so every rule is unit-tested without a browser.
 */
import type { CatchUpInfo } from './catch-up/catch-up';

export type InitiatedType = 'audio' | 'video';

export interface AudioInfo {
  title: string;
  station: string;
  imageUrl: string;
}

export interface MediaInfo {
  id: string | null;
  /** Seconds; null when unknown or infinite (live). */
  duration: number | null;
  /** Seconds. */
  currentTime: number;
  /** Unix milliseconds the live programme started, for live elapsed time; null otherwise. */
  startTime: number | null;
}

export interface PlayerState {
  audio: AudioInfo | null;
  currentInitiated: InitiatedType | null;
  isLoading: boolean;
  isPlaying: boolean;
  isLive: boolean;
  media: MediaInfo;
  progressPercent: number;
  /** Catch-up (./catch-up/catch-up.ts): a station's past, played on demand; null otherwise. */
  catchUp: CatchUpInfo | null;
  /** How far back the station playing (live or catch-up) can be played from a show's start; 0 when unknown. */
  catchUpWindowSeconds: number;
}

/** docs/product.md, "Constants": rewind and advance move by 15 seconds. */
export const SKIP_SECONDS = 15;

export const initialPlayerState: PlayerState = {
  audio: null,
  currentInitiated: null,
  isLoading: false,
  isPlaying: false,
  isLive: false,
  media: { id: null, duration: null, currentTime: 0, startTime: null },
  progressPercent: 0,
  catchUp: null,
  catchUpWindowSeconds: 0,
};

const finite = (seconds: number | null | undefined) =>
  seconds && Number.isFinite(seconds) && seconds > 0 ? seconds : null;

/** Progress is current time over duration, times 100; 0 when the duration is unknown. */
export function progressOf(media: MediaInfo): number {
  const duration = finite(media.duration);
  return duration ? Math.min(100, Math.max(0, (media.currentTime / duration) * 100)) : 0;
}

/** Reset clears time, duration, id, playing, loading and live; the audio info and now playing stay. */
export function reset(state: PlayerState): PlayerState {
  return { ...initialPlayerState, audio: state.audio, currentInitiated: state.currentInitiated };
}

export function loadStarted(state: PlayerState): PlayerState {
  return { ...state, isLoading: true };
}

export function dataLoaded(state: PlayerState): PlayerState {
  return { ...state, isLoading: false };
}

/** Metadata sets the media id, the live flag and the duration, if finite. */
export function metadataLoaded(
  state: PlayerState,
  metadata: { mediaId: string; isLive: boolean; duration: number; startTime?: number | null },
): PlayerState {
  const media: MediaInfo = {
    ...state.media,
    id: metadata.mediaId,
    duration: metadata.isLive ? null : finite(metadata.duration),
    startTime: metadata.isLive ? (metadata.startTime ?? state.media.startTime) : null,
  };
  return { ...state, isLive: metadata.isLive, media, progressPercent: progressOf(media) };
}

export function playingChanged(state: PlayerState, isPlaying: boolean): PlayerState {
  return { ...state, isPlaying };
}

/**
 * timeupdate: for live media with a start time the current time is now minus the start time; otherwise it is
 * the element's own time.
 */
export function timeUpdated(state: PlayerState, elementTime: number, nowMs: number): PlayerState {
  const currentTime =
    state.isLive && state.media.startTime !== null
      ? Math.max(0, (nowMs - state.media.startTime) / 1000)
      : Number.isFinite(elementTime)
        ? Math.max(0, elementTime)
        : 0;
  const media = { ...state.media, currentTime };
  return { ...state, media, progressPercent: progressOf(media) };
}

/** Starting playback sets what is playing before the engine reports anything. */
export function playbackStarted(
  state: PlayerState,
  start: {
    type: InitiatedType;
    audio: AudioInfo;
    duration?: number | null;
    liveStartTime?: number | null;
    catchUp?: CatchUpInfo | null;
  },
): PlayerState {
  const cleared = reset(state);
  return {
    ...cleared,
    currentInitiated: start.type,
    audio: start.audio,
    isLoading: true,
    media: { ...cleared.media, duration: finite(start.duration), startTime: start.liveStartTime ?? null },
    catchUp: start.catchUp ?? null,
  };
}

/** The player (mini player) is active when loading or a media id is set, and playback was started as audio. */
export function isActive(state: PlayerState): boolean {
  return (state.isLoading || state.media.id !== null) && state.currentInitiated === 'audio';
}

export type DisplayState = 'loading' | 'playing-live' | 'playing-on-demand' | 'idle';

/** docs/product.md, "Player": loading (spinner), playing live (stop), playing on demand (pause), paused or idle (play). */
export function displayState(state: PlayerState): DisplayState {
  if (state.isLoading) return 'loading';
  if (state.isPlaying) return state.isLive ? 'playing-live' : 'playing-on-demand';
  return 'idle';
}

/** Where rewind or advance should seek to, or null when not allowed (live, or nothing loaded). */
export function skipTarget(state: PlayerState, direction: -1 | 1): number | null {
  if (state.isLive || state.media.id === null) return null;
  const target = state.media.currentTime + direction * SKIP_SECONDS;
  const max = state.media.duration ?? Number.POSITIVE_INFINITY;
  return Math.min(max, Math.max(0, target));
}

/** Where a seek-slider value (0 to 100, any step) points, in seconds; null when it cannot seek. */
export function seekTargetFromPercent(state: PlayerState, percent: number): number | null {
  if (state.isLive || !state.media.duration || !Number.isFinite(percent)) return null;
  return (Math.min(100, Math.max(0, percent)) / 100) * state.media.duration;
}

/** Where starting media should begin: the saved time when it is the same media, else the given start. */
export function resumePosition(
  state: PlayerState,
  mediaId: string,
  startAt: number | undefined,
  savedTime: number | undefined,
): number {
  if (state.media.id === mediaId && state.media.currentTime > 0) return state.media.currentTime;
  if (startAt !== undefined && Number.isFinite(startAt) && startAt >= 0) return startAt;
  if (savedTime !== undefined && Number.isFinite(savedTime) && savedTime > 0) return savedTime;
  return 0;
}
