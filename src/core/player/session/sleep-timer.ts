/**
 * The sleep timer: after 15, 30, 45 or 60 minutes, or at the end of the show, playback fades out over 10 s and
 * stops. One per page (a shared store, the same for every bundle copy); timers and clock are the page's own, so
 * a test drives them. The fade lowers the element's volume itself; the listener's volume (./volume-store.ts)
 * goes back on the element once playback has stopped, so the next play is as loud as before.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../../store-registry';
import { playheadUnixSeconds, showAt, $catchUpHistory, catchUpKey } from '../catch-up/catch-up';
import { player, stopPlayback } from '../controller';
import { $nowPlaying, $player } from '../store';
import { applyVolume } from './volume-store';

export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
export const FADE_MS = 10_000;
const FADE_STEPS = 20;

export type SleepChoice = (typeof SLEEP_MINUTES)[number] | 'end-of-show';

export interface SleepTimer {
  choice: SleepChoice;
  /** Unix ms at which playback has faded out and stops. */
  endsAtMs: number;
  /** True during the last 10 s, while the volume goes down. */
  fading: boolean;
}

const timerAtom = shared('sleep-timer', () => atom<SleepTimer | null>(null));
const handles = shared('sleep-timer-handles', () => ({
  timeout: null as ReturnType<typeof setTimeout> | null,
  fade: null as ReturnType<typeof setInterval> | null,
  unsubscribe: null as (() => void) | null,
}));

export const $sleepTimer: ReadableAtom<SleepTimer | null> = timerAtom;

/**
 * When "end of show" ends, in unix ms: the on-air show's end for live. For catch-up, the end of the guide's show
 * at the playhead: as the playhead will reach it when that is inside the catch-up range, else (a show still on
 * air, which the player goes on to hear live at the range's end) at its end on the clock. Without the guide,
 * the range's end. Null when unknown.
 */
export function endOfShowMs(nowMs: number): number | null {
  const state = $player.get();
  if (state.catchUp) {
    const playhead = playheadUnixSeconds(state.catchUp, state.media.currentTime);
    const history = $catchUpHistory.get();
    const show = history?.key === catchUpKey(state.catchUp) ? showAt(history.shows, playhead) : null;
    const rangeEndMs = nowMs + Math.max(0, state.catchUp.toUnixSeconds - playhead) * 1000;
    if (!show) return rangeEndMs;
    if (show.endTimeUnixSeconds <= state.catchUp.toUnixSeconds)
      return nowMs + Math.max(0, show.endTimeUnixSeconds - playhead) * 1000;
    return Math.max(rangeEndMs, show.endTimeUnixSeconds * 1000);
  }
  if (state.isLive) {
    const station = player.current?.request.station ?? null;
    const info = $nowPlaying.get().find((i) => i.station === station);
    return info ? info.show.endTimeUnixSeconds * 1000 : null;
  }
  if (state.media.duration) return nowMs + Math.max(0, state.media.duration - state.media.currentTime) * 1000;
  return null;
}

function clearHandles() {
  if (handles.timeout) clearTimeout(handles.timeout);
  if (handles.fade) clearInterval(handles.fade);
  handles.unsubscribe?.();
  handles.timeout = null;
  handles.fade = null;
  handles.unsubscribe = null;
}

/** Turns the timer off (the listener chose "Off", or playback stopped by other means). */
export function cancelSleepTimer(): void {
  const wasFading = timerAtom.get()?.fading ?? false;
  clearHandles();
  timerAtom.set(null);
  if (wasFading) applyVolume(player.media);
}

function fadeOut() {
  const timer = timerAtom.get();
  if (!timer) return;
  timerAtom.set({ ...timer, fading: true });
  const media = player.media;
  const from = media?.volume ?? 1;
  let step = 0;
  handles.fade = setInterval(() => {
    step++;
    if (media) media.volume = Math.max(0, from * (1 - step / FADE_STEPS));
    if (step < FADE_STEPS) return;
    finish();
  }, FADE_MS / FADE_STEPS);
}

function finish() {
  clearHandles();
  timerAtom.set(null);
  stopPlayback();
  applyVolume(player.media); // the listener's own volume, for the next play
}

/** Sets the timer; returns false when "end of show" is unknown for what plays. */
export function setSleepTimer(choice: SleepChoice, nowMs = Date.now()): boolean {
  const endsAtMs = choice === 'end-of-show' ? endOfShowMs(nowMs) : nowMs + choice * 60_000;
  if (endsAtMs === null) return false;
  clearHandles();
  timerAtom.set({ choice, endsAtMs, fading: false });
  handles.timeout = setTimeout(fadeOut, Math.max(0, endsAtMs - FADE_MS - nowMs));
  // Nothing left to put to sleep once playback stops some other way (the listener pressed stop, or closed).
  handles.unsubscribe = $player.listen((state) => {
    if (!state.isLoading && state.media.id === null) cancelSleepTimer();
  });
  return true;
}
