// @vitest-environment happy-dom
/**
 * What aired in a catch-up range is asked for once the range sounds, not at the press (docs/time-shift.md,
 * "Catch-up"): before the first sound its replies would take the main thread from hls.js reading the range's
 * playlist. The player is the page's real one; only the network and the catalog's answer are stood in for, and
 * the element's `playing` is sent by hand when the test says it sounds (happy-dom's own `play()` would send it
 * at once, with nothing loaded).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { liveCatalogAnswer } from '../catalog/catalog-answer.fixture';
import { player, playFromStart, stopPlayback } from '../controller';
import { liveRequest } from '../live/play-live';

afterEach(() => {
  stopPlayback();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('asks what aired in the range at the first playing, not at the press', async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(decodeURIComponent(String(url)));
      if (String(url).includes('getNowPlayingHistory'))
        return Promise.resolve(Response.json({ data: { getNowPlayingHistory: [] } }));
      if (String(url).includes('getCatchUpShows'))
        return Promise.resolve(Response.json({ data: { getEpgData: [] } }));
      return new Promise<Response>(() => undefined);
    }),
  );
  // The native engine only sets the element's source, which is all this test needs of an engine.
  history.replaceState(null, '', '/?engine=native');
  const catchUp = { src: 'https://media.example/catchup/702/index.m3u8', windowSeconds: 7 * 86_400 };
  const request = {
    ...liveRequest({ id: '702', mediaId: 'live-702', stationName: '702' }),
    resolve: () => Promise.resolve(liveCatalogAnswer({ catchUp })),
  };
  const media = player.element();
  vi.spyOn(media, 'play').mockResolvedValue(undefined);
  const start = Math.floor(Date.now() / 1000) - 3600;
  void playFromStart(request, { startUnixSeconds: start, headline: 'The Breakfast Show' });

  await vi.waitFor(() => expect(media.getAttribute('src')).toContain(`${catchUp.src}?from=${start}`));
  // The history's module is in, and every task queued by then has run: a request made at the press would be out.
  await import('./catch-up-history');
  await new Promise((resolve) => setTimeout(resolve));
  expect(asked.filter((url) => url.includes('getNowPlayingHistory'))).toEqual([]);

  media.dispatchEvent(new Event('playing'));
  await vi.waitFor(() =>
    expect(asked.some((url) => url.includes('getNowPlayingHistory') && url.includes(`"from":${start}`))).toBe(
      true,
    ),
  );
});
