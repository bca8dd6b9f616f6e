import { describe, expect, it } from 'vitest';
import { playbackVideo } from '../catalog/playback';
import type { MediaAsset } from '../seed/types';
import { captionsVtt } from './captions';
import { parseMediaPath } from './routes';

const video: MediaAsset = {
  mediaId: 'vid-0001',
  kind: 'video',
  name: 'A day with a lifeguard',
  durationSeconds: 14,
  station: null,
  posterImageId: 'img-1',
  geoBlocked: false,
  premium: false,
  variant: 0,
};

describe('captions of a video', () => {
  it('are WebVTT cues over its whole length', () => {
    expect(captionsVtt(video)).toBe(
      'WEBVTT\n\n' +
        '1\n00:00:00.000 --> 00:00:06.000\nA day with a lifeguard, 0 min 0 s\n\n' +
        '2\n00:00:06.000 --> 00:00:12.000\nA day with a lifeguard, 0 min 6 s\n\n' +
        '3\n00:00:12.000 --> 00:00:14.000\nA day with a lifeguard, 0 min 12 s\n',
    );
  });

  it('are listed in the catalog as a Brightcove text track, for video only', () => {
    const reply = playbackVideo('http://media.test', video);
    expect(reply.text_tracks).toEqual([
      expect.objectContaining({
        src: 'http://media.test/media/captions/vid-0001.vtt',
        kind: 'captions',
        srclang: 'en',
        label: 'English',
      }),
    ]);
    expect(playbackVideo('http://media.test', { ...video, kind: 'audio' }).text_tracks).toEqual([]);
  });

  it('have a strict path', () => {
    expect(parseMediaPath('/media/captions/vid-0001.vtt')).toEqual({ type: 'captions', mediaId: 'vid-0001' });
    expect(() => parseMediaPath('/media/captions/vid-0001.srt')).toThrow('/media/captions/{mediaId}.vtt');
    expect(() => parseMediaPath('/media/captions/a%20b.vtt')).toThrow('Invalid media id');
  });
});
