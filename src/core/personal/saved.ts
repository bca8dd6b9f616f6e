/**
 * `$saved`: which items the signed-in listener has bookmarked or follows (docs/product.md, "Content", "Roles and Audiostar+"), so
 * every bookmark and follow control on the page shows the same state. Loaded from getMyContentByUser when a
 * control first needs it and the listener is signed in; cleared when the listener changes or signs out.
 *
 * Changes are optimistic: the store changes at once, the mutation follows, and a failure puts the previous
 * state back and shows the error toast. A later change to the same item wins over an earlier failing one.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { $session } from '../auth/session';
import { showToast } from '../feedback/toast';
import { recordProblem } from '../monitoring/problems';
import { shared } from '../store-registry';
import * as api from './api';

export type SavedList = 'bookmark' | 'following';

export interface SavedState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Whose entries these are (the profile sub). */
  sub: string | null;
  bookmarks: ReadonlySet<string>;
  following: ReadonlySet<string>;
}

const EMPTY: SavedState = { status: 'idle', sub: null, bookmarks: new Set(), following: new Set() };

const saved = shared('personal-saved', () => ({
  store: atom<SavedState>(EMPTY),
  loading: null as Promise<void> | null,
  versions: new Map<string, number>(),
}));

export const $saved: ReadableAtom<SavedState> = saved.store;

export const SAVE_FAILED: Record<SavedList, { on: string; off: string }> = {
  bookmark: {
    on: 'Could not save the bookmark. Please try again.',
    off: 'Could not remove the bookmark. Please try again.',
  },
  following: {
    on: 'Could not follow. Please try again.',
    off: 'Could not unfollow. Please try again.',
  },
};

function key(list: SavedList): 'bookmarks' | 'following' {
  return list === 'bookmark' ? 'bookmarks' : 'following';
}

/** Loads the signed-in listener's entries once (again after a failure or a change of listener). */
export function loadSaved(): Promise<void> {
  const session = $session.get();
  const sub = session.status === 'signed-in' ? (session.user?.sub ?? null) : null;
  const state = saved.store.get();
  if (!sub) return Promise.resolve();
  if (state.sub === sub && state.status === 'ready') return Promise.resolve();
  if (saved.loading && state.sub === sub) return saved.loading;
  saved.store.set({ ...EMPTY, status: 'loading', sub });
  const loading = api.fetchMyContentEntries('all').then(
    (entries) => {
      if (saved.store.get().sub !== sub) return;
      const current = saved.store.get();
      // Changes made while loading win over the loaded list.
      const bookmarks = new Set(entries.filter((e) => e.list === 'bookmark').map((e) => e.id));
      const following = new Set(entries.filter((e) => e.list === 'following').map((e) => e.id));
      for (const id of current.bookmarks) bookmarks.add(id);
      for (const id of current.following) following.add(id);
      saved.store.set({ status: 'ready', sub, bookmarks, following });
    },
    (error: unknown) => {
      recordProblem({ area: 'my-content', message: `saved entries failed to load: ${String(error)}` });
      if (saved.store.get().sub === sub) saved.store.set({ ...saved.store.get(), status: 'failed' });
    },
  );
  const tracked: Promise<void> = loading.finally(() => {
    if (saved.loading === tracked) saved.loading = null;
  });
  saved.loading = tracked;
  return tracked;
}

onMount(saved.store, () =>
  $session.subscribe((session) => {
    const sub = session.status === 'signed-in' ? (session.user?.sub ?? null) : null;
    if (sub === null) {
      if (saved.store.get().sub !== null) saved.store.set(EMPTY);
    } else if (saved.store.get().sub !== sub) {
      void loadSaved();
    }
  }),
);

function withMembership(list: SavedList, id: string, on: boolean): void {
  const state = saved.store.get();
  const next = new Set(state[key(list)]);
  if (on) next.add(id);
  else next.delete(id);
  saved.store.set({ ...state, [key(list)]: next });
}

export function isSaved(list: SavedList, id: string): boolean {
  return saved.store.get()[key(list)].has(id);
}

/**
 * Bookmarks/follows (`on`) or removes an item, optimistically. Resolves true when the server agreed; on failure
 * the previous state is back and the toast says what failed. Call it through a protected action (docs/product.md, "Rules").
 */
export async function setSaved(list: SavedList, target: api.SaveTarget, on: boolean): Promise<boolean> {
  const was = isSaved(list, target.id);
  const versionKey = `${list}:${target.id}`;
  const version = (saved.versions.get(versionKey) ?? 0) + 1;
  saved.versions.set(versionKey, version);
  withMembership(list, target.id, on);
  try {
    if (list === 'bookmark') await (on ? api.setBookmark(target) : api.deleteBookmark(target.id));
    else await (on ? api.follow(target) : api.unfollow(target.id));
    return true;
  } catch (error) {
    // Removing something the server no longer has is what the listener wanted.
    if (!on && error instanceof api.MutationFailed && error.status === 404) return true;
    if (saved.versions.get(versionKey) === version) withMembership(list, target.id, was);
    recordProblem({
      area: 'my-content',
      message: `${list} ${on ? 'add' : 'remove'} failed: ${String(error)}`,
    });
    showToast(SAVE_FAILED[list][on ? 'on' : 'off']);
    return false;
  }
}

/**
 * Flips an item as the listener sees it once their entries are known. A press while they still load waits for
 * them: the control shows "not saved" until then, and flipping that would add what the listener, on their own
 * bookmarks page, pressed to remove.
 */
export async function toggleSaved(list: SavedList, target: api.SaveTarget): Promise<boolean> {
  if (saved.store.get().status !== 'ready') await loadSaved();
  return setSaved(list, target, !isSaved(list, target.id));
}
