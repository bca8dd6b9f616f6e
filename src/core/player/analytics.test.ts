import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '../auth/session';
import { setPlayerAnalyticsSink, trackPlayer, type PlayerAnalyticsEvent } from './analytics';

describe('player analytics', () => {
  afterEach(() => {
    setPlayerAnalyticsSink(null);
    setSession({ status: 'anonymous', user: null });
    delete (globalThis as { dataLayer?: unknown }).dataLayer;
  });

  it('reports the signed-in user id with each event (docs/product.md, "Analytics")', () => {
    const events: PlayerAnalyticsEvent[] = [];
    setPlayerAnalyticsSink((event) => events.push(event));
    setSession({
      status: 'signed-in',
      user: { sub: 'user-7', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null },
    });
    trackPlayer('player_start', { mediaId: 'aud-0001', type: 'audio', live: false });
    expect(events).toEqual([
      {
        event: 'player_start',
        media_id: 'aud-0001',
        media_type: 'audio',
        live: false,
        position: null,
        user_id: 'user-7',
      },
    ]);
  });

  it('pushes to an existing dataLayer only, and never creates one on a partner page', () => {
    trackPlayer('player_stop', { mediaId: 'live-702', type: 'audio', live: true });
    expect((globalThis as { dataLayer?: unknown }).dataLayer).toBeUndefined();
    const layer: unknown[] = [];
    (globalThis as { dataLayer?: unknown }).dataLayer = layer;
    trackPlayer('player_stop', { mediaId: 'live-702', type: 'audio', live: true });
    expect(layer).toMatchObject([{ event: 'player_stop', user_id: null }]);
  });

  it('never lets a failing sink break playback', () => {
    setPlayerAnalyticsSink(() => {
      throw new Error('boom');
    });
    expect(() => trackPlayer('player_start', { mediaId: 'x', type: 'video', live: false })).not.toThrow();
  });
});
