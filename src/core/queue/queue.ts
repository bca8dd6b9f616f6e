/**
 * "Up next" (docs/player.md, "Up next"): the items a listener lined up to play after what plays now, kept on
 * this device for signed-in and anonymous listeners alike, because it describes this device's listening.
 *
 * Stored text is input from outside: entries that are not items are left out, and text that is not a list at
 * all is set aside under a key of its own instead of being written over, so nothing the listener had is lost.
 * Either way `$queueProblem` says so in words the Up next list shows.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { safeStorage } from '../safe-storage';
import { shared } from '../store-registry';
import type { PlayableItem } from './queue-item';

const QUEUE_KEY = 'primedia.up-next';
/** Where stored text that could not be read at all is kept, so a later version can still read it. */
const QUEUE_UNREADABLE_KEY = 'primedia.up-next.unreadable';
/** A queue longer than this is a list, not a plan; the oldest additions stay, new ones are refused. */
const MAX_QUEUE = 50;

export const QUEUE_MESSAGES = {
  unreadable: 'Your Up next list on this device could not be read, so it starts empty. It was kept aside.',
  skipped: (count: number) =>
    `${count} item${count === 1 ? '' : 's'} of your Up next list could not be read and ${count === 1 ? 'was' : 'were'} left out.`,
  full: `Up next holds at most ${MAX_QUEUE} items. Remove one to add another.`,
} as const;

const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;

function itemOf(value: unknown): PlayableItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : null);
  const mediaId = text('mediaId');
  const title = text('title');
  if (!mediaId || !MEDIA_ID.test(mediaId) || !title || (v.type !== 'audio' && v.type !== 'video'))
    return null;
  const duration =
    typeof v.duration === 'number' && Number.isFinite(v.duration) && v.duration > 0 ? v.duration : null;
  return {
    mediaId,
    type: v.type,
    title,
    stationName: text('stationName') ?? '',
    imageUrl: text('imageUrl') ?? '',
    duration,
    premium: v.premium === true,
  };
}

interface ParsedQueue {
  items: PlayableItem[];
  /** What the listener is told about the stored text; null when it read cleanly. */
  problem: string | null;
  /** True when the text was not a list at all and must be set aside before anything is written. */
  unreadable: boolean;
}

function parseQueue(stored: string | null): ParsedQueue {
  if (stored === null) return { items: [], problem: null, unreadable: false };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    value = null;
  }
  if (!Array.isArray(value)) return { items: [], problem: QUEUE_MESSAGES.unreadable, unreadable: true };
  const items: PlayableItem[] = [];
  for (const entry of value) {
    const item = itemOf(entry);
    if (item && !items.some((kept) => kept.mediaId === item.mediaId)) items.push(item);
  }
  const skipped = value.length - items.length;
  return {
    items: items.slice(0, MAX_QUEUE),
    problem: skipped > 0 ? QUEUE_MESSAGES.skipped(skipped) : null,
    unreadable: false,
  };
}

interface QueueState {
  items: PlayableItem[];
  problem: string | null;
}

function restore(storage: Storage | null): QueueState {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(QUEUE_KEY) ?? null;
  } catch {
    // Blocked: the queue lasts for the page.
  }
  const parsed = parseQueue(stored);
  if (parsed.problem) console.warn(`[primedia] ${parsed.problem}`);
  if (parsed.unreadable && stored !== null) {
    try {
      storage?.setItem(QUEUE_UNREADABLE_KEY, stored);
      storage?.removeItem(QUEUE_KEY);
    } catch {
      // Could not set it aside: leave it where it is, and write nothing over it this visit.
      return { items: [], problem: parsed.problem };
    }
  }
  return { items: parsed.items, problem: parsed.problem };
}

const store = shared('up-next', () => atom<QueueState>(restore(safeStorage())));

export const $queue: ReadableAtom<QueueState> = store;

/** What a server renders and a page hydrates with: the stored list arrives after hydration. */
export const SERVER_QUEUE: QueueState = { items: [], problem: null };

function save(items: PlayableItem[], problem: string | null = store.get().problem): void {
  store.set({ items, problem });
  try {
    safeStorage()?.setItem(QUEUE_KEY, JSON.stringify(items));
  } catch {
    // Full or blocked: the queue still holds for this page.
  }
}

/** Adds `item` at the end; returns a message when it cannot (the queue is full), else null. */
export function addToQueue(item: PlayableItem): string | null {
  const { items } = store.get();
  if (items.some((i) => i.mediaId === item.mediaId)) return null;
  if (items.length >= MAX_QUEUE) return QUEUE_MESSAGES.full;
  save([...items, itemOf(item) ?? item]);
  return null;
}

export function removeFromQueue(mediaId: string): void {
  save(store.get().items.filter((i) => i.mediaId !== mediaId));
}

/** Moves an item one place up (-1) or down (+1); nothing at either end. */
export function moveInQueue(mediaId: string, by: -1 | 1): void {
  const items = [...store.get().items];
  const from = items.findIndex((i) => i.mediaId === mediaId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return;
  [items[from], items[to]] = [items[to] as PlayableItem, items[from] as PlayableItem];
  save(items);
}

/** The listener has read the message about the stored list. */
export function dismissQueueProblem(): void {
  store.set({ ...store.get(), problem: null });
}
