/**
 * The stall watch and the reconnect's timers (docs/player.md, "Recovery"), one per player (../controller.ts
 * owns it and sorts failures). A frozen live playlist is read by the player itself because the engines
 * disagree on reporting it. The attempts are a chunk of their own (./reconnect.ts), fetched once something plays.
 */
import { recordProblem } from '../../monitoring/problems';
import type { Current, PlayerController } from '../controller';
import { timeUpdated } from '../state';
import { $player, setPlayerConnection, setStalled, updatePlayer } from '../store';

export const PLAYER_MESSAGES = {
  loadFailed: 'Error while loading the media.',
  playFailed: 'Error while playing the media, please try again later.',
  geoBlocked: 'This content is not supported in your region',
} as const;

/** The first attempt's wait doubles after each failed one, up to the cap, so a long outage costs few requests. */
const RECONNECT_FIRST_DELAY_MS = 1_000;
const RECONNECT_MAX_DELAY_MS = 2_500;
const RECONNECT_GIVE_UP_MS = 120_000;
export const STALL_LIMIT_MS = 8_000;

/**
 * How long the reconnect goes on before the play error shows. Browser tests shorten it (a page script sets
 * `__primediaReconnectGiveUpMs`) to see the give-up without waiting two minutes; nothing else sets it.
 */
function giveUpAfterMs(): number {
  const hook = (globalThis as { __primediaReconnectGiveUpMs?: unknown }).__primediaReconnectGiveUpMs;
  return typeof hook === 'number' && hook > 0 ? hook : RECONNECT_GIVE_UP_MS;
}

/**
 * Whether a failed stream's source still answers. Native HLS reports a stream it cannot reach as a media error
 * (an unsupported source), like one it cannot decode: only a source that answers is broken; one that does not
 * (no network, the platform down or failing) is a lost connection. A premium source refused with 403 has
 * expired, which the reconnect fixes by asking for a fresh one.
 */
export async function sourceAnswers(src: string, premium: boolean): Promise<boolean> {
  if (globalThis.navigator?.onLine === false) return false;
  try {
    const response = await fetch(src, { cache: 'no-store' });
    void response.body?.cancel();
    return response.status < 500 && !(premium && response.status === 403);
  } catch {
    return false;
  }
}

/** A download played from the device (the worker's /offline-media/ or a Blob URL): no network involved. */
export function isDeviceSource(src: string): boolean {
  return src.startsWith('blob:') || src.includes('/offline-media/');
}

/** The failure path's larger half: reconnect attempts and the frozen-playlist watch. */
const failurePath = () => import('./reconnect');

export class Recovery {
  /** The element time when the stall watch started; only moving past it ends a stall. */
  #stalledAt: number | null = null;
  #stallTimer: ReturnType<typeof setTimeout> | null = null;
  /** The second read of a stalled live playlist. */
  #freezeTimer: ReturnType<typeof setTimeout> | null = null;
  #since: number | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** Attempts made in this reconnect, for the backoff. */
  #attempts = 0;
  /** The latest attempt's number: an answer for an older one is stale. */
  #latest = 0;
  /** Whether the timer is a loading attempt's stall limit (which progress pushes back), not a backoff wait. */
  #loadingAttempt = false;
  #resumeAt: number | null = null;
  /** The media sequence a frozen live playlist stuck at; attempts wait until it advances. */
  #frozenSequence: number | null = null;

  constructor(private readonly player: PlayerController) {}

  get reconnecting(): boolean {
    return this.#since !== null;
  }
  get stalled(): boolean {
    return this.#stalledAt !== null;
  }
  /** Where an on-demand reconnect resumes; null for live. */
  get resumeAt(): number | null {
    return this.#resumeAt;
  }
  get frozenSequence(): number | null {
    return this.#frozenSequence;
  }
  /** Whether the reconnect has run longer than it may. */
  get expired(): boolean {
    return this.#since !== null && Date.now() - this.#since > giveUpAfterMs();
  }

