import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveCatalogAnswer } from './catalog-answer.fixture';
import { primeCatalog, primedAnswer } from './resolve';

const media = liveCatalogAnswer;

afterEach(() => vi.useRealTimers());

describe('primed catalog answers', () => {
  it('asks once and answers a live, free stream from what it asked', async () => {
    const resolve = vi.fn(async (id: string) => media({ mediaId: id }));
    primeCatalog('live-a', resolve);
    primeCatalog('live-a', resolve);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(await primedAnswer('live-a')).toEqual(media({ mediaId: 'live-a' }));
  });

  it('never keeps a premium or on-demand answer, a refusal or a failure', async () => {
    primeCatalog('premium', async () => media({ premium: true }));
    primeCatalog('vod', async () => media({ isLive: false, durationSeconds: 60 }));
    primeCatalog('refused', async () => ({ ok: false, reason: 'geo-blocked', detail: 'CLIENT_GEO' }));
    primeCatalog('down', async () => Promise.reject(new Error('offline')));
    for (const id of ['premium', 'vod', 'refused', 'down']) expect(await primedAnswer(id)).toBeNull();
    // Forgotten, so a later call asks again.
    const again = vi.fn(async () => media({}));
    primeCatalog('down', again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('lets an answer go after five minutes', async () => {
    vi.useFakeTimers({ now: 0 });
    primeCatalog('live-b', async () => media({}));
    expect(await primedAnswer('live-b')).not.toBeNull();
    vi.setSystemTime(5 * 60_000);
    expect(await primedAnswer('live-b')).toBeNull();
    expect(await primedAnswer('never-asked')).toBeNull();
  });
});
