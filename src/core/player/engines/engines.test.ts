import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseEngineKind } from './engines';

const element = (nativeHls: boolean) =>
  ({
    canPlayType: (type: string) => (nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''),
  }) as unknown as HTMLMediaElement;

/** A browser by its vendor and whether it has Media Source Extensions. */
function browser(vendor: string, mediaSource: 'MediaSource' | 'ManagedMediaSource' | null) {
  vi.stubGlobal('navigator', { vendor });
  vi.stubGlobal('MediaSource', undefined);
  vi.stubGlobal('ManagedMediaSource', undefined);
  // Absent, not undefined: the check is whether the name exists.
  delete (globalThis as Record<string, unknown>).MediaSource;
  delete (globalThis as Record<string, unknown>).ManagedMediaSource;
  if (mediaSource) vi.stubGlobal(mediaSource, class {});
}

afterEach(() => vi.unstubAllGlobals());

describe('chooseEngineKind', () => {
  it('plays natively on Apple’s WebKit, with or without Media Source', () => {
    browser('Apple Computer, Inc.', 'MediaSource');
    expect(chooseEngineKind(element(true), '')).toBe('native');
    browser('Apple Computer, Inc.', 'ManagedMediaSource');
    expect(chooseEngineKind(element(true), '')).toBe('native');
  });

  it('plays through hls.js on Chromium although it says it can play HLS, and where there is no native HLS', () => {
    browser('Google Inc.', 'MediaSource');
    expect(chooseEngineKind(element(true), '')).toBe('hlsjs');
    browser('', 'MediaSource');
    expect(chooseEngineKind(element(false), '')).toBe('hlsjs');
  });

  it('plays natively where native HLS is all there is', () => {
    browser('Google Inc.', null);
    expect(chooseEngineKind(element(true), '')).toBe('native');
  });

  it('lets ?engine= force either path, and ignores other values', () => {
    browser('Google Inc.', 'MediaSource');
    expect(chooseEngineKind(element(true), '?engine=native')).toBe('native');
    expect(chooseEngineKind(element(false), '?engine=hlsjs')).toBe('hlsjs');
    expect(chooseEngineKind(element(true), '?engine=flash')).toBe('hlsjs');
  });
});
