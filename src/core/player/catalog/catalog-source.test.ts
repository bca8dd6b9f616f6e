import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveMedia } from './catalog';
import { freeLiveSource } from './catalog-source';

const config = { playbackApiUrl: 'https://catalog.test/playback/v1', playbackAccountId: 'acct 1' };
const LADDER = 'https://media.test/live/702/index.m3u8';
const live = (
  fields: Record<string, unknown> = {},
  sources: unknown[] = [{ src: LADDER, type: 'application/x-mpegURL' }],
) => ({
  name: '702',
  sources,
  custom_fields: { live: 'true', ...fields },
});

/** A catalog answering `status` and `body` (a string is sent as is); it records each request. */
function catalog(status: number, body: unknown) {
  const asked: { url: string; headers: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      asked.push({ url, headers: init.headers });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return Promise.resolve(new Response(text, { status }));
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('freeLiveSource', () => {
  it('names a free live stream’s HLS source, asking exactly as the player does', async () => {
    const asked = catalog(200, live());
    expect(await freeLiveSource('live-702', config)).toBe(LADDER);
    await resolveMedia('live-702', config);
    // The same URL and headers, so the player's request is answered by the warm-up's cached answer.
    expect(asked).toHaveLength(2);
    expect(asked[0]).toEqual(asked[1]);
    expect(asked[0]?.url).toBe('https://catalog.test/playback/v1/accounts/acct%201/videos/live-702');
  });

  it('names nothing for premium, on-demand, refused or malformed replies', async () => {
    catalog(200, live({ premium: 'true' }));
    expect(await freeLiveSource('live-702', config)).toBeNull();
    catalog(200, { sources: [{ src: LADDER, type: 'application/x-mpegURL' }], duration: 60_000 });
    expect(await freeLiveSource('vod-1', config)).toBeNull();
    catalog(403, [{ error_code: 'ACCESS_DENIED', error_subcode: 'CLIENT_GEO' }]);
    expect(await freeLiveSource('live-702', config)).toBeNull();
    catalog(200, '<html>gateway</html>');
    expect(await freeLiveSource('live-702', config)).toBeNull();
    catalog(200, live({}, [{ src: 'javascript:alert(1)', type: 'application/x-mpegURL' }]));
    expect(await freeLiveSource('live-702', config)).toBeNull();
  });

  it('never sends a malformed media id', async () => {
    const asked = catalog(200, live());
    expect(await freeLiveSource('../admin', config)).toBeNull();
    expect(asked).toEqual([]);
  });
});
