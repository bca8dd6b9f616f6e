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
});
