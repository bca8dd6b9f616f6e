import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingIntentKeys, recordIntent, takeIntent } from './intents';

afterEach(() => {
  vi.useRealTimers();
  takeIntent('primedia-live-player', '702');
  takeIntent('primedia-live-player', 'kfm');
  takeIntent('primedia-podcast-episodes', 'x');
});

describe('intents', () => {
  it('are taken once, by the element they were recorded for', () => {
    recordIntent({ tag: 'primedia-live-player', key: '702', action: 'play' });
    expect(takeIntent('primedia-live-player', '947')).toBeNull();
    expect(takeIntent('primedia-live-player', '702')).toMatchObject({ key: '702', action: 'play' });
    expect(takeIntent('primedia-live-player', '702')).toBeNull();
  });

  it('name the fresh keys of one element kind without taking them', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    recordIntent({ tag: 'primedia-live-player', key: '702', action: 'play' });
    recordIntent({ tag: 'primedia-podcast-episodes', key: 'x', action: 'play' });
    vi.setSystemTime(1_010_000);
    recordIntent({ tag: 'primedia-live-player', key: 'kfm', action: 'play' });
    expect(pendingIntentKeys('primedia-live-player')).toEqual(['702', 'kfm']);
    // 15 s on, the first is stale: the listener has moved on.
    vi.setSystemTime(1_016_000);
    expect(pendingIntentKeys('primedia-live-player')).toEqual(['kfm']);
    expect(takeIntent('primedia-live-player', 'kfm')).not.toBeNull();
  });
});
