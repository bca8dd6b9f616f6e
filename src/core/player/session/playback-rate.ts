/**
 * The listener's playback speed for on-demand and catch-up (0.75x to 2x), remembered on this device. Live
 * always plays at 1x: the live edge moves at real time, and a faster rate would only run into it. The rate
 * is put on the page's one media element whenever what plays changes, because loading new media resets it.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { rememberInStorage, safeStorage } from '../../safe-storage';
import { shared } from '../../store-registry';
import { player } from '../controller';
import { $player } from '../store';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];
export const PLAYBACK_RATE_STORAGE_KEY = 'primedia.playback-rate';

const rateAtom = shared('player-playback-rate', () => atom<PlaybackRate>(1));
export const $playbackRate: ReadableAtom<PlaybackRate> = rateAtom;

/** A stored rate, or null for anything that is not one of the offered speeds. */
export function parsePlaybackRate(stored: string | null): PlaybackRate | null {
  const value = Number(stored);
  return PLAYBACK_RATES.find((rate) => rate === value) ?? null;
}

function applyRate(): void {
  const media = player.media;
  if (!media) return;
  const rate = $player.get().isLive ? 1 : rateAtom.get();
  media.defaultPlaybackRate = rate;
  if (media.playbackRate !== rate) media.playbackRate = rate;
}

export function setPlaybackRate(rate: PlaybackRate): void {
  rateAtom.set(rate);
  applyRate();
}

/** One offered speed up (+1) or down (-1) from the current one; stays at the ends. */
export function stepPlaybackRate(direction: -1 | 1): void {
  const index = PLAYBACK_RATES.indexOf(rateAtom.get());
  const next = PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, index + direction))];
  if (next !== undefined) setPlaybackRate(next);
}

let kept = false;

/** Restores the stored rate, saves each change and keeps it on whatever on-demand media plays next. */
export function keepPlaybackRate(storage: Storage | null = safeStorage()): void {
  if (kept) return;
  kept = true;
  rememberInStorage(rateAtom, storage, {
    key: PLAYBACK_RATE_STORAGE_KEY,
    parse: parsePlaybackRate,
    serialise: String,
    restore: (rate) => rateAtom.set(rate),
  });
  // Only when what plays, or whether it is live, changes: the element's defaultPlaybackRate carries the rate
  // across its own loads, so the ticks of $player (several a second) need not touch it.
  computed($player, ({ media, isLive }) => `${media.id ?? ''}|${isLive}`).subscribe(applyRate);
}
