// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOneAtATime } from './one-at-a-time';

describe('one audio at a time across tabs (docs/design.md, "Player failures")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the other pages over BroadcastChannel, never itself', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = createOneAtATime(first);
    const b = createOneAtATime(second);
    a.announce();
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
    a.close();
    b.close();
  });

  it('falls back to the storage event where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const other = vi.fn();
    const mine = vi.fn();
    const page = createOneAtATime(mine);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    page.announce();
    expect(setItem).toHaveBeenCalledWith('primedia-player-playing', expect.stringMatching(/\|\d+$/));
    const [, written] = setItem.mock.calls[0] ?? [];
    // The storage event fires in the OTHER tabs only; simulate one arriving from another tab, then our own.
    const otherTab = createOneAtATime(other);
    window.dispatchEvent(new StorageEvent('storage', { key: 'primedia-player-playing', newValue: written }));
    expect(other).toHaveBeenCalledTimes(1);
    expect(mine).not.toHaveBeenCalled(); // its own id is ignored
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x|1' }));
    expect(other).toHaveBeenCalledTimes(1);
    page.close();
    otherTab.close();
  });
});