  clearStall(): void {
    if (this.#stallTimer) clearTimeout(this.#stallTimer);
    if (this.#freezeTimer) clearTimeout(this.#freezeTimer);
    this.#stallTimer = null;
    this.#freezeTimer = null;
    this.#stalledAt = null;
    setStalled(false);
  }

  /**
   * Playing media ran out of data (`waiting`): fail at the stall limit, or at once while offline. A `waiting`
   * while this stall is already watched (the element has not moved since) changes nothing: restarting the limit
   * on each one would let a stream that keeps saying so stall for ever, and each reads the playlist again.
   */
  watchStall(media: HTMLMediaElement): void {
    const current = this.player.current;
    const onDevice = current ? isDeviceSource(current.resolved.src) : false;
    if (globalThis.navigator?.onLine === false && !onDevice) {
      this.clearStall();
      this.player.fail('network', 'stalled while offline'); // the buffer ran dry and no request can succeed
      return;
    }
    if (this.#stalledAt !== null) return;
    this.clearStall();
    this.#stalledAt = media.currentTime;
    setStalled(true);
    this.#stallTimer = setTimeout(() => this.player.fail('network', 'playback stalled'), STALL_LIMIT_MS);
    // A freeze is a live stream that stops advancing once it plays. The wait for the first data of a start is
    // not one (the stall limit still covers it), so a start reads no playlist and loads no reader for it.
    if (current?.resolved.isLive && !$player.get().isLoading) this.#watchForFrozenPlaylist(current);
  }

  /** A `timeupdate`: the stall is over once the element's time moved past where it stalled. */
  endStallIfMoved(time: number): void {
    // Chromium keeps firing timeupdate while stalled (the element is not paused), so only a time that moved
    // ends a stall; clearing on every timeupdate kept a dead stream "playing" forever.
    if (this.#stalledAt !== null && Math.abs(time - this.#stalledAt) > 0.25) this.clearStall();
  }

  /** The second read of the playlist, `ms` after the first; a new stall or a clear cancels it. */
  readAgainIn(ms: number, read: () => void): void {
    if (this.#freezeTimer) clearTimeout(this.#freezeTimer);
    this.#freezeTimer = setTimeout(() => {
      this.#freezeTimer = null;
      read();
    }, ms);
  }

  /** Ends the reconnect (played again, stopped, or replaced). */
  clear(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#loadingAttempt = false;
    this.#since = null;
    this.#attempts = 0;
    this.#frozenSequence = null;
    setPlayerConnection('ok');
  }

  /** Starts reconnecting: `resumeAt` is where on-demand media goes on. */
  start(reason: string, resumeAt: number | null, frozenSequence: number | null = null): void {
    recordProblem({ area: 'player', message: `reconnecting: ${reason}` });
    this.#since = Date.now();
    this.#attempts = 0;
    this.#resumeAt = resumeAt;
    this.#frozenSequence = frozenSequence;
    setPlayerConnection('reconnecting');
    // On-demand shows where it resumes (the element, emptied, would say 0 or where a seek left it unloaded).
    updatePlayer((s) => ({
      ...(resumeAt === null ? s : timeUpdated(s, resumeAt, Date.now())),
      isLoading: true,
    }));
    this.attempt();
  }

  /** The listener sought while reconnecting: on-demand media resumes there instead. */
  resumeFrom(seconds: number): void {
    if (this.#resumeAt !== null) this.#resumeAt = seconds;
  }

  /** The frozen playlist advances again: attempts reload it. */
  thawed(): void {
    this.#frozenSequence = null;
  }

  /** The next attempt, after the backoff's wait; returns its number, which tells a stale answer. */
  scheduleNext(): number {
    const wait = Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** this.#attempts++);
    this.#loadingAttempt = false;
    return this.#nextIn(wait);
  }

  /**
   * An attempt's load has begun: it has until the stall limit to play before the next attempt replaces it. A
   * load is never cut short by the backoff's clock: on a slow phone or network one can take longer than the
   * backoff's wait, and replacing it then would restart it for ever.
   */
  loading(): number {
    this.#loadingAttempt = true;
    return this.#nextIn(STALL_LIMIT_MS);
  }

  /**
   * The loading attempt shows progress (its data arrives, its metadata or first frame is in): the stall limit
   * counts again from now, so only a load with no progress for that long is replaced. On a busy phone a reload
   * and its seek can take longer than the limit while every step of it arrives; replacing it then starts the
   * same slow load again. The give-up still holds: past it, progress no longer pushes the limit back.
   */
  progressed(): void {
    if (!this.#loadingAttempt || this.expired) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.attempt(), STALL_LIMIT_MS);
  }

  /** The attempt's load failed (no answer, a network error): the next one after the backoff's wait. */
  attemptFailed(): void {
    if (this.reconnecting) this.scheduleNext();
  }

  #nextIn(ms: number): number {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.attempt(), ms);
    return ++this.#latest;
  }

  /** Whether `attempt` is still the latest attempt. */
  isLatest(attempt: number): boolean {
    return this.#latest === attempt;
  }

  /** Fetches the failure path as soon as something plays, so it is at hand when the stream fails, offline too. */
  prefetch(): void {
    void failurePath().catch(() => undefined);
  }

  /** One reconnect attempt now (the failure began, or the browser is back online). */
  attempt(): void {
    if (this.expired) {
      this.player.playFailed('gave up reconnecting');
      return;
    }
    void failurePath().then(
      (module) => module.attemptReconnect(this.player),
      () => {
        // The chunk could not be fetched (the network went at the very start): try again, as an attempt would.
        if (this.reconnecting) this.scheduleNext();
      },
    );
  }

  #watchForFrozenPlaylist(current: Current) {
    void failurePath().then(
      (module) => module.watchForFrozenPlaylist(this.player, current),
      () => undefined, // the stall limit still ends a stall
    );
  }
}
