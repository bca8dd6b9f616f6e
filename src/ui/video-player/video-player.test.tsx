import { describe, expect, it } from 'vitest';
import { initialPlayerState, type PlayerState } from '../../core/player/state';
import { isRequestFor, isVideoShown } from './video-player';

const video: PlayerState = {
  ...initialPlayerState,
  currentInitiated: 'video',
  media: { id: 'vid-0001', duration: 120, currentTime: 3, startTime: null },
};

describe('video view visibility (docs/product.md, "Video")', () => {
  it('shows while video is loading or loaded, until closed', () => {
    expect(isVideoShown(video, false)).toBe(true);
    expect(isVideoShown({ ...initialPlayerState, currentInitiated: 'video', isLoading: true }, false)).toBe(
      true,
    );
    expect(isVideoShown(video, true)).toBe(false);
  });

  it('never shows for audio or when nothing is loaded', () => {
    expect(isVideoShown({ ...video, currentInitiated: 'audio' }, false)).toBe(false);
    expect(isVideoShown({ ...initialPlayerState, currentInitiated: 'video' }, false)).toBe(false);
  });
});

describe('which view shows the started video', () => {
  const request = { origin: 'news-video', mediaId: 'vid-0001', station: null };

  it('is the view of that media and origin only', () => {
    expect(isRequestFor(request, {})).toBe(true);
    expect(isRequestFor(request, { mediaId: 'vid-0001' })).toBe(true);
    expect(isRequestFor(request, { mediaId: 'vid-0001', origin: 'news-video' })).toBe(true);
    expect(isRequestFor(request, { mediaId: 'vid-0002' })).toBe(false);
    expect(isRequestFor(request, { mediaId: 'vid-0001', origin: 'news-embed' })).toBe(false);
    expect(isRequestFor(request, { origin: 'news-video', exceptMediaId: 'vid-0001' })).toBe(false);
    expect(isRequestFor(request, { origin: 'news-video', exceptMediaId: 'vid-0002' })).toBe(true);
    expect(isRequestFor(null, {})).toBe(false);
  });
});
