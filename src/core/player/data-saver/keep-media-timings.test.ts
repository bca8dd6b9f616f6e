import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_REGISTRY_NAME } from '../../store-registry';

// Each test loads the module on a fresh page: its state lives in the page's store registry.
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(STORE_REGISTRY_NAME)];
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());
const load = () => import('./keep-media-timings');

describe('keepMediaTimings', () => {
  it('grows a full timing buffer until the meter observes, up to its limit', async () => {
    const { keepMediaTimings, mediaTimingsMetered } = await load();
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

  it('leaves a performance object without events alone instead of throwing into the play path', async () => {
    const { keepMediaTimings, mediaTimingsMetered } = await load();
    // A test's fake clock and older engines give a performance object that is not an event target.
    const sizes: number[] = [];
    vi.stubGlobal('performance', { setResourceTimingBufferSize: (size: number) => sizes.push(size) });
    expect(() => keepMediaTimings()).not.toThrow();
    expect(() => mediaTimingsMetered()).not.toThrow();
    expect(sizes).toEqual([]);
  });
});
