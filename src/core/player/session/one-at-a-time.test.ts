// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createOneAtATime } from './one-at-a-time';

describe('one audio at a time across tabs (docs/design.md, "Player failures")', () => {
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
});
