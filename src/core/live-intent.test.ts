import { describe, expect, it } from 'vitest';
import { liveIntent, liveIntentStation } from './live-intent';

describe('a live player’s data-intent', () => {
  it('names its station, and is read back only as a live player’s', () => {
    expect(liveIntent('kfm')).toBe('primedia-live-player|kfm');
    expect(liveIntentStation(liveIntent('capetalk'))).toBe('capetalk');
    expect(liveIntentStation('primedia-live-player| KFM ')).toBe('kfm');
    expect(liveIntentStation('primedia-programme-guide|702')).toBeNull();
    expect(liveIntentStation('primedia-live-player|none')).toBeNull();
    expect(liveIntentStation(null)).toBeNull();
  });
});
