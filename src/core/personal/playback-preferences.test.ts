import { describe, expect, it } from 'vitest';
import { parsePlaybackPreferences, PLAYBACK_DEFAULTS } from './playback-preferences';

describe('playback preferences from storage', () => {
  it('reads stored choices', () => {
    expect(
      parsePlaybackPreferences('{"resumeOnDemand":false,"keepHistory":true,"autoPlayNext":false}'),
    ).toEqual({
      resumeOnDemand: false,
      keepHistory: true,
      autoPlayNext: false,
    });
    // Stored before the setting existed: it is on, as it is for everyone who never chose.
    expect(parsePlaybackPreferences('{"resumeOnDemand":false}').autoPlayNext).toBe(true);
  });

  it('falls back to the defaults for missing, broken or foreign values', () => {
    expect(parsePlaybackPreferences(null)).toEqual(PLAYBACK_DEFAULTS);
    expect(parsePlaybackPreferences('{oops')).toEqual(PLAYBACK_DEFAULTS);
    expect(parsePlaybackPreferences('[1]')).toEqual(PLAYBACK_DEFAULTS);
    expect(parsePlaybackPreferences('{"resumeOnDemand":"no"}')).toEqual(PLAYBACK_DEFAULTS);
  });
});
