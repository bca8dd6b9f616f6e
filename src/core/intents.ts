/**
 * What a listener asked for before the React code of a widget arrived (a press on the light shell's play
 * button). The embed loader records it; the component takes it once it mounts, so the first press is never lost.
 */
import { shared } from './store-registry';

export interface Intent {
  tag: string;
  key: string;
  action: 'play';
  at: number;
}

/** Intents older than this are stale (the listener has moved on). */
const INTENT_TTL_MS = 15_000;

/**
 * The registry entry of the intents map. A server-rendered page's inline start script records a press made
 * before the app's code has run into the same entry, keyed `${tag}|${key}` (app-server/start-script.ts).
 */
export const INTENTS_ENTRY = 'intents';

/**
 * Fired on the document by that start script after it records a press, with the control's `data-intent`
 * ("{tag}|{key}") as its detail, for the host app's press entry (src/app/press-play.ts).
 */
export const PRESS_EVENT = 'primedia-press';

/**
 * Fired on the document when such a press has ended without a sound (the play failed, or the press entry could
 * not load): the start script stops holding the app's code back for it.
 */
export const PRESS_SETTLED_EVENT = 'primedia-press-settled';

const intents = shared(INTENTS_ENTRY, () => new Map<string, Intent>());

export function recordIntent(intent: Omit<Intent, 'at'>): void {
  intents.set(`${intent.tag}|${intent.key}`, { ...intent, at: Date.now() });
}

/** Returns and forgets the fresh intent for this element, if any. */
export function takeIntent(tag: string, key: string): Intent | null {
  const id = `${tag}|${key}`;
  const intent = intents.get(id) ?? null;
  intents.delete(id);
  return intent && Date.now() - intent.at < INTENT_TTL_MS ? intent : null;
}

/** The keys of this element kind's fresh intents, left in place for the element to take. */
export function pendingIntentKeys(tag: string): string[] {
  const keys: string[] = [];
  for (const intent of intents.values())
    if (intent.tag === tag && Date.now() - intent.at < INTENT_TTL_MS) keys.push(intent.key);
  return keys;
}
