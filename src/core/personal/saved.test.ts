// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../auth/session';
import type * as ApiModule from './api';
import { $toast, hideToast } from '../feedback/toast';

vi.mock('./api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  fetchMyContentEntries: vi.fn(async () => [
    { id: 'kept', path: '/kept', typeName: 'AudioPodcast', list: 'bookmark' },
  ]),
  setBookmark: vi.fn(),
  deleteBookmark: vi.fn(),
  follow: vi.fn(),
  unfollow: vi.fn(),
}));

const api = await import('./api');
const { $saved, isSaved, loadSaved, setSaved, SAVE_FAILED } = await import('./saved');

const target = { id: 'news-0001', path: '/news/one', typeName: 'NewsTeaserDetail' };

function deferred() {
  let reject: (e: unknown) => void = () => undefined;
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(async () => {
  setSession({
    status: 'signed-in',
    user: { sub: 'u1', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null },
  });
  await loadSaved();
});

afterEach(() => {
  hideToast();
  vi.clearAllMocks();
});

describe('optimistic bookmarks', () => {
  it('loads the saved entries of the signed-in listener', () => {
    expect($saved.get().status).toBe('ready');
    expect(isSaved('bookmark', 'kept')).toBe(true);
  });

  it('shows the bookmark at once and rolls it back with a toast when the server fails', async () => {
    const pending = deferred();
    vi.mocked(api.setBookmark).mockReturnValueOnce(pending.promise);
    const result = setSaved('bookmark', target, true);
    expect(isSaved('bookmark', target.id)).toBe(true);
    pending.reject(new Error('offline'));
    await expect(result).resolves.toBe(false);
    expect(isSaved('bookmark', target.id)).toBe(false);
    expect($toast.get()).toEqual({ message: SAVE_FAILED.bookmark.on, visible: true });
  });

  it('keeps a confirmed bookmark and restores a failed removal', async () => {
    vi.mocked(api.setBookmark).mockResolvedValueOnce(undefined);
    await expect(setSaved('bookmark', target, true)).resolves.toBe(true);
    expect(isSaved('bookmark', target.id)).toBe(true);
    vi.mocked(api.deleteBookmark).mockRejectedValueOnce(new api.MutationFailed('Server error', 500));
    await expect(setSaved('bookmark', target, false)).resolves.toBe(false);
    expect(isSaved('bookmark', target.id)).toBe(true);
    expect($toast.get().message).toBe(SAVE_FAILED.bookmark.off);
  });

  it('does not roll back over a newer change to the same item', async () => {
    const first = deferred();
    vi.mocked(api.follow).mockReturnValueOnce(first.promise);
    vi.mocked(api.unfollow).mockResolvedValueOnce(undefined);
    const failing = setSaved('following', target, true);
    await setSaved('following', target, false);
    first.reject(new Error('late failure'));
    await failing;
    expect(isSaved('following', target.id)).toBe(false);
  });

  it('forgets the entries when the listener signs out', () => {
    const unbind = $saved.listen(() => undefined);
    setSession({ status: 'anonymous', user: null });
    expect($saved.get().bookmarks.size).toBe(0);
    unbind();
  });
});
