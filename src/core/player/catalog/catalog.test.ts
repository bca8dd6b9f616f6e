import { describe, expect, it } from 'vitest';
import { parseCatalogReply } from './catalog';

const video = {
  id: 'vid-1',
  name: 'Studio session',
  duration: 95_000,
  poster: 'http://127.0.0.1:4000/images/p/16x9/768.webp',
  sources: [{ src: 'http://127.0.0.1:4000/media/vod/vid-1/index.m3u8', type: 'application/x-mpegURL' }],
};

describe('parseCatalogReply', () => {
  it('reads the HLS source, the duration in seconds and the poster', () => {
    expect(parseCatalogReply('vid-1', 200, video)).toEqual({
      ok: true,
      media: {
        mediaId: 'vid-1',
        src: video.sources[0]?.src,
        name: 'Studio session',
        durationSeconds: 95,
        poster: video.poster,
        isLive: false,
        premium: false,
        catchUp: null,
        download: null,
        captions: [],
      },
    });
  });

  it('reads WebVTT caption tracks with an http(s) source, and none for live', () => {
    const track = { src: 'http://127.0.0.1:4000/media/captions/vid-1.vtt', srclang: 'en', label: 'English' };
    const reply = {
      ...video,
      text_tracks: [
        { ...track, kind: 'captions' },
        { ...track, kind: 'chapters' },
        { ...track, kind: 'captions', src: 'javascript:alert(1)' },
        { ...track, kind: 'subtitles', srclang: '<b>', label: '' },
        'nonsense',
      ],
    };
    const result = parseCatalogReply('vid-1', 200, reply);
    expect(result.ok && result.media.captions).toEqual([
      track,
      { src: track.src, srclang: 'en', label: 'en' },
    ]);
    const live = parseCatalogReply('live', 200, { ...reply, duration: 0 });
    expect(live.ok && live.media.captions).toEqual([]);
  });

  it('reads the audio/mp4 download beside HLS, for on-demand media only', () => {
    const mp4 = { src: 'http://127.0.0.1:4000/media/download/vid-1.m4a', type: 'audio/mp4' };
    const withDownload = { ...video, sources: [...video.sources, mp4] };
    const result = parseCatalogReply('vid-1', 200, withDownload);
    expect(result.ok && result.media.download).toBe(mp4.src);
    const live = parseCatalogReply('live', 200, { ...withDownload, duration: 0 });
    expect(live.ok && live.media.download).toBeNull();
    const relative = { ...video, sources: [...video.sources, { src: '/x.m4a', type: 'audio/mp4' }] };
    const refused = parseCatalogReply('vid-1', 200, relative);
    expect(refused.ok && refused.media.download).toBeNull();
  });

  it('reads 401 as "sign in", 403 ACCESS_DENIED / OFFERS as "upgrade", and the premium custom field', () => {
    const denied = (subcode: string) => [{ error_code: 'ACCESS_DENIED', error_subcode: subcode }];
    expect(parseCatalogReply('v', 401, denied('TOKEN_REQUIRED'))).toMatchObject({
      reason: 'sign-in-required',
    });
    expect(parseCatalogReply('v', 401, null)).toMatchObject({ reason: 'sign-in-required' });
    expect(parseCatalogReply('v', 403, denied('OFFERS'))).toMatchObject({ reason: 'premium-required' });
    const premium = parseCatalogReply('v', 200, { ...video, custom_fields: { premium: 'true' } });
    expect(premium.ok && premium.media.premium).toBe(true);
  });

  it("reads a live stream's catch-up playlist and window, and ignores a malformed one", () => {
    const live = (fields: Record<string, string>) =>
      parseCatalogReply('live-702', 200, {
        ...video,
        duration: 0,
        custom_fields: { live: 'true', ...fields },
      });
    const src = 'http://127.0.0.1:4000/media/catchup/702/index.m3u8';
    expect(live({ catchup: src, catchup_window_seconds: '21600' })).toMatchObject({
      ok: true,
      media: { isLive: true, catchUp: { src, windowSeconds: 21600 } },
    });
    expect(live({ catchup: `${src}?from=1`, catchup_window_seconds: '21600' })).toMatchObject({
      media: { catchUp: null },
    });
    expect(live({ catchup: 'javascript:alert(1)', catchup_window_seconds: '21600' })).toMatchObject({
      media: { catchUp: null },
    });
    expect(live({ catchup: src, catchup_window_seconds: '-5' })).toMatchObject({ media: { catchUp: null } });
  });

  it('treats a live stream (no duration, live custom field) as live', () => {
    const live = { ...video, duration: 0, custom_fields: { live: 'true' } };
    const result = parseCatalogReply('live-702', 200, live);
    expect(result.ok && result.media.isLive).toBe(true);
    expect(result.ok && result.media.durationSeconds).toBeNull();
  });

  it('recognises the geo block only from 403 with ACCESS_DENIED / CLIENT_GEO', () => {
    expect(
      parseCatalogReply('v', 403, [{ error_code: 'ACCESS_DENIED', error_subcode: 'CLIENT_GEO' }]),
    ).toEqual({
      ok: false,
      reason: 'geo-blocked',
      detail: 'CLIENT_GEO',
    });
    expect(parseCatalogReply('v', 403, [{ error_code: 'ACCESS_DENIED' }])).toMatchObject({
      reason: 'unavailable',
    });
  });

  it('refuses replies without a usable HLS source', () => {
    expect(
      parseCatalogReply('v', 200, {
        ...video,
        sources: [{ src: 'javascript:alert(1)', type: 'application/x-mpegURL' }],
      }),
    ).toMatchObject({
      reason: 'bad-reply',
    });
    expect(
      parseCatalogReply('v', 200, { ...video, sources: [{ src: 'http://x/v.mp4', type: 'video/mp4' }] }),
    ).toMatchObject({
      reason: 'bad-reply',
    });
    expect(parseCatalogReply('v', 200, 'nope')).toMatchObject({ reason: 'bad-reply' });
    expect(parseCatalogReply('v', 404, [{ error_code: 'VIDEO_NOT_FOUND' }])).toMatchObject({
      reason: 'not-found',
    });
    expect(parseCatalogReply('v', 500, null)).toMatchObject({ reason: 'unavailable' });
  });
});
