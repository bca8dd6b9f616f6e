import { describe, expect, it } from 'vitest';
import { offersDownload, VIDEO_AUDIO_MIN_SECONDS } from './offer';

describe('which items offer a download', () => {
  it('offers every on-demand audio item, whatever its length', () => {
    expect(offersDownload('audio', 45)).toBe(true);
    expect(offersDownload('audio', null)).toBe(true);
  });

  it('offers a video’s audio from five minutes on, and not for a shorter clip', () => {
    expect(VIDEO_AUDIO_MIN_SECONDS).toBe(300);
    expect(offersDownload('video', 299)).toBe(false);
    expect(offersDownload('video', 300)).toBe(true);
    expect(offersDownload('video', 2651)).toBe(true);
  });

  it('does not offer a video whose length is unknown', () => {
    expect(offersDownload('video', null)).toBe(false);
    expect(offersDownload('video', undefined)).toBe(false);
    expect(offersDownload('video', Number.NaN)).toBe(false);
  });
});
