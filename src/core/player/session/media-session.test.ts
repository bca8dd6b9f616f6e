import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MEDIA_SESSION_ALBUM,
  mediaSessionMetadata,
  setMediaSession,
  setMediaSessionPosition,
} from './media-session';

const audio = {
  title: 'The Midday Report',
  station: '702',
  imageUrl: 'http://127.0.0.1:4000/images/x/1x1/180.webp',
};

describe('media session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the documented mapping: album Primedia +, title = station, artist = audio title, 180x180 artwork', () => {
    expect(mediaSessionMetadata(audio)).toEqual({
      title: '702',
      artist: 'The Midday Report',
      album: MEDIA_SESSION_ALBUM,
      artwork: [{ src: audio.imageUrl, sizes: '180x180', type: 'image/webp' }],
    });
    expect(MEDIA_SESSION_ALBUM).toBe('Primedia +');
  });

  it('hands previous and next track to the given actions, and clears them when there are none', () => {
    const handlers = new Map<string, (() => void) | null>();
    const mediaSession = {
      metadata: null as unknown,
      setActionHandler: (action: string, handler: (() => void) | null) => handlers.set(action, handler),
    };
    vi.stubGlobal('navigator', { mediaSession });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(readonly init: unknown) {}
      },
    );
    const nextTrack = vi.fn();
    setMediaSession(audio, { play() {}, pause() {}, stop() {}, nextTrack });
    handlers.get('nexttrack')?.();
    expect(nextTrack).toHaveBeenCalledOnce();
    expect(handlers.get('previoustrack')).toBeNull();
    setMediaSession(audio, { play() {}, pause() {}, stop() {} });
    expect(handlers.get('nexttrack')).toBeNull();
  });

  it('never passes an infinite or NaN duration, and survives handlers the browser refuses', () => {
    const positions: unknown[] = [];
    const mediaSession = {
      metadata: null as unknown,
      setActionHandler: vi.fn((action: string) => {
        if (action === 'seekforward') throw new Error('unsupported');
      }),
      setPositionState: (state?: unknown) => positions.push(state),
    };
    vi.stubGlobal('navigator', { mediaSession });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(readonly init: unknown) {}
      },
    );
    expect(() =>
      setMediaSession(audio, { play() {}, pause() {}, stop() {}, seekForward() {} }),
    ).not.toThrow();
    // play, pause, stop, seek back, forward and to, previous and next track: each set or cleared.
    expect(mediaSession.setActionHandler).toHaveBeenCalledTimes(8);
    setMediaSessionPosition(Infinity, 10);
    setMediaSessionPosition(NaN, 10);
    setMediaSessionPosition(100, 150);
    setMediaSessionPosition(100, 40, 1.5);
    expect(positions).toEqual([
      undefined,
      undefined,
      { duration: 100, position: 100, playbackRate: 1 },
      { duration: 100, position: 40, playbackRate: 1.5 },
    ]);
  });

  it("hands the lock screen's scrubber time to seekTo, and ignores a seek without a time", () => {
    const handlers = new Map<string, ((details?: { seekTime?: number }) => void) | null>();
    vi.stubGlobal('navigator', {
      mediaSession: {
        metadata: null,
        setActionHandler: (action: string, handler: ((details?: { seekTime?: number }) => void) | null) =>
          handlers.set(action, handler),
      },
    });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(readonly init: unknown) {}
      },
    );
    const seekTo = vi.fn();
    setMediaSession(audio, { play() {}, pause() {}, stop() {}, seekTo });
    handlers.get('seekto')?.({ seekTime: 754 });
    handlers.get('seekto')?.({});
    expect(seekTo.mock.calls).toEqual([[754]]);
    setMediaSession(audio, { play() {}, pause() {}, stop() {} });
    expect(handlers.get('seekto')).toBeNull();
  });
});

describe('media session artwork', () => {
  it('points at the 180 px crop it declares, not the 384 px one the content API hands out', () => {
    const onDemand = { ...audio, imageUrl: 'http://127.0.0.1:4000/images/pod-1/1x1/384.webp' };
    expect(mediaSessionMetadata(onDemand).artwork).toEqual([
      { src: 'http://127.0.0.1:4000/images/pod-1/1x1/180.webp', sizes: '180x180', type: 'image/webp' },
    ]);
  });

  it('keeps a URL of another shape as it is and gives no artwork without an image', () => {
    expect(mediaSessionMetadata({ ...audio, imageUrl: 'https://cdn.example/a.png' }).artwork?.[0]?.src).toBe(
      'https://cdn.example/a.png',
    );
    expect(mediaSessionMetadata({ ...audio, imageUrl: '' }).artwork).toEqual([]);
  });
});
