import { describe, expect, it } from 'vitest';
import { chooseEngineKind } from './engines';

const element = (nativeHls: boolean) =>
  ({
    canPlayType: (type: string) => (nativeHls && type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''),
  }) as unknown as HTMLMediaElement;

describe('chooseEngineKind', () => {
  it('plays natively where the browser can, else through hls.js', () => {
    expect(chooseEngineKind(element(true), '')).toBe('native');
    expect(chooseEngineKind(element(false), '')).toBe('hlsjs');
  });

  it('lets ?engine= force either path, and ignores other values', () => {
    expect(chooseEngineKind(element(true), '?engine=hlsjs')).toBe('hlsjs');
    expect(chooseEngineKind(element(false), '?engine=native')).toBe('native');
    expect(chooseEngineKind(element(true), '?engine=flash')).toBe('native');
  });
});
