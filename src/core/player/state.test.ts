import { describe, expect, it } from 'vitest';
import {
  dataLoaded,
  displayState,
  initialPlayerState,
  isActive,
  loadStarted,
  metadataLoaded,
  playbackStarted,
  playingChanged,
  progressOf,
  reset,
  resumePosition,
  seekTargetFromPercent,
  skipTarget,
  timeUpdated,
  type PlayerState,
} from './state';

const audio = {
  title: 'The Money Show',
  station: '702',
  imageUrl: 'http://127.0.0.1:4000/images/a/1x1/180.webp',
};

function onDemand(currentTime = 100, duration = 1800): PlayerState {
  return {
    ...initialPlayerState,
    currentInitiated: 'audio',
    audio,
    isPlaying: true,
    media: { id: 'aud-1', duration, currentTime, startTime: null },
    progressPercent: (currentTime / duration) * 100,
  };
}

describe('player transitions (docs/product.md, "Player")', () => {
  it('reset clears time, duration, id, playing, loading and live', () => {
    const state = reset({ ...onDemand(), isLoading: true, isLive: true });
    expect(state.media).toEqual({ id: null, duration: null, currentTime: 0, startTime: null });
    expect(state.isPlaying).toBe(false);
    expect(state.isLoading).toBe(false);
    expect(state.isLive).toBe(false);
    expect(state.progressPercent).toBe(0);
    expect(state.audio).toEqual(audio);
  });

  it('loading begins on loadstart and ends on loadeddata', () => {
    const loading = loadStarted(initialPlayerState);
    expect(loading.isLoading).toBe(true);
    expect(dataLoaded(loading).isLoading).toBe(false);
  });

  it('metadata sets the media id, the live flag and a finite duration only', () => {
    const vod = metadataLoaded(initialPlayerState, { mediaId: 'aud-1', isLive: false, duration: 1800.5 });
    expect(vod.media.id).toBe('aud-1');
    expect(vod.isLive).toBe(false);
    expect(vod.media.duration).toBe(1800.5);
    const live = metadataLoaded(initialPlayerState, {
      mediaId: 'live-702',
      isLive: true,
      duration: Infinity,
      startTime: 1000,
    });
    expect(live.isLive).toBe(true);
    expect(live.media.duration).toBeNull();
    expect(live.media.startTime).toBe(1000);
    expect(
      metadataLoaded(initialPlayerState, { mediaId: 'x', isLive: false, duration: NaN }).media.duration,
    ).toBeNull();
  });

  it('play and pause events set isPlaying', () => {
    expect(playingChanged(initialPlayerState, true).isPlaying).toBe(true);
    expect(playingChanged(onDemand(), false).isPlaying).toBe(false);
  });

  it('timeupdate uses the element time for on-demand media and updates the progress', () => {
    const state = timeUpdated(onDemand(0, 200), 50, Date.now());
    expect(state.media.currentTime).toBe(50);
    expect(state.progressPercent).toBe(25);
  });

  it('timeupdate uses now minus the start time for live media with a start time', () => {
    const live = metadataLoaded(initialPlayerState, {
      mediaId: 'live-702',
      isLive: true,
      duration: Infinity,
      startTime: 1_000_000,
    });
    expect(timeUpdated(live, 3, 1_090_000).media.currentTime).toBe(90);
    const liveWithoutStart = metadataLoaded(initialPlayerState, {
      mediaId: 'live-947',
      isLive: true,
      duration: Infinity,
    });
    expect(timeUpdated(liveWithoutStart, 12.5, 1_090_000).media.currentTime).toBe(12.5);
  });

  it('progress percent is current time over duration times 100, 0 without a duration', () => {
    expect(progressOf({ id: 'a', duration: 400, currentTime: 100, startTime: null })).toBe(25);
    expect(progressOf({ id: 'a', duration: null, currentTime: 100, startTime: null })).toBe(0);
    expect(progressOf({ id: 'a', duration: 100, currentTime: 150, startTime: null })).toBe(100);
  });

  it('is active when loading or a media id is set, and playback was started as audio', () => {
    expect(isActive(initialPlayerState)).toBe(false);
    expect(isActive(onDemand())).toBe(true);
    expect(isActive({ ...initialPlayerState, currentInitiated: 'audio', isLoading: true })).toBe(true);
    expect(isActive({ ...onDemand(), currentInitiated: 'video' })).toBe(false);
  });

  it('starting playback sets the audio info, the optional duration and the loading state', () => {
    const state = playbackStarted(onDemand(), {
      type: 'video',
      audio: { ...audio, title: 'Clip' },
      duration: 95,
    });
    expect(state.currentInitiated).toBe('video');
    expect(state.audio?.title).toBe('Clip');
    expect(state.media).toEqual({ id: null, duration: 95, currentTime: 0, startTime: null });
    expect(state.isLoading).toBe(true);
    expect(state.isPlaying).toBe(false);
  });

  it('resumes at the saved time for the same media, else seeks to the given start', () => {
    const state = onDemand(321);
    expect(resumePosition(state, 'aud-1', 10, undefined)).toBe(321);
    expect(resumePosition(state, 'aud-2', 10, 500)).toBe(10);
    expect(resumePosition(state, 'aud-2', undefined, 500)).toBe(500);
    expect(resumePosition(state, 'aud-2', undefined, undefined)).toBe(0);
    expect(resumePosition(state, 'aud-2', -5, undefined)).toBe(0);
  });

  it('has the four display states', () => {
    expect(displayState({ ...initialPlayerState, isLoading: true })).toBe('loading');
    expect(displayState({ ...onDemand(), isLive: true })).toBe('playing-live');
    expect(displayState(onDemand())).toBe('playing-on-demand');
    expect(displayState({ ...onDemand(), isPlaying: false })).toBe('idle');
    expect(displayState(initialPlayerState)).toBe('idle');
  });

  it('rewinds and advances by 15 s within the media, never for live', () => {
    expect(skipTarget(onDemand(100), -1)).toBe(85);
    expect(skipTarget(onDemand(100), 1)).toBe(115);
    expect(skipTarget(onDemand(5), -1)).toBe(0);
    expect(skipTarget(onDemand(1795, 1800), 1)).toBe(1800);
    expect(skipTarget({ ...onDemand(), isLive: true }, 1)).toBeNull();
    expect(skipTarget(initialPlayerState, 1)).toBeNull();
  });

  it('maps the 0-100 seek slider to seconds, clamped, and not for live', () => {
    expect(seekTargetFromPercent(onDemand(0, 200), 37.5)).toBe(75);
    expect(seekTargetFromPercent(onDemand(0, 200), 120)).toBe(200);
    expect(seekTargetFromPercent({ ...onDemand(), isLive: true }, 50)).toBeNull();
    expect(seekTargetFromPercent(onDemand(), NaN)).toBeNull();
  });
});
