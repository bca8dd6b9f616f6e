/**
 * Playback preferences (Settings; docs/product.md, "More features"): kept in this browser's local storage, not on the account,
 * because they describe the device's listening:
 *
 * - `resumeOnDemand`: start on-demand audio and video where the listener left off (default on). The player
 *   reads it before seeking to the saved position (docs/product.md, "Player").
 * - `keepHistory`: save listening progress to the account, which fills "Recently played" on My Content and
 *   lets other devices resume (default on). Off: the player does not send `setPlayProgress`.
 * - `autoPlayNext`: at the end of an episode, play the next one from Up next, else the podcast's next episode,
 *   after a short countdown the listener can cancel (default on; src/core/queue/play-next.ts).
 *
 * Unreadable or foreign stored values fall back to the defaults; storage failures never stop a change.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../store-registry';

const PLAYBACK_PREFERENCES_KEY = 'primedia-playback-preferences';

export interface PlaybackPreferences {
  resumeOnDemand: boolean;
  keepHistory: boolean;
  autoPlayNext: boolean;
}

export const PLAYBACK_DEFAULTS: PlaybackPreferences = {
  resumeOnDemand: true,
  keepHistory: true,
  autoPlayNext: true,
};

export function parsePlaybackPreferences(raw: string | null): PlaybackPreferences {
  if (!raw) return { ...PLAYBACK_DEFAULTS };
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return { ...PLAYBACK_DEFAULTS };
    const record = value as Record<string, unknown>;
    const flag = (name: keyof PlaybackPreferences) =>
      typeof record[name] === 'boolean' ? (record[name] as boolean) : PLAYBACK_DEFAULTS[name];
    return {
      resumeOnDemand: flag('resumeOnDemand'),
      keepHistory: flag('keepHistory'),
      autoPlayNext: flag('autoPlayNext'),
    };
  } catch {
    return { ...PLAYBACK_DEFAULTS };
  }
}

function read(): PlaybackPreferences {
  try {
    return parsePlaybackPreferences(globalThis.localStorage?.getItem(PLAYBACK_PREFERENCES_KEY) ?? null);
  } catch {
    return { ...PLAYBACK_DEFAULTS };
  }
}

const store = shared('playback-preferences', () => atom<PlaybackPreferences>(read()));

export const $playbackPreferences: ReadableAtom<PlaybackPreferences> = store;

export function setPlaybackPreference(name: keyof PlaybackPreferences, value: boolean): void {
  const next = { ...store.get(), [name]: value };
  store.set(next);
  try {
    globalThis.localStorage?.setItem(PLAYBACK_PREFERENCES_KEY, JSON.stringify(next));
  } catch {
    // Private mode or quota: the choice holds for this visit.
  }
}
