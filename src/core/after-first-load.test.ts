// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstLoad, QUIET_AFTER_LOAD_MS } from './after-first-load';

describe('what waits for the first load', () => {
  afterEach(() => vi.useRealTimers());

  it('waits after the load event for a quiet moment', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    afterFirstLoad(fn);
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('goes at the first interaction, once', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    afterFirstLoad(fn);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(fn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS);
    window.dispatchEvent(new Event('pointerdown'));
    expect(fn).toHaveBeenCalledOnce();
  });

  it('waits again after each new largest paint, for up to 10 s after the load event', () => {
    vi.useFakeTimers();
    let paint = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(callback: () => void) {
          paint = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const fn = vi.fn();
    afterFirstLoad(fn);
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS - 500);
    paint(); // the page's content arrives after the load event
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();

    // A page that keeps painting: from 10 s on, a paint no longer holds it back.
    const late = vi.fn();
    afterFirstLoad(late);
    for (let t = 0; t < 10_000; t += 2_000) {
      vi.advanceTimersByTime(2_000);
      paint();
    }
    expect(late).not.toHaveBeenCalled();
    // The paint at 10 s was not waited for: 3 s after the one at 8 s.
    vi.advanceTimersByTime(1_000);
    expect(late).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
