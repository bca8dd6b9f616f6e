import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepMediaTimings, mediaTimingsMetered } from './keep-media-timings';

afterEach(() => vi.unstubAllGlobals());

describe('keepMediaTimings', () => {
  it('grows a full timing buffer until the meter observes, up to its limit', () => {
    const page = new EventTarget();
    const sizes: number[] = [];
    vi.stubGlobal(
      'performance',
      Object.assign(page, { setResourceTimingBufferSize: (size: number) => sizes.push(size) }),
    );
    const full = () => page.dispatchEvent(new Event('resourcetimingbufferfull'));

    full(); // before any media request: not ours to change
    expect(sizes).toEqual([]);
    keepMediaTimings();
    keepMediaTimings(); // a second request does not listen twice
    full();
    full();
    expect(sizes).toEqual([500, 750]);
    for (let i = 0; i < 10; i++) full();
    expect(sizes.at(-1)).toBe(2_000);
    const grown = sizes.length;
    mediaTimingsMetered();
    full();
    keepMediaTimings(); // metered: nothing to keep any more
    full();
    expect(sizes).toHaveLength(grown);
  });
});
